// The page's only script tag. A prerendered page (docs/decisions/0043-prerendered-pages.md) is
// painted first and the app starts in the next frame, so a phone shows the page while React
// downloads and starts; the app shell (app.html) starts the app at once.
const start = () => void import('./main');
const root = document.getElementById('root');
if (root?.querySelector('main, .site')) requestAnimationFrame(() => setTimeout(start, 0));
else start();
