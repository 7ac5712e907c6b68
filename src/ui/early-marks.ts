// The names the early view shares between the prerendered frame, the inline script and the app
// (docs/decisions/0053-early-view.md); a module of its own so the app's chunk takes only these.

/** The attributes that mark what a prerendered loading frame shows of the early answer. */
export const EARLY_ATTRS = { text: 'data-early-text', format: 'data-early-format', show: 'data-early-show', hide: 'data-early-hide' } as const;

/** Set on #root by the app before its first render (src/main.tsx): the inline script then leaves the page alone. */
export const APP_RENDERING = 'data-app-rendering';

/** The Element Timing identifier of the early view's text: the inline script starts the app once it is on screen. */
export const EARLY_TIMING = 'early-view';
