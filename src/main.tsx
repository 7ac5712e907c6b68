import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { App, preloadRoute } from './app/app';
import type { MachineOptions } from './session/machine-options';
import { runPageModules, startApp, started } from './first-paint/start';
import { startHopGuard } from './app/hop-guard';
import './app/global.css';

/** Runs `task` when the browser is idle (a timer in old webviews without requestIdleCallback). */
const idle = (task: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200));

/**
 * The page is the app's: once it is also settled (idle, and nothing on it shows a spinner: its data
 * is in, no button is busy; at the latest 10 s on), the next-tap code, which fetches ahead what later
 * pages need (src/app/hops, docs/decisions/0102). The `app:ahead` mark says where the page's own load
 * ends: the size budgets count what is fetched before it (scripts/first-load.mjs).
 */
function onStarted() {
  started();
  const giveUp = Date.now() + 10_000;
  const settled = () => {
    if (document.querySelector('.ui-spinner') && Date.now() < giveUp) return void setTimeout(() => idle(settled), 100);
    performance.mark('app:ahead');
    import('./app/hops/hops').catch(() => undefined);
  };
  idle(settled);
}

// Back and forward reach the next-tap code before the router renders the page (src/app/hops/hops.ts).
addEventListener('popstate', () => dispatchEvent(new Event('app:traverse')));
// One tap, one hop: taps wait while the app's push of another page is under way (src/app/hop-guard.ts).
startHopGuard();

async function start() {
  const machineOptions: MachineOptions = {};
  // Written with literal env reads so Vite folds it to `false` in a build with a real API base
  // (or a plain production build): the demo backend is then not in the bundle at all.
  if (!import.meta.env.VITE_API_BASE && (import.meta.env.DEV || import.meta.env.VITE_DEMO === '1')) {
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend();
  }
  // Development only (folded away in production builds), and only when asked for: Stately's
  // inspector (`?inspect=1` in a popup, `?inspect=ws` through `npm run inspect-server`, for a
  // phone's webview) or the machine panel inside the page (`?inspect=panel`).
  if (import.meta.env.DEV && import.meta.env.MODE === 'development') {
    const { inspectionRequested, startInspector, startPanel } = await import('./app/inspector');
    const asked = inspectionRequested(window.location.search);
    if (asked === 'inspector' || asked === 'ws') machineOptions.inspect = await startInspector(asked);
    if (asked === 'panel') machineOptions.inspect = await startPanel();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // The page's module is in the browser already (the build preloads it with the app): the first
  // render is the page itself, never the loading fallback, so it matches the prerendered markup.
  // Its modules run first, one per task (src/first-paint/start.tsx).
  await runPageModules(root);
  await preloadRoute(window.location.pathname, window.location.hash);
  startApp(
    root,
    <StrictMode>
      <BrowserRouter>
        <App machineOptions={machineOptions} onStarted={onStarted} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
