import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { EventObject } from 'xstate';
import { entrySlot } from '../../lib/entry-store';
import type { KeptChoice } from '../../../machines/shared/kept-choice';

/** Per history entry: the choices made on its page, by choice name (docs/decisions/0111). */
const kept = entrySlot<ReadonlyMap<string, string>>();

/** What the hook needs of a page's actor. */
interface ChoosingActor<TSnapshot, TEvent> {
  send(event: TEvent): void;
  getSnapshot(): TSnapshot;
  subscribe(next: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

/**
 * The page's machine-held choices (a card, a tab) kept per history entry, and made again when the
 * borrower goes back or forward to it (docs/decisions/0111). Returns the `send` the page's intents
 * use: each event the borrower sends goes to the machine, then the choices it made, as the machine
 * took them, are kept for the entry. On a page shown for an entry with kept choices, each is made
 * again by sending the events its `again` names, as soon as the machine accepts the first
 * (`snapshot.can`), in the same run as the snapshot that shows its data, so no frame shows another
 * choice first; each event goes through the machine's own guards. A page opened anew has a new
 * entry with nothing kept; once the borrower sends anything, nothing is made again for them.
 * `choices` is a module-level constant.
 */
export function useKeptChoices<TEvent extends EventObject, TSnapshot extends { can(event: TEvent): boolean }>(
  actor: ChoosingActor<TSnapshot, TEvent>,
  choices: readonly KeptChoice<TSnapshot, TEvent>[],
): { send: (event: TEvent) => void } {
  const { key } = useLocation();
  // The kept choices still to be made again on this page, and the events of the one being made.
  const again = useRef({ waiting: new Map<string, string>(), queue: new Array<TEvent>() });

  useEffect(() => {
    const pending = { waiting: new Map(kept.get(key)), queue: new Array<TEvent>() };
    again.current = pending;
    if (pending.waiting.size === 0) return;
    // Called with each snapshot: sends at most one event, the rest come with the snapshots it makes
    // (an event sent while the machine handles another is handled right after it, in the same run).
    const makeAgain = () => {
      const now = actor.getSnapshot();
      if (pending.queue.length === 0)
        for (const [name, choice] of pending.waiting) {
          const rule = choices.find((c) => c.name === name);
          const events = rule ? rule.again(choice, now) : [];
          if (events === null) continue;
          const [first] = events;
          if (first !== undefined && !now.can(first)) continue;
          pending.waiting.delete(name);
          if (first !== undefined) {
            pending.queue = [...events];
            break;
          }
        }
      const next = pending.queue.shift();
      if (next === undefined) {
        if (pending.waiting.size === 0) subscription.unsubscribe();
        return;
      }
      // The machine's own guards decide: an event it does not take now ends that choice.
      if (now.can(next)) actor.send(next);
      else pending.queue = [];
    };
    const subscription = actor.subscribe(makeAgain);
    makeAgain();
    return () => subscription.unsubscribe();
  }, [actor, choices, key]);

  return useMemo(
    () => ({
      send: (event: TEvent) => {
        // The borrower's own hand comes first: nothing kept is made again over it.
        again.current.waiting.clear();
        again.current.queue = [];
        actor.send(event);
        const after = actor.getSnapshot();
        let made: Map<string, string> | undefined;
        for (const rule of choices) {
          const choice = rule.made(event, after);
          if (choice === null) continue;
          made ??= new Map(kept.get(key));
          made.set(rule.name, choice);
        }
        if (made) kept.set(key, made);
      },
    }),
    [actor, choices, key],
  );
}
