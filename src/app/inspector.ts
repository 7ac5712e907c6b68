import type { InspectionEvent, Observer } from 'xstate';

/**
 * Which inspection the page asks for: `?inspect=1` (or VITE_INSPECT=1 at start-up) opens
 * Stately's inspector in a popup; `?inspect=panel` shows the machine panel inside the page.
 */
export function inspectionRequested(search: string): 'inspector' | 'panel' | null {
  const asked = new URLSearchParams(search).get('inspect');
  if (asked === 'panel') return 'panel';
  if (asked === '1' || import.meta.env.VITE_INSPECT === '1') return 'inspector';
  return null;
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

/** The machine panel in the page (`?inspect=panel`); folded away outside development like the inspector. */
export async function startPanel(): Promise<(event: InspectionEvent) => void> {
  const { startInPagePanel } = await import('./machine-panel/in-page');
  return startInPagePanel();
}
