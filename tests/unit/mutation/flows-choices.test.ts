// makeChoicesAgain (src/flows/shared/make-choices-again.ts, docs/decisions/0111) on a stand-in actor:
// which kept choices are made again, when, and in what order (written from the mutants of
// `node scripts/mutation-flows.mjs flows`, docs/mutation-score.md).
import { describe, expect, it } from 'vitest';
import { makeChoicesAgain } from '../../../src/flows/shared/make-choices-again';

type Event = { type: string };
interface Snap {
  cards: boolean;
  refuse: readonly string[];
  can(event: Event): boolean;
}

/** An actor whose snapshot says whether the cards are shown and which events it refuses now. */
function standIn() {
  const sent: string[] = [];
  const observers = new Set<(s: Snap) => void>();
  let snap: Snap;
  const make = (cards: boolean, refuse: readonly string[]): Snap => ({ cards, refuse, can: (e) => !refuse.includes(e.type) });
  snap = make(false, []);
  const emit = (cards: boolean, refuse: readonly string[] = []) => {
    snap = make(cards, refuse);
    for (const o of [...observers]) o(snap);
  };
  return {
    sent,
    observers,
    emit,
    refuseNext: (refuse: readonly string[]) => (snap = make(snap.cards, refuse)),
    actor: {
      send: (e: Event) => {
        sent.push(e.type);
        emit(snap.cards, snap.refuse);
      },
      getSnapshot: () => snap,
      subscribe: (next: (s: Snap) => void) => {
        observers.add(next);
        return { unsubscribe: () => observers.delete(next) };
      },
    },
  };
}

/** A card choice: made again as select then confirm once the cards are shown; null while they are not. */
const card = {
  name: 'card',
  made: () => null,
  again: (choice: string, s: Snap) => (s.cards ? [{ type: `select.${choice}` }, { type: 'confirm' }] : null),
};
const tab = { name: 'tab', made: () => null, again: (choice: string) => [{ type: `tab.${choice}` }] };
const shown = { name: 'shown', made: () => null, again: () => [] };

describe('makeChoicesAgain', () => {
  it('waits until what a choice is made on is shown, then sends its events in order, and stops listening', () => {
    const a = standIn();
    makeChoicesAgain(a.actor, [card], new Map([['card', '2']]));
    expect(a.sent).toEqual([]);
    expect(a.observers.size).toBe(1);
    a.emit(true);
    expect(a.sent).toEqual(['select.2', 'confirm']);
    expect(a.observers.size).toBe(0);
  });

  it('makes one choice after the other, the second once the first is done', () => {
    const a = standIn();
    makeChoicesAgain(
      a.actor,
      [card, tab],
      new Map([
        ['tab', 'b'],
        ['card', '1'],
      ]),
    );
    expect(a.sent).toEqual(['tab.b']);
    a.emit(true);
    expect(a.sent).toEqual(['tab.b', 'select.1', 'confirm']);
    expect(a.observers.size).toBe(0);
  });

  it('sends every event of a choice before making the next, when both can be made at once', () => {
    const a = standIn();
    a.emit(true);
    makeChoicesAgain(
      a.actor,
      [card, tab],
      new Map([
        ['card', '4'],
        ['tab', 'e'],
      ]),
    );
    expect(a.sent).toEqual(['select.4', 'confirm', 'tab.e']);
  });

  it('drops a choice already shown, or with no rule, at once, and goes on to the next in the same pass', () => {
    const a = standIn();
    makeChoicesAgain(
      a.actor,
      [shown, tab],
      new Map([
        ['gone', 'x'],
        ['shown', 'y'],
        ['tab', 'c'],
      ]),
    );
    expect(a.sent).toEqual(['tab.c']);
    expect(a.observers.size).toBe(0);
  });

  it('waits while the machine does not take the first event yet', () => {
    const a = standIn();
    a.refuseNext(['tab.c']);
    makeChoicesAgain(a.actor, [tab], new Map([['tab', 'c']]));
    expect(a.sent).toEqual([]);
    a.emit(false);
    expect(a.sent).toEqual(['tab.c']);
  });

  it('ends a choice whose later event the machine does not take', () => {
    const a = standIn();
    makeChoicesAgain(a.actor, [card], new Map([['card', '3']]));
    a.emit(true, ['confirm']);
    expect(a.sent).toEqual(['select.3']);
    a.emit(true);
    expect(a.sent).toEqual(['select.3']);
    expect(a.observers.size).toBe(0);
  });

  it('makes nothing more once stopped', () => {
    const a = standIn();
    const stop = makeChoicesAgain(a.actor, [card], new Map([['card', '2']]));
    stop();
    expect(a.observers.size).toBe(0);
    a.emit(true);
    expect(a.sent).toEqual([]);
  });

  it('with nothing kept, sends nothing and does not stay subscribed', () => {
    const a = standIn();
    makeChoicesAgain(a.actor, [card], new Map());
    expect(a.sent).toEqual([]);
    expect(a.observers.size).toBe(0);
  });
});
