import { useEffect, useRef } from 'react';
import type { ReloadSpec } from '../../../machines/shared/reload';

interface Observable<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(observer: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

/**
 * Keeps what the page's reload rule says after every snapshot of its actor (docs/decisions/0137):
 * `save` stores it for the tab (or removes it, given null) each time it changes. `initial` is what
 * the page was started from. The actor outlives StrictMode's second mount, and so does what was kept.
 */
export function useReloadKeep<TSnapshot, TKept>(
  actor: Observable<TSnapshot>,
  spec: ReloadSpec<TSnapshot, TKept>,
  initial: TKept | null,
  save: (kept: TKept | null) => void,
): void {
  const before = useRef(initial);
  const saveNow = useRef(save);
  useEffect(() => {
    saveNow.current = save;
  });
  useEffect(() => {
    const step = (snapshot: TSnapshot) => {
      const next = spec.keep(snapshot, before.current, Date.now());
      // A countdown's tick changes nothing kept: storage is written only when what is kept changes.
      if (next === before.current || JSON.stringify(next) === JSON.stringify(before.current)) return;
      before.current = next;
      saveNow.current(next);
    };
    step(actor.getSnapshot());
    const subscription = actor.subscribe(step);
    return () => subscription.unsubscribe();
  }, [actor, spec]);
}
