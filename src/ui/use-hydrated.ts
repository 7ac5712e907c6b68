import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page is prerendered to HTML at build time and while the app hydrates that markup;
 * true from the render after (and at once when the app renders on the client alone). What depends
 * on the serving origin or on the page query beyond its language waits for it, so the markup the
 * app hydrates is the markup the build wrote (docs/how-a-page-loads.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
