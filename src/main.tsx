import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadRoute } from './app/app';
import type { MachineOptions } from './session/machine-options';
import { startApp, started } from './first-paint/start';
import './app/global.css';

/** The page is the app's: then the next-tap code, which starts when idle (src/app/hops, docs/decisions/0102). */
function onStarted() {
  started();
  void import('./app/hops/hops');
}

// Back and forward reach the next-tap code before the router renders the page (src/app/hops/hops.ts).
addEventListener('popstate', () => dispatchEvent(new Event('app:traverse')));

async function start() {
  const machineOptions: MachineOptions = {};
  // Written with literal env reads so Vite folds it to `false` in a build with a real API base
  // (or a plain production build): the demo backend is then not in the bundle at all.
  if (!import.meta.env.VITE_API_BASE && (import.meta.env.DEV || import.meta.env.VITE_DEMO === '1')) {
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend();
  }
  // Development only (folded away in production builds), and only when asked for.
  if (import.meta.env.MODE === 'development') {
    const { inspectorRequested, startInspector } = await import('./app/inspector');
    if (inspectorRequested(window.location.search)) machineOptions.inspect = await startInspector();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // The page's module is in the browser already (the build preloads it with the app): the first
  // render is the page itself, never the loading fallback, so it matches the prerendered markup.
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
