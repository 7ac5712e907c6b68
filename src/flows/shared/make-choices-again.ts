// Loaded once a page has kept a choice (./use-kept-choices.ts): what going back needs to make the
// kept choices again, out of every page's first load (docs/decisions/0111).
import type { EventObject } from 'xstate';
import type { KeptChoice } from '../../../machines/shared/kept-choice';

/** What making choices again needs of a page's actor. */
export interface ChoosingActor<TSnapshot, TEvent> {
  send(event: TEvent): void;
  getSnapshot(): TSnapshot;
  subscribe(next: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

/**
 * Makes each kept choice (`saved`, by choice name) again on `actor`: its events are sent as soon as
 * the machine accepts the first (`snapshot.can`), from the actor's own subscription, so in the same
 * run as the snapshot that shows its data. One event per snapshot: an event sent while the machine
 * handles another waits for it, and the next is checked on the snapshot the previous one made; one
 * the machine does not take ends that choice. Returns the stop (the page unmounts, or the borrower
 * acts first).
 */
export function makeChoicesAgain<TEvent extends EventObject, TSnapshot extends { can(event: TEvent): boolean }>(
  actor: ChoosingActor<TSnapshot, TEvent>,
  choices: readonly KeptChoice<TSnapshot, TEvent>[],
  saved: ReadonlyMap<string, string>,
): () => void {
  const waiting = new Map(saved);
  let queue: TEvent[] = [];
  const makeAgain = () => {
    const now = actor.getSnapshot();
    if (queue.length === 0)
      for (const [name, choice] of waiting) {
        const rule = choices.find((c) => c.name === name);
        const events = rule ? rule.again(choice, now) : [];
        if (events === null) continue;
        const [first] = events;
        if (first !== undefined && !now.can(first)) continue;
        waiting.delete(name);
        if (first !== undefined) {
          queue = [...events];
          break;
        }
      }
    const next = queue.shift();
    if (next === undefined) {
      if (waiting.size === 0) subscription.unsubscribe();
      return;
    }
    // The machine's own guards decide: an event it does not take now ends that choice.
    if (now.can(next)) actor.send(next);
    else queue = [];
  };
  const subscription = actor.subscribe(makeAgain);
  makeAgain();
  return () => {
    waiting.clear();
    queue = [];
    subscription.unsubscribe();
  };
}
