import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadRoute } from './app/app';
import type { MachineOptions } from './session/machine-options';
import { evaluateInTurn, pageModules } from './app/page-modules';
import { APP_RENDERING } from './ui/early-marks';
import './app/global.css';

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
  // A built page lists its modules: run them one per task before the page renders.
  await evaluateInTurn(pageModules(root));
  // A prerendered page (docs/decisions/0043-prerendered-pages.md) stays on screen while its
  // module loads; the first render then replaces it with the same markup, for this location.
  await preloadRoute(window.location.pathname, window.location.hash);
  // A transition: React renders in slices and yields to the browser (no long task on a slow
  // phone); the prerendered markup stays on screen until the new tree is committed.
  // From here React owns #root: the inline script stops writing an early answer into the frame, and
  // the app's loading frame renders it instead (docs/decisions/0053-early-view.md).
  root.setAttribute(APP_RENDERING, '');
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <BrowserRouter>
          <App machineOptions={machineOptions} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

void start();
