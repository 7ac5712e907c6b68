import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { Coverage, allStateIds, allTransitionKeys } from '../../helpers/model-coverage';
import { edgePaths } from '../../helpers/model-paths';
import { runMachine } from '../../helpers/machine-runner';
import { describeMachineModel } from '../../helpers/machine-suite';
import { everyEvent } from '../../helpers/spec-table';

// A machine with `invoke`, `after` and `always`, which createTestModel refuses.
const fetchMachine = setup({
  types: { context: {} as { data: string | null; tries: number } },
  actors: { load: fromPromise<string, void>(async () => 'real') },
  delays: { retryDelay: 1500 },
  actions: {
    keep: assign({ data: ({ event }) => (event as unknown as { output: string }).output }),
    count: assign({ tries: ({ context }) => context.tries + 1 }),
  },
  guards: { tooMany: ({ context }) => context.tries >= 2 },
}).createMachine({
  id: 'fetcher',
  context: { data: null, tries: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: { id: 'load', src: 'load', onDone: { target: 'loaded', actions: 'keep' }, onError: { target: 'failed', actions: 'count' } },
    },
    failed: {
      always: { guard: 'tooMany', target: 'gaveUp' },
      after: { retryDelay: 'loading' },
      on: { 'load.retry': 'loading' },
    },
    gaveUp: {},
    loaded: {},
  },
});

const options = {
  cases: { 'xstate.done.actor.load': [{ output: 'ok' }], 'xstate.error.actor.load': [{ error: new Error('x') }] },
  context: (c: { data: string | null; tries: number }) => c,
};

const done = { type: 'xstate.done.actor.load', output: 'ok' };
const failed = { type: 'xstate.error.actor.load', error: new Error('x') };
const retryDue = { type: 'xstate.after.retryDelay.fetcher.failed' };

describeMachineModel('fetcher (harness self-test)', fetchMachine, {
  ...options,
  every: everyEvent(fetchMachine, { 'load.retry': { type: 'load.retry' } }),
  // The second failure gives up through the `always` branch: a row's event names the eventless
  // transitions it sets off.
  transitions: [
    { from: 'loading', event: done, to: 'loaded' },
    { from: 'loading', event: failed, to: 'failed' },
    { from: 'failed', via: [failed], event: retryDue, to: 'loading' },
    { from: 'failed', via: [failed], event: { type: 'load.retry' }, to: 'loading' },
    { from: 'loading', via: [failed, retryDue], event: failed, to: 'gaveUp' },
  ],
});

describe('model harness', () => {
  it('lists every state and transition of a machine, including always and after', () => {
    expect(allStateIds(fetchMachine).sort()).toEqual(['fetcher', 'fetcher.failed', 'fetcher.gaveUp', 'fetcher.loaded', 'fetcher.loading']);
    const keys = allTransitionKeys(fetchMachine);
    expect(keys).toContain('fetcher.failed on (always) #0');
    expect(keys).toContain('fetcher.failed on xstate.after.retryDelay.fetcher.failed #0');
    expect(keys).toContain('fetcher.loading on xstate.done.actor.load #0');
  });

  it('generates paths through invoke results and timers', () => {
    const descriptions = edgePaths(fetchMachine, options).map((p) => p.description);
    expect(descriptions.some((d) => d.includes('xstate.after.retryDelay'))).toBe(true);
    expect(descriptions.some((d) => d.includes('xstate.done.actor.load'))).toBe(true);
  });

  it('reports what was never taken', async () => {
    const coverage = new Coverage(fetchMachine);
    const run = runMachine(fetchMachine, { coverage });
    await run.perform({ type: 'xstate.done.actor.load', output: 'ok' } as never);
    expect(run.actor.getSnapshot().value).toBe('loaded');
    const missing = coverage.missing();
    expect(missing.states).toEqual(['fetcher.failed', 'fetcher.gaveUp']);
    expect(missing.transitions).toContain('fetcher.failed on load.retry #0');
    expect(() => coverage.assertComplete()).toThrow(/fetcher.gaveUp/);
  });

  it('advances named delays on the simulated clock', async () => {
    const coverage = new Coverage(fetchMachine);
    const run = runMachine(fetchMachine, { coverage });
    await run.perform({ type: 'xstate.error.actor.load', error: new Error('boom') } as never);
    expect(run.actor.getSnapshot().value).toBe('failed');
    await run.perform({ type: 'xstate.after.retryDelay.fetcher.failed' } as never);
    expect(run.actor.getSnapshot().value).toBe('loading');
    expect(run.actors.calls.map((c) => c.id)).toEqual(['load', 'load']);
  });

  it('leaves real actors alone when asked', async () => {
    const actor = createActor(fetchMachine).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.data).toBe('real');
  });
});
