// @vitest-environment happy-dom
// The pages' hooks that hold state of their own: the home carousel, the reload keep, the view model and
// intents (written from the mutants of `node scripts/mutation-flows.mjs flows-hooks`, docs/mutation-score.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { assign, createActor, createMachine } from 'xstate';
import { CAROUSEL_INTERVAL_MS, SWIPE_MIN_PX, useCarousel } from '../../../src/flows/public/use-carousel';
import { useReloadKeep } from '../../../src/flows/shared/use-reload-keep';
import { useFlowView, useIntents } from '../../../src/flows/shared/use-flow-view';

describe('useCarousel (public home)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });
  const pointer = (clientX: number) => ({ clientX }) as never;

  it('moves to the next slide every 3 s and wraps after the last', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
    expect(SWIPE_MIN_PX).toBe(40);
    const { result } = renderHook(() => useCarousel(3));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(0);
  });

  it('turns with two slides', () => {
    const { result } = renderHook(() => useCarousel(2, 1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(0);
  });

  it('stands still with one slide, and while the page is hidden', () => {
    const one = renderHook(() => useCarousel(1));
    act(() => vi.advanceTimersByTime(10_000));
    expect(one.result.current.index).toBe(0);
    const { result } = renderHook(() => useCarousel(3, 1000));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current.paused).toBe(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current.paused).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(1);
  });

  it('goes to a dot, wrapping either way, and restarts the full interval', () => {
    const { result } = renderHook(() => useCarousel(3, 1000));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.go(-1));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(600));
    expect(result.current.index).toBe(2);
    act(() => result.current.go(4));
    expect(result.current.index).toBe(1);
  });

  it('follows a swipe of 40 px or more: left for the next, right for the previous', () => {
    const { result } = renderHook(() => useCarousel(3));
    const swipe = (from: number, to: number) =>
      act(() => {
        result.current.swipe.onPointerDown(pointer(from));
        result.current.swipe.onPointerUp(pointer(to));
      });
    swipe(100, 61);
    expect(result.current.index).toBe(0);
    swipe(100, 60);
    expect(result.current.index).toBe(1);
    swipe(100, 140);
    expect(result.current.index).toBe(0);
    swipe(100, 139);
    expect(result.current.index).toBe(0);
  });

  it('ignores a lift without a press, and a cancelled swipe', () => {
    const { result } = renderHook(() => useCarousel(3));
    act(() => result.current.swipe.onPointerUp(pointer(0)));
    expect(result.current.index).toBe(0);
    act(() => {
      result.current.swipe.onPointerDown(pointer(100));
      result.current.swipe.onPointerCancel();
    });
    act(() => result.current.swipe.onPointerUp(pointer(0)));
    expect(result.current.index).toBe(0);
    act(() => {
      result.current.swipe.onPointerDown(pointer(100));
      result.current.swipe.onPointerUp(pointer(0));
    });
    act(() => result.current.swipe.onPointerUp(pointer(0)));
    expect(result.current.index).toBe(1);
  });
});

const counter = createMachine({
  types: {} as { context: { n: number; ticks: number }; events: { type: 'inc' } | { type: 'tick' } },
  context: { n: 0, ticks: 0 },
  on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) }, tick: { actions: assign({ ticks: ({ context }) => context.ticks + 1 }) } },
});

describe('useReloadKeep (docs/decisions/0137)', () => {
  const spec = { table: {}, keep: (s: { context: { n: number } }) => (s.context.n === 0 ? null : { n: s.context.n }) };

  it('saves what the rule keeps each time it changes, not on a snapshot that changes nothing kept', () => {
    const actor = createActor(counter).start();
    const save = vi.fn();
    const { unmount } = renderHook(() => useReloadKeep(actor, spec, null, save));
    expect(save).not.toHaveBeenCalled();
    act(() => actor.send({ type: 'inc' }));
    expect(save).toHaveBeenLastCalledWith({ n: 1 });
    act(() => actor.send({ type: 'tick' }));
    expect(save).toHaveBeenCalledTimes(1);
    unmount();
    actor.send({ type: 'inc' });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('makes the kept state again once, before keeping anything, and saves nothing already kept', () => {
    const actor = createActor(counter).start();
    const save = vi.fn();
    const again = vi.fn((kept: { n: number }) => Array.from({ length: kept.n }, () => ({ type: 'inc' as const })));
    const { rerender } = renderHook(() => useReloadKeep(actor, spec, { n: 2 }, save, again));
    rerender();
    expect(again).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.n).toBe(2);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves with the page’s latest save function', () => {
    const actor = createActor(counter).start();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ save }) => useReloadKeep(actor, spec, null, save), { initialProps: { save: first } });
    rerender({ save: second });
    act(() => actor.send({ type: 'inc' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ n: 1 });
  });

  it('removes what was kept when the rule keeps nothing', () => {
    const actor = createActor(counter).start();
    const save = vi.fn();
    renderHook(() => useReloadKeep(actor, spec, { n: 5 }, save));
    expect(save).toHaveBeenCalledWith(null);
  });
});

describe('useFlowView and useIntents', () => {
  it('selects the view from the snapshot, again on each change; the intents send to the actor', () => {
    const actor = createActor(counter).start();
    const { result } = renderHook(() => ({
      view: useFlowView(actor, (s) => ({ n: s.context.n })),
      intents: useIntents(actor, (send) => ({ more: () => send({ type: 'inc' }) })),
    }));
    expect(result.current.view).toEqual({ n: 0 });
    act(() => result.current.intents.more());
    expect(result.current.view).toEqual({ n: 1 });
  });
});
