import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import './app/global.css';

async function start() {
  // Written with literal env reads so Vite folds it to `false` in a build with a real API base
  // (or a plain production build): the demo backend is then not in the bundle at all.
  if (!import.meta.env.VITE_API_BASE && (import.meta.env.DEV || import.meta.env.VITE_DEMO === '1')) {
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
