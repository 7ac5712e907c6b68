import { createContext, useContext } from 'react';

/**
 * True while a page is rendered to static HTML at build time (src/prerender.tsx). Controls are
 * then inert (inputs read-only, buttons disabled) so nothing typed or tapped before the app
 * starts is lost when it takes over, and nothing that depends on the serving origin (frames) is
 * written into the HTML. See docs/decisions/0043-prerendered-pages.md.
 */
export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}
