import type { InspectionEvent, Observer } from 'xstate';

/** Asked for with `?inspect=1` in the page query or VITE_INSPECT=1 at start-up. */
export function inspectorRequested(search: string): boolean {
  return new URLSearchParams(search).get('inspect') === '1' || import.meta.env.VITE_INSPECT === '1';
}

/**
 * Opens the Stately inspector and returns its `inspect` callback. Only called from code that
 * is folded away outside development, so the inspector never reaches the production bundle.
 */
export async function startInspector(): Promise<Observer<InspectionEvent>> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({ autoStart: true });
  return inspector.inspect;
}
