import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import type { EventObject } from 'xstate';
import { entrySlot } from '../../lib/entry-store';
import type { KeptChoice } from '../../../machines/shared/kept-choice';
import type * as Again from './make-choices-again';

/** What the slot's keys of a borrower (the page's userId; '' when the link has none) start with. */
export const entriesOf = (userId: string) => `${JSON.stringify([userId]).slice(0, -1)},`;
/** The slot's key of a history entry for a borrower: `JSON.stringify([userId, key])`. */
const entryOf = (userId: string, key: string) => `${entriesOf(userId)}${JSON.stringify(key)}]`;

/**
 * Per borrower and history entry: the choices made on its page, by choice name (docs/decisions/0111);
 * kept for the tab across a reload too, so they are made again on the page loaded again, for the
 * borrower who made them only: a link without a userId keeps them in the page's memory alone, and
 * another userId on the same tab finds none (docs/decisions/0137).
 */
export const keptChoices = entrySlot<ReadonlyMap<string, string>>({
  name: 'choices',
  stored: (entry) => !entry.startsWith(entriesOf('')),
  toJson: (choices) => Object.fromEntries(choices),
  fromJson: (json) => {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
    const pairs = Object.entries(json).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
    return new Map(pairs);
  },
});

/** The code that makes choices again: asked for once a choice is kept, so it is in when the borrower goes back. */
let again: typeof Again | undefined;
const loadAgain = () =>
  import('./make-choices-again').then((m) => {
    again = m;
    return m;
  });

/**
 * The page's machine-held choices (a card, a tab) kept per borrower (`userId`, the page's) and history entry, and made again when the
 * borrower goes back or forward to it (docs/decisions/0111). Returns the `send` the page's intents
 * use: each event the borrower sends goes to the machine, then the choices it made, as the machine
 * took them, are kept for the entry. On a page shown for an entry with kept choices, each is made
 * again through the machine as soon as it accepts it (./make-choices-again.ts). A page opened anew
 * has a new entry with nothing kept; once the borrower sends anything, nothing is made again over
 * it. `choices` is a module-level constant.
 */
export function useKeptChoices<TEvent extends EventObject, TSnapshot extends { can(event: TEvent): boolean }>(
  actor: Again.ChoosingActor<TSnapshot, TEvent>,
  choices: readonly KeptChoice<TSnapshot, TEvent>[],
  userId: string,
): { send: (event: TEvent) => void } {
  const key = entryOf(userId, useLocation().key);
  const stop = useRef<() => void>(() => undefined);

  useEffect(() => {
    const saved = keptChoices.get(key);
    if (!saved) return;
    let live = true;
    let off: () => void = () => undefined;
    const run = (m: typeof Again) => {
      if (live) off = m.makeChoicesAgain(actor, choices, saved);
    };
    if (again) run(again);
    else void loadAgain().then(run, () => undefined);
    stop.current = () => off();
    return () => {
      live = false;
      off();
    };
  }, [actor, choices, key]);

  return useMemo(
    () => ({
      send: (event: TEvent) => {
        // The borrower's own hand comes first: nothing kept is made again over it.
        stop.current();
        actor.send(event);
        const after = actor.getSnapshot();
        for (const rule of choices) {
          const choice = rule.made(event, after);
          if (choice === null) continue;
          keptChoices.set(key, new Map(keptChoices.get(key)).set(rule.name, choice));
          if (!again) void loadAgain().catch(() => undefined);
        }
      },
    }),
    [actor, choices, key],
  );
}
