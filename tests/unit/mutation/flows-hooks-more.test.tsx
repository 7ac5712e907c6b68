// @vitest-environment happy-dom
// The pages' hooks once more (written from the mutants of `node scripts/mutation-flows.mjs
// flows-hooks`, docs/mutation-score.md): the carousel leaving no listener behind and following a
// new slide count, the held record's changes heard without BroadcastChannel and by the latest
// callback, and useFlowActor starting its actor with the page's input and the options of whoever
// renders it (inspector, a restored snapshot, a test's actors and delays).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { assign, fromPromise, setup, type InspectionEvent } from 'xstate';
import { MachineOptionsProvider, type MachineOptions } from '../../../src/session/machine-options';
import { useFlowActor } from '../../../src/flows/shared/use-flow-actor';
import { useCarousel } from '../../../src/flows/public/use-carousel';
import { useHeldChanges } from '../../../src/flows/shared/held-watch';
import { I18nProvider, registerMessages } from '../../../src/i18n';
import { payChannelsMessages } from '../../../src/i18n/messages/pay-channels';
import { ToastProvider } from '../../../src/ui/toast';
import { useCopy } from '../../../src/flows/shared/pay-channels/use-copy';

registerMessages(payChannelsMessages);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('useCopy', () => {
  it('confirms in the language of now, after the borrower switched it', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => undefined }, configurable: true });
    let lang: 'en' | 'es' = 'en';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider lang={lang}>
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    );
    const { result, rerender } = renderHook(() => useCopy(), { wrapper });
    lang = 'es';
    rerender();
    await act(() => result.current('9988776655'));
    expect(screen.getByRole('status')).toHaveTextContent('Copiado');
  });
});

describe('useCarousel', () => {
  it('removes the listener it added once unmounted', () => {
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const { unmount } = renderHook(() => useCarousel(3));
    const listened = added.mock.calls.filter(([type]) => type === 'visibilitychange');
    expect(listened).toHaveLength(1);
    unmount();
    expect(removed.mock.calls.filter(([type]) => type === 'visibilitychange')).toEqual(listened);
  });

  it('goes to a dot by the slide count of now', () => {
    const { result, rerender } = renderHook(({ count }) => useCarousel(count), { initialProps: { count: 3 } });
    rerender({ count: 5 });
    act(() => result.current.go(4));
    expect(result.current.index).toBe(4);
  });
});

describe('useHeldChanges', () => {
  it('where there is no BroadcastChannel, hears the storage event alone', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const heard = vi.fn();
    renderHook(() => useHeldChanges('repay', 'U5', 'O1', heard));
    window.dispatchEvent(new StorageEvent('storage', { key: 'loan-journey.held.repay.U5.O1' }));
    expect(heard).toHaveBeenCalledOnce();
  });

  it('calls the callback of the latest render', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = renderHook(({ heard }) => useHeldChanges('repay', 'U5', 'O1', heard), { initialProps: { heard: first } });
    rerender({ heard: latest });
    window.dispatchEvent(new StorageEvent('storage', { key: 'loan-journey.held.repay.U5.O1' }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledOnce();
    unmount();
  });
});

const machine = setup({
  types: { input: {} as { start: number }, context: {} as { n: number; loaded: string } },
  actors: { load: fromPromise(async () => 'default load'), other: fromPromise(async () => 'default other') },
  delays: { wait: 1000, other: 1000 },
}).createMachine({
  id: 'optioned',
  initial: 'loading',
  context: ({ input }) => ({ n: input.start, loaded: '' }),
  states: {
    loading: { invoke: { src: 'load', onDone: { target: 'waiting', actions: assign({ loaded: ({ event }) => String(event.output) }) } } },
    waiting: { after: { wait: 'done' } },
    done: {},
  },
});

function flow(options: MachineOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => <MachineOptionsProvider value={options}>{children}</MachineOptionsProvider>;
  const page = { actors: { load: fromPromise(async () => 'page load') }, delays: { wait: 10 } };
  return renderHook(() => useFlowActor(machine, page, { start: 7 }), { wrapper }).result.current;
}

describe('useFlowActor', () => {
  it('starts the actor with the page’s input, reported to the inspector of whoever renders it', () => {
    const seen: InspectionEvent[] = [];
    const actor = flow({ inspect: (e) => void seen.push(e) });
    expect(actor.getSnapshot().context.n).toBe(7);
    expect(seen.some((e) => e.type === '@xstate.actor')).toBe(true);
  });

  it('starts from a restored snapshot of its machine', () => {
    const restored = { status: 'active', value: 'done', context: { n: 1, loaded: 'kept' }, children: {} } as never;
    expect(flow({ snapshots: { optioned: restored } }).getSnapshot().value).toBe('done');
  });

  it('keeps the page’s actors and delays that a test does not override, and takes the test’s of the same names', async () => {
    vi.useFakeTimers();
    try {
      const page = flow({ overrides: { optioned: { actors: { other: fromPromise(async () => 'test other') }, delays: { other: 5 } } } });
      await vi.advanceTimersByTimeAsync(0);
      expect(page.getSnapshot().context.loaded).toBe('page load');
      await vi.advanceTimersByTimeAsync(10);
      expect(page.getSnapshot().value).toBe('done');
      const test = flow({ overrides: { optioned: { actors: { load: fromPromise(async () => 'test load') }, delays: { wait: 50 } } } });
      await vi.advanceTimersByTimeAsync(0);
      expect(test.getSnapshot().context.loaded).toBe('test load');
      await vi.advanceTimersByTimeAsync(10);
      expect(test.getSnapshot().value).toBe('waiting');
      await vi.advanceTimersByTimeAsync(40);
      expect(test.getSnapshot().value).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });
});
