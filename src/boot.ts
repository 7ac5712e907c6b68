// The page's only script tag. A prerendered page with content (docs/decisions/0043-prerendered-pages.md)
// is painted first; in the next frame the page's own modules (listed on #root by the build) are
// preloaded beside the app, which then starts: nothing but the page's CSS and pictures is fetched
// before the first paint (docs/decisions/0044-first-paint-before-scripts.md). A page whose first
// view is its loading state, and the app shell (app.html), start the app at once.
import { sendFirstRequest } from './api/first-request';

const root = document.getElementById('root');

function start() {
  for (const href of root?.dataset.modules?.split(' ') ?? []) {
    if (!href.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}

if (root?.querySelector('main, .site') && !root.querySelector('.ui-page-state')) requestAnimationFrame(() => setTimeout(start, 0));
else {
  // A loan page's data is on its way while the app downloads (docs/decisions/0046-early-first-request.md).
  sendFirstRequest();
  start();
}
