// The script inside every built page (docs/decisions/0048-inline-boot.md), built on its own and
// inlined by scripts/prerender.mjs: no request before the first paint. A loan page's first data
// request leaves at once (docs/decisions/0046-early-first-request.md). The prerendered first view
// is painted first; in the next frame the page's modules (listed on #root by the build, largest
// first) are preloaded and the app (data-app) is imported
// (docs/decisions/0044-first-paint-before-scripts.md).
import { sendFirstRequest } from './api/first-request';

const ASSETS = '/assets/';

function start(root: HTMLElement) {
  for (const href of root.dataset.modules?.split(' ') ?? []) {
    if (!href.startsWith(ASSETS)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const app = root.dataset.app;
  if (app?.startsWith(ASSETS)) void import(/* @vite-ignore */ app);
}

sendFirstRequest();
const root = document.getElementById('root');
if (root) requestAnimationFrame(() => setTimeout(() => start(root), 0));
