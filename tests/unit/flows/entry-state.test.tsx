// @vitest-environment happy-dom
// Going back shows a page as it was left (docs/decisions/0111): a view's fold (useEntryState) and
// its machine's choices (useKeptChoices), per history entry, in a router's own history.
import { useEffect, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { assign, createActor, setup, type ActorRefFrom, type EventFrom, type SnapshotFrom } from 'xstate';
import { entrySlot } from '../../../src/lib/entry-store';
import { useEntryState } from '../../../src/ui/use-entry-state';
import { useKeptChoices } from '../../../src/flows/shared/use-kept-choices';
import { forgetChoices } from '../../../src/flows/shared/forget-choices';
import { runWhileMounted } from '../../../src/flows/shared/use-flow-actor';
import type { KeptChoice } from '../../../machines/shared/kept-choice';

let navigate: NavigateFunction = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}
const go = (to: string | number) =>
  act(() => {
    if (typeof to === 'number') void navigate(to);
    else void navigate(to);
  });

const opened = entrySlot<boolean>();

function Fold() {
  const [open, setOpen] = useEntryState(opened, false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      fold
    </button>
  );
}

function renderAt(path: string, page: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <Routes>
        <Route path="/page" element={page} />
        <Route path="/other" element={<p>other</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
const fold = () => screen.getByRole('button', { name: 'fold' });

describe('useEntryState', () => {
  it('starts as given on a page opened anew, and is as left on going back and forward to the same entry', async () => {
    renderAt('/page', <Fold />);
    expect(fold()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(fold());
    expect(fold()).toHaveAttribute('aria-expanded', 'true');
    await go('/other');
    await go(-1); // back: the same entry
    expect(fold()).toHaveAttribute('aria-expanded', 'true');
    await go('/page'); // the page opened anew: a new entry
    expect(fold()).toHaveAttribute('aria-expanded', 'false');
    await go(-1); // back to the other page, then back again to the first entry
    await go(-1);
    expect(fold()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(fold()); // folded again by the borrower: kept folded
    await go(1);
    await go(-1);
    expect(fold()).toHaveAttribute('aria-expanded', 'false');
  });
});

/** A page machine with data to load and a choice made on it, its guard the machine's own. */
const pickMachine = setup({
  types: {
    context: {} as { items: string[]; picked: number },
    events: {} as
      { type: 'load'; items: string[] } | { type: 'pick'; index: number } | { type: 'open' } | { type: 'choose'; index: number } | { type: 'other' },
  },
  guards: {
    inRange: ({ context, event }) => (event.type === 'pick' || event.type === 'choose') && event.index >= 0 && event.index < context.items.length,
  },
}).createMachine({
  context: { items: [], picked: 0 },
  initial: 'loading',
  states: {
    loading: { on: { load: { target: 'loaded', actions: assign({ items: ({ event }) => event.items }) } } },
    loaded: {
      on: {
        pick: { guard: 'inRange', actions: assign({ picked: ({ event }) => (event.type === 'pick' ? event.index : 0) }) },
        other: {},
      },
      // A choice made in two steps: a list opened, then an item chosen in it.
      initial: 'browsing',
      states: {
        browsing: { on: { open: 'listing' } },
        listing: {
          on: {
            choose: { target: 'browsing', guard: 'inRange', actions: assign({ picked: ({ event }) => (event.type === 'choose' ? event.index : 0) }) },
          },
        },
      },
    },
  },
});
type PickSnapshot = SnapshotFrom<typeof pickMachine>;

const pickChoices: readonly KeptChoice<PickSnapshot, EventFrom<typeof pickMachine>>[] = [
  {
    name: 'test.pick',
    made: (event, s) => (event.type === 'pick' ? String(s.context.picked) : null),
    again: (choice, s) => (s.matches('loaded') ? (Number(choice) === s.context.picked ? [] : [{ type: 'pick', index: Number(choice) }]) : null),
  },
  {
    name: 'test.choose',
    made: (event, s) => (event.type === 'choose' ? String(s.context.picked) : null),
    again: (choice, s) =>
      s.matches('loaded') ? (Number(choice) === s.context.picked ? [] : [{ type: 'open' }, { type: 'choose', index: Number(choice) }]) : null,
  },
];

let actor: ActorRefFrom<typeof pickMachine> | undefined;
/** The userId of the page's link ('' when it has none). */
let pageUser = '';
/** Every event the machine received, and what each render showed. */
let received: string[] = [];
let shown: string[] = [];

function PickPage() {
  const [own] = useState(() =>
    createActor(pickMachine, {
      inspect: (e) => void (e.type === '@xstate.event' && !e.event.type.startsWith('xstate.') && received.push(JSON.stringify(e.event))),
    }),
  );
  useEffect(() => runWhileMounted(own), [own]);
  actor = own;
  const { send } = useKeptChoices(own, pickChoices, pageUser);
  const view = useSelector(own, (s) =>
    s.matches('loaded') ? `picked ${s.context.picked}${s.matches({ loaded: 'listing' }) ? ', list open' : ''}` : 'loading',
  );
  shown.push(view);
  return (
    <>
      <p>{view}</p>
      <button type="button" onClick={() => send({ type: 'pick', index: 2 })}>
        third
      </button>
      <button type="button" onClick={() => send({ type: 'open' })}>
        open list
      </button>
      <button type="button" onClick={() => send({ type: 'choose', index: 1 })}>
        choose second
      </button>
      <button type="button" onClick={() => send({ type: 'other' })}>
        other
      </button>
    </>
  );
}
const load = (items: string[]) =>
  act(() => {
    actor?.send({ type: 'load', items });
  });
/** A choice made: the code that makes it again is asked for then, and is in before the borrower goes back. */
const choose = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
};
const startPage = () => {
  received = [];
  shown = [];
};

describe('useKeptChoices', () => {
  beforeAll(async () => {
    await import('../../../src/flows/shared/make-choices-again');
  });

  it('makes the choice again on going back, with its data, never showing another choice first', async () => {
    startPage();
    renderAt('/page', <PickPage />);
    load(['a', 'b', 'c']);
    await choose('third');
    expect(screen.getByText('picked 2')).toBeInTheDocument();
    await go('/other');
    startPage();
    await go(-1);
    expect(shown.at(-1)).toBe('loading');
    load(['a', 'b', 'c']);
    expect(screen.getByText('picked 2')).toBeInTheDocument();
    expect(received).toEqual(['{"type":"load","items":["a","b","c"]}', '{"type":"pick","index":2}']);
    expect(shown.filter((v) => v !== 'loading' && v !== 'picked 2')).toEqual([]);
  });

  it('makes a choice of two steps again in one run: the list it is chosen in is never shown open', async () => {
    startPage();
    renderAt('/page', <PickPage />);
    load(['a', 'b', 'c']);
    fireEvent.click(screen.getByRole('button', { name: 'open list' }));
    expect(screen.getByText('picked 0, list open')).toBeInTheDocument();
    await choose('choose second');
    expect(screen.getByText('picked 1')).toBeInTheDocument();
    await go('/other');
    startPage();
    await go(-1);
    load(['a', 'b', 'c']);
    expect(screen.getByText('picked 1')).toBeInTheDocument();
    expect(received).toEqual(['{"type":"load","items":["a","b","c"]}', '{"type":"open"}', '{"type":"choose","index":1}']);
    expect(shown.filter((v) => v !== 'loading' && v !== 'picked 1')).toEqual([]);
  });

  it('sends nothing on a page opened anew: the default choice', async () => {
    startPage();
    renderAt('/page', <PickPage />);
    load(['a', 'b', 'c']);
    await choose('third');
    await go('/other');
    startPage();
    await go('/page');
    load(['a', 'b', 'c']);
    expect(screen.getByText('picked 0')).toBeInTheDocument();
    expect(received).toEqual(['{"type":"load","items":["a","b","c"]}']);
  });

  it('leaves it to the machine: a choice its guard refuses now is not made', async () => {
    startPage();
    renderAt('/page', <PickPage />);
    load(['a', 'b', 'c']);
    await choose('third');
    await go('/other');
    startPage();
    await go(-1);
    load(['a', 'b']); // the third item is gone: the machine does not take index 2
    expect(screen.getByText('picked 0')).toBeInTheDocument();
    expect(received).toEqual(['{"type":"load","items":["a","b"]}']);
  });

  it('makes nothing again once the borrower has acted on the page first', async () => {
    startPage();
    renderAt('/page', <PickPage />);
    load(['a', 'b', 'c']);
    await choose('third');
    await go('/other');
    startPage();
    await go(-1);
    fireEvent.click(screen.getByRole('button', { name: 'other' })); // before the data: the machine ignores it
    load(['a', 'b', 'c']);
    expect(screen.getByText('picked 0')).toBeInTheDocument();
    expect(received).toEqual(['{"type":"other"}', '{"type":"load","items":["a","b","c"]}']);
  });
});

// docs/decisions/0137: the choices are the borrower's (the link's userId): kept in the tab's storage
// for a reload only when the link names one, never found by another userId, and forgotten when the
// flow they were made for ends.
describe('useKeptChoices per borrower', () => {
  beforeAll(async () => {
    await import('../../../src/flows/shared/make-choices-again');
  });
  const storedChoices = () => sessionStorage.getItem('keep.entries.choices') ?? '';
  const chooseThirdAndLeave = async (user: string) => {
    pageUser = user;
    startPage();
    renderAt('/page', <PickPage />);
    load(['a', 'b', 'c']);
    await choose('third');
    await go('/other');
  };
  const backAs = async (user: string) => {
    pageUser = user;
    startPage();
    await go(-1);
    load(['a', 'b', 'c']);
  };

  it('kept in the tab for a reload under the userId of the link', async () => {
    await chooseThirdAndLeave('U1');
    expect(JSON.parse(storedChoices())).toEqual([[expect.stringMatching(/^\["U1",/), { 'test.pick': '2' }]]);
    await backAs('U1');
    expect(screen.getByText('picked 2')).toBeInTheDocument();
  });

  it('a link without a userId keeps nothing in the tab, though going back in the page still finds it', async () => {
    await chooseThirdAndLeave('');
    expect(storedChoices()).toBe('[]');
    await backAs('');
    expect(screen.getByText('picked 2')).toBeInTheDocument();
  });

  it('another userId on the same tab finds none', async () => {
    await chooseThirdAndLeave('U1');
    await backAs('U2');
    expect(screen.getByText('picked 0')).toBeInTheDocument();
    expect(received).toEqual(['{"type":"load","items":["a","b","c"]}']);
  });

  it('forgotten for that borrower when the flow ends, in memory and in the tab; another borrower keeps theirs', async () => {
    await chooseThirdAndLeave('U2');
    cleanup();
    await chooseThirdAndLeave('U1');
    expect(storedChoices()).toContain('U1');
    forgetChoices('U1', ['test.pick']);
    expect(storedChoices()).not.toContain('U1');
    expect(storedChoices()).toContain('U2');
    await backAs('U1');
    expect(screen.getByText('picked 0')).toBeInTheDocument();
  });
});
