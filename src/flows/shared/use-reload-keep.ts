import { useEffect, useRef } from 'react';
import type { ReloadSpec } from '../../../machines/shared/reload';

interface Observable<TSnapshot, TEvent> {
  getSnapshot(): TSnapshot;
  subscribe(observer: (snapshot: TSnapshot) => void): { unsubscribe(): void };
  send(event: TEvent): void;
}

/**
 * Keeps what the page's reload rule says after every snapshot of its actor (docs/decisions/0137):
 * `save` stores it for the tab (or removes it, given null) each time it changes. `initial` is what
 * the page was started from; `again`, when given, is the events that make it again on the page
 * loaded again (a choice, a rating opened), sent once before anything is kept. The actor outlives
 * StrictMode's second mount, and so does what was kept.
 */
export function useReloadKeep<TSnapshot, TKept, TEvent>(
  actor: Observable<TSnapshot, TEvent>,
  spec: ReloadSpec<TSnapshot, TKept>,
  initial: TKept | null,
  save: (kept: TKept | null) => void,
  again?: (kept: TKept) => readonly TEvent[],
): void {
  const before = useRef(initial);
  const madeAgain = useRef(false);
  const saveNow = useRef(save);
  const againNow = useRef(again);
  useEffect(() => {
    saveNow.current = save;
    againNow.current = again;
  });
  useEffect(() => {
    if (!madeAgain.current && initial && againNow.current) for (const event of againNow.current(initial)) actor.send(event);
    madeAgain.current = true;
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
  }, [actor, spec, initial]);
}
