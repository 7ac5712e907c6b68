// @vitest-environment happy-dom
// useKeptChoices and its slot (src/flows/shared/use-kept-choices.ts, docs/decisions/0111 and 0137),
// each test on freshly loaded modules: what a reload reads back from the tab, a page left before the
// code that makes choices again has loaded, the page's entry changing under a mounted page, and that
// code asked for as soon as a choice is kept (written from the mutants of `node
// scripts/mutation-flows.mjs flows-hooks`, docs/mutation-score.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import type { KeptChoice } from '../../../machines/shared/kept-choice';

type Ev = { type: 'pick'; index: number } | { type: 'other' };
interface Snap {
  can(event: Ev): boolean;
}

/** A page actor standing in: it takes a pick only while `open`, and records what it was sent. */
function pageActor() {
  const listeners = new Set<(s: Snap) => void>();
  const state = { open: true };
  const snapshot: Snap = { can: () => state.open };
  const actor = {
    send: vi.fn<(e: Ev) => void>(),
    getSnapshot: () => snapshot,
    subscribe: (next: (s: Snap) => void) => {
      listeners.add(next);
      return { unsubscribe: () => void listeners.delete(next) };
    },
  };
  const reopen = () => {
    state.open = true;
    for (const l of [...listeners]) l(snapshot);
  };
  return { actor, state, reopen };
}

const CHOICES: readonly KeptChoice<Snap, Ev>[] = [
  {
    name: 'test.pick',
    made: (event) => (event.type === 'pick' ? String(event.index) : null),
    again: (choice) => [{ type: 'pick', index: Number(choice) }],
  },
];

const MODULE = '../../../src/flows/shared/use-kept-choices';
const key = (user: string, entry: string) => JSON.stringify([user, entry]);
let navigate: NavigateFunction = () => undefined;
let loads = 0;

/** Renders the hook on `entries` (history entries of /page with these keys), at the first. */
async function mount(entries: string[], actor: ReturnType<typeof pageActor>['actor'], user = 'U1') {
  const { useKeptChoices } = await import(MODULE);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={entries.map((k) => ({ pathname: '/page', key: k }))} initialIndex={0}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () => {
      navigate = useNavigate();
      return useKeptChoices(actor, CHOICES, user);
    },
    { wrapper },
  );
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  loads = 0;
  vi.doMock('../../../src/flows/shared/make-choices-again', async (original) => {
    loads++;
    return original();
  });
});
afterEach(() => {
  vi.doUnmock('../../../src/flows/shared/make-choices-again');
});

describe('the kept choices read back after a reload', () => {
  it('takes the text choices of an object, nothing of an array, null or text; no entry of a link without userId', async () => {
    const stored = [
      [key('U1', 'k1'), { a: 'x', b: 1, c: null }],
      [key('U1', 'k2'), ['x']],
      [key('U1', 'k3'), null],
      [key('U1', 'k4'), 'x'],
      [key('U1', 'k5'), {}],
      [key('', 'k6'), { a: 'y' }],
    ];
    sessionStorage.setItem('keep.entries.choices', JSON.stringify(stored));
    const { keptChoices } = await import(MODULE);
    expect(keptChoices.get(key('U1', 'k1'))).toEqual(new Map([['a', 'x']]));
    for (const k of ['k2', 'k3', 'k4']) expect(keptChoices.get(key('U1', k))).toBeUndefined();
    expect(keptChoices.get(key('U1', 'k5'))).toEqual(new Map());
    expect(keptChoices.get(key('', 'k6'))).toBeUndefined();
  });
});

describe('useKeptChoices on a page', () => {
  it('asks for the code that makes choices again as soon as a choice is kept, not before', async () => {
    const { actor } = pageActor();
    const { result } = await mount(['k1'], actor);
    await settle();
    expect(loads).toBe(0);
    act(() => result.current.send({ type: 'other' }));
    await settle();
    expect(loads).toBe(0);
    act(() => result.current.send({ type: 'pick', index: 2 }));
    await settle();
    expect(loads).toBe(1);
  });

  it('a page left before that code has loaded makes nothing again', async () => {
    const { keptChoices } = await import(MODULE);
    keptChoices.set(key('U1', 'k1'), new Map([['test.pick', '2']]));
    const { actor } = pageActor();
    const { unmount } = await mount(['k1'], actor);
    unmount();
    // The same page mounted again asks for that code after the first: once it has made its choice
    // again, the code has reached the page that left too.
    const { actor: next } = pageActor();
    await mount(['k1'], next);
    await vi.waitFor(() => expect(next.send).toHaveBeenCalledWith({ type: 'pick', index: 2 }));
    expect(actor.send).not.toHaveBeenCalled();
  });

  it('a page left while a choice waits for its data makes nothing again after', async () => {
    await import('../../../src/flows/shared/make-choices-again');
    const { keptChoices } = await import(MODULE);
    keptChoices.set(key('U1', 'k1'), new Map([['test.pick', '2']]));
    const { actor, state, reopen } = pageActor();
    state.open = false;
    const { unmount } = await mount(['k1'], actor);
    await settle();
    unmount();
    reopen();
    expect(actor.send).not.toHaveBeenCalled();
  });

  it('the same page on another history entry: that entry’s choices made again, a new choice kept for it', async () => {
    await import('../../../src/flows/shared/make-choices-again');
    const { keptChoices } = await import(MODULE);
    keptChoices.set(key('U1', 'k2'), new Map([['test.pick', '1']]));
    const { actor } = pageActor();
    const { result } = await mount(['k1', 'k2'], actor);
    await settle();
    expect(actor.send).not.toHaveBeenCalled();
    await act(() => navigate(1));
    await settle();
    expect(actor.send.mock.calls).toEqual([[{ type: 'pick', index: 1 }]]);
    act(() => result.current.send({ type: 'pick', index: 3 }));
    expect(keptChoices.get(key('U1', 'k2'))).toEqual(new Map([['test.pick', '3']]));
    expect(keptChoices.get(key('U1', 'k1'))).toBeUndefined();
  });
});
