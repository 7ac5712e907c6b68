/**
 * A `<link>` that fetches a module of our build without running it: a module preload, or, where
 * module preloads are missing (Safari before 17), a plain script preload, as Vite's own preload
 * helper does (the build carries no module-preload polyfill: vite.config.ts).
 */
export function modulePreloadLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  if (link.relList?.supports?.('modulepreload')) link.rel = 'modulepreload';
  else {
    link.rel = 'preload';
    link.as = 'script';
  }
  link.crossOrigin = '';
  link.href = href;
  return link;
}
