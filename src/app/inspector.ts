import type { InspectionEvent, Observer } from 'xstate';

/**
 * Which inspection the page asks for: `?inspect=1` (or VITE_INSPECT=1 at start-up) opens
 * Stately's inspector in a popup; `?inspect=ws` sends the page's machines to the inspector server
 * of `npm run inspect-server` (a phone's webview watched from the desktop); `?inspect=panel` shows
 * the machine panel inside the page.
 */
export function inspectionRequested(search: string): 'inspector' | 'ws' | 'panel' | null {
  const asked = new URLSearchParams(search).get('inspect');
  if (asked === 'panel') return 'panel';
  if (asked === 'ws') return 'ws';
  if (asked === '1' || import.meta.env.VITE_INSPECT === '1') return 'inspector';
  return null;
}

/**
 * The dev server's path that relays to the inspector server (vite.config.ts, `server.proxy`): the
 * page reaches it on its own origin, so a phone needs no second port and an https page no mixed content.
 */
export const INSPECT_SOCKET_PATH = '/__xstate-inspect';

/** The inspector socket of the page's own origin (wss on an https page). */
export function inspectSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${INSPECT_SOCKET_PATH}`;
}

/**
 * Starts Stately's inspector and returns its `inspect` callback: in a popup (`inspector`) or over a
 * WebSocket to the inspector server (`ws`). Only called from code that is folded away outside
 * development, so the inspector never reaches the production bundle.
 */
export async function startInspector(kind: 'inspector' | 'ws' = 'inspector'): Promise<Observer<InspectionEvent>> {
  const { createBrowserInspector, createWebSocketInspector } = await import('@statelyai/inspect');
  const inspector =
    kind === 'ws' ? createWebSocketInspector({ url: inspectSocketUrl(window.location) }) : createBrowserInspector({ autoStart: true });
  return inspector.inspect;
}

/** The machine panel in the page (`?inspect=panel`); folded away outside development like the inspector. */
export async function startPanel(): Promise<(event: InspectionEvent) => void> {
  const { startInPagePanel } = await import('./machine-panel/in-page');
  return startInPagePanel();
}
