// The script inside every built page (docs/decisions/0048-inline-boot.md), built on its own and
// inlined by scripts/prerender.mjs: no request before the first paint. A loan page's first data
// request leaves at once (docs/decisions/0046-early-first-request.md). The prerendered first view
// is painted first; in the next frame the app (data-app) is imported and the page's other modules
// (listed on #root by the build) are preloaded, one per task (docs/decisions/0050-one-module-per-task.md).
import { sendFirstRequest } from './api/first-request';
import { pageModules } from './app/page-modules';
import { nextTask } from './lib/next-task';

async function start(root: HTMLElement) {
  const app = root.dataset.app;
  if (!app?.startsWith('/assets/')) return;
  void import(/* @vite-ignore */ app);
  for (const href of pageModules(root)) {
    if (href === app) continue;
    await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

sendFirstRequest();
const root = document.getElementById('root');
if (root) requestAnimationFrame(() => setTimeout(() => void start(root), 0));
