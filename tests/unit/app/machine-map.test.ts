import { describe, expect, it } from 'vitest';
import { and, assign, fromPromise, setup } from 'xstate';
import { calculatorMachine } from '../../../machines/calculator/calculator.machine';
import { registerMachine } from '../../../machines/register/register.machine';
import { activeStateIds, machineMap, mapStates, type MapState } from '../../../src/app/machine-panel/machine-map';

// The state map is read from the machine definition. Expected maps are written out by hand here.

/** A machine with every kind of node and transition the map must show. */
const sample = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'go' } | { type: 'stop' } | { type: 'set'; n: number } },
  actors: { load: fromPromise(async () => 1) },
  guards: { ready: () => true, big: () => false, over: (_, params: { limit: number }) => params.limit > 0 },
  delays: { slow: 5000 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  context: { n: 0 },
  on: { set: { actions: assign({ n: ({ event }) => event.n }) } },
  states: {
    idle: { on: { go: [{ guard: and(['ready', 'big']), target: 'work' }, { target: 'work.fetch' }] } },
    work: {
      initial: 'fetch',
      tags: ['busy'],
      states: {
        fetch: {
          invoke: { id: 'loader', src: 'load', onDone: { target: 'both' }, onError: { target: '#sample.failed' } },
          after: { 1000: { target: 'fetch', reenter: true }, slow: { target: '#sample.failed' } },
        },
        both: {
          type: 'parallel',
          states: {
            left: { initial: 'a', states: { a: { always: { guard: { type: 'over', params: { limit: 3 } }, target: 'b' } }, b: { type: 'final' } } },
            right: { initial: 'c', states: { c: {} } },
          },
        },
      },
      on: { stop: 'done' },
    },
    failed: { tags: ['error'], on: { go: 'idle' } },
    done: { type: 'final' },
  },
});

function byId(states: MapState[], id: string): MapState {
  const found = states.find((s) => s.id === id);
  if (!found) throw new Error(`no state ${id}`);
  return found;
}

describe('machineMap', () => {
  const map = machineMap(sample);
  const states = mapStates(map);

  it('lists every state, nested and parallel ones included, root first in definition order', () => {
    expect(states.map((s) => s.id)).toEqual([
      'sample',
      'sample.idle',
      'sample.work',
      'sample.work.fetch',
      'sample.work.both',
      'sample.work.both.left',
      'sample.work.both.left.a',
      'sample.work.both.left.b',
      'sample.work.both.right',
      'sample.work.both.right.c',
      'sample.failed',
      'sample.done',
    ]);
    expect(states.map((s) => s.type)).toEqual([
      'compound',
      'atomic',
      'compound',
      'atomic',
      'parallel',
      'compound',
      'atomic',
      'final',
      'compound',
      'atomic',
      'atomic',
      'final',
    ]);
    expect(byId(states, 'sample.work').path).toBe('work');
    expect(byId(states, 'sample.work.both.left.a').path).toBe('work.both.left.a');
    expect(byId(states, 'sample').initial).toBe('sample.idle');
    expect(byId(states, 'sample.work').initial).toBe('sample.work.fetch');
    expect(byId(states, 'sample.work.both').initial).toBeUndefined();
  });

  it('gives each transition its event, guard, delay and targets', () => {
    expect(byId(states, 'sample').transitions).toEqual([{ trigger: 'set', kind: 'event', targets: [] }]);
    expect(byId(states, 'sample.idle').transitions).toEqual([
      { trigger: 'go', kind: 'event', targets: ['sample.work'], guard: 'and(ready, big)' },
      { trigger: 'go', kind: 'event', targets: ['sample.work.fetch'] },
    ]);
    expect(byId(states, 'sample.work.fetch').transitions).toEqual([
      { trigger: 'done: loader', kind: 'done', targets: ['sample.work.both'] },
      { trigger: 'error: loader', kind: 'error', targets: ['sample.failed'] },
      { trigger: 'after 1000 ms', kind: 'after', targets: ['sample.work.fetch'], delay: '1000 ms' },
      { trigger: 'after slow', kind: 'after', targets: ['sample.failed'], delay: 'slow' },
    ]);
    expect(byId(states, 'sample.work.both.left.a').transitions).toEqual([
      { trigger: 'always', kind: 'always', targets: ['sample.work.both.left.b'], guard: 'over {"limit":3}' },
    ]);
    expect(byId(states, 'sample.work').transitions).toEqual([{ trigger: 'stop', kind: 'event', targets: ['sample.done'] }]);
  });

  it('lists invoked actors and tags', () => {
    expect(byId(states, 'sample.work.fetch').invokes).toEqual([{ id: 'loader', src: 'load' }]);
    expect(byId(states, 'sample.idle').invokes).toEqual([]);
    expect(byId(states, 'sample.work').tags).toEqual(['busy']);
    expect(byId(states, 'sample.failed').tags).toEqual(['error']);
  });

  it('maps a flow machine: the calculator', () => {
    const calc = mapStates(machineMap(calculatorMachine));
    expect(calc.map((s) => s.id)).toEqual(['calculator', 'calculator.idle', 'calculator.invalid', 'calculator.showingResults']);
    expect(byId(calc, 'calculator.idle').transitions).toEqual([
      { trigger: 'form.calculate', kind: 'event', targets: ['calculator.showingResults'], guard: 'amountIsNumber' },
      { trigger: 'form.calculate', kind: 'event', targets: ['calculator.invalid'] },
    ]);
    expect(byId(calc, 'calculator.showingResults').tags).toEqual(['results']);
  });

  it('names a guard with its parameters (the register machine answers by code)', () => {
    const sending = byId(mapStates(machineMap(registerMachine)), 'register.ready.form.sendingSms');
    expect(sending.invokes).toEqual([{ id: 'sendSms', src: 'sendSms' }]);
    expect(sending.transitions.map((t) => t.guard ?? null)).toEqual([
      'codeIs {"code":"0"}',
      'codeIs {"code":"101"}',
      expect.stringMatching(/^codeIs /),
      null,
      null,
    ]);
  });
});

describe('activeStateIds', () => {
  it('names the root, every active compound and parallel state, and the leaves', () => {
    expect(activeStateIds(sample, 'idle')).toEqual(['sample', 'sample.idle']);
    expect(activeStateIds(sample, { work: { both: { left: 'a', right: 'c' } } })).toEqual([
      'sample',
      'sample.work',
      'sample.work.both',
      'sample.work.both.left',
      'sample.work.both.left.a',
      'sample.work.both.right',
      'sample.work.both.right.c',
    ]);
  });
});
