// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, setup } from 'xstate';
import { calculatorMachine } from '../../../machines/calculator/calculator.machine';
import { acceptedEvents, acceptedEventsOf } from '../../../src/app/machine-panel/accepted-events';
import { MachinePanel } from '../../../src/app/machine-panel/machine-panel';
import { createActorCollector, directTransport, plain, valueText } from '../../../src/app/machine-panel/panel-state';
import { inspectionRequested } from '../../../src/app/inspector';

/** Events with guards that decide on the context, or on the payload only. */
const door = setup({
  types: {
    context: {} as { locked: boolean },
    events: {} as { type: 'open' } | { type: 'unlock'; code: string } | { type: 'knock' } | { type: 'leave' },
  },
  guards: {
    unlocked: ({ context }) => !context.locked,
    // Reads the payload: without it, it cannot decide (throws on a missing code).
    rightCode: ({ event }) => (event.type === 'unlock' ? event.code.trim() === '1234' : false),
  },
}).createMachine({
  id: 'door',
  initial: 'closed',
  context: { locked: true },
  on: { leave: '.gone' },
  states: {
    closed: {
      on: { open: { guard: 'unlocked', target: 'opened' }, unlock: { guard: 'rightCode', target: 'closed' }, knock: {} },
      after: { 3000: 'closed' },
    },
    opened: {},
    gone: { type: 'final' },
  },
});

describe('acceptedEvents', () => {
  it('lists the events of the active states, inner states first, without internal events', () => {
    // Hand-written from machines/calculator/calculator.machine.ts: idle's own event, then the machine's.
    expect(acceptedEvents(calculatorMachine, 'idle').map((e) => e.type)).toEqual(['form.calculate', 'amount.change', 'period.select', 'form.reset']);
    expect(acceptedEvents(calculatorMachine, 'invalid').map((e) => e.type)).toEqual(['amount.change', 'period.select', 'form.reset']);
    // The delay of `closed` is not an event anyone sends.
    expect(acceptedEvents(door, 'closed').map((e) => e.type)).toEqual(['open', 'unlock', 'knock', 'leave']);
    expect(acceptedEvents(door, 'opened').map((e) => e.type)).toEqual(['leave']);
  });

  it('tells which events would be taken now: refused by a guard, or undecided without the payload', () => {
    const actor = createActor(door).start();
    const now = acceptedEventsOf(door, actor.getSnapshot());
    expect(now).toEqual([
      { type: 'open', enabled: false, guards: ['unlocked'] },
      { type: 'unlock', enabled: null, guards: ['rightCode'] },
      { type: 'knock', enabled: true, guards: [] },
      { type: 'leave', enabled: true, guards: [] },
    ]);
    actor.stop();
  });
});

describe('the actor collector', () => {
  it('follows a started actor: state, tags, context, accepted events and the last events with the state each led to', () => {
    const collector = createActorCollector();
    const unstarted = createActor(calculatorMachine, { inspect: collector.inspect });
    const actor = createActor(calculatorMachine, { inspect: collector.inspect }).start();
    expect(unstarted.getSnapshot().status).toBe('active');
    const [first, ...others] = collector.actors();
    expect(others).toEqual([]);
    expect(first?.machineId).toBe('calculator');
    expect(first?.valueText).toBe('idle');
    collector.send(first?.key ?? '', { type: 'form.calculate' });
    const [after] = collector.actors();
    expect(after?.valueText).toBe('invalid');
    expect(after?.tags).toEqual(['error']);
    expect(after?.activeIds).toEqual(['calculator', 'calculator.invalid']);
    expect(after?.history.map((h) => [h.type, h.to])).toEqual([
      ['form.calculate', 'invalid'],
      ['xstate.init', 'idle'],
    ]);
    expect(after?.context).toEqual({ amount: '', days: 91, result: null });
    actor.stop();
  });

  it('drops an actor once it is stopped, keeps one that reached its final state', async () => {
    const collector = createActorCollector();
    const a = createActor(door, { inspect: collector.inspect }).start();
    const b = createActor(door, { inspect: collector.inspect }).start();
    b.send({ type: 'leave' });
    a.stop();
    expect(collector.actors().map((x) => [x.valueText, x.status])).toEqual([['gone', 'done']]);
  });
});

describe('panel helpers', () => {
  it('writes state values as text', () => {
    expect(valueText('idle')).toBe('idle');
    expect(valueText({ editing: 'idle' })).toBe('editing.idle');
    expect(valueText({ ready: { form: { editing: 'idle' }, code: 'idle' } })).toBe('ready.(form.editing.idle, code.idle)');
  });

  it('makes context plain data: errors, maps, sets and cycles readable', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(plain({ e: new TypeError('boom'), m: new Map([['k', 1]]), s: new Set([2]), u: undefined, f: function named() {}, c: cyclic })).toEqual({
      e: { error: 'TypeError', message: 'boom' },
      m: { k: 1 },
      s: [2],
      u: '(undefined)',
      f: '(function named)',
      c: { a: 1, self: '(circular)' },
    });
  });

  it('reads which inspection the query asks for', () => {
    expect(inspectionRequested('?inspect=panel')).toBe('panel');
    expect(inspectionRequested('?orderNo=1&inspect=1')).toBe('inspector');
    expect(inspectionRequested('?inspect=0')).toBeNull();
    expect(inspectionRequested('')).toBeNull();
  });
});

describe('MachinePanel', () => {
  it('shows the actor and moves it with the buttons and the event editor', async () => {
    const collector = createActorCollector();
    const actor = createActor(door, { inspect: collector.inspect }).start();
    render(<MachinePanel transport={directTransport(collector)} />);
    const state = screen.getByTestId('machine-panel-state');
    expect(state.textContent).toBe('closed');
    const events = within(screen.getByRole('group', { name: 'Accepted events' }));
    expect(events.getAllByRole('button').map((b) => b.textContent)).toEqual(['open ⊘', '{…}', 'unlock', '{…}', 'knock', '{…}', 'leave', '{…}']);
    // A payload: the editor.
    fireEvent.click(events.getByRole('button', { name: 'Edit unlock with a payload' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Event JSON' }), { target: { value: '{"type":"unlock","code":"1234"}' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send event' })));
    expect(within(screen.getByRole('list', { name: 'Last events' })).getAllByRole('listitem')[0]?.textContent).toBe(
      '{"type":"unlock","code":"1234"} → closed',
    );
    await act(async () => fireEvent.click(events.getByRole('button', { name: 'leave' })));
    expect(state.textContent).toBe('gone');
    expect(screen.getByText('No event accepted (done).')).toBeTruthy();
    // The map marks the state the actor is in.
    expect(screen.getByRole('list', { name: 'State map of door' }).querySelector('.mp-state--active[data-state-id="door.gone"]')).not.toBeNull();
    // Stopped inside act: the collector tells the panel in a microtask.
    await act(async () => actor.stop());
  });

  it('folds long context values', async () => {
    const collector = createActorCollector();
    const long = setup({ types: { context: {} as { text: string } } }).createMachine({ id: 'long', context: { text: 'x'.repeat(200) } });
    const actor = createActor(long, { inspect: collector.inspect }).start();
    render(<MachinePanel transport={directTransport(collector)} />);
    // The collector tells the panel in a microtask: it lands inside act, not after the test (where,
    // on a loaded machine, React reported it as an update outside act).
    await act(async () => undefined);
    const folded = within(screen.getByRole('list', { name: 'Context' })).getByText(/\(202 chars\)/);
    expect(folded.closest('details')?.open).toBe(false);
    await act(async () => actor.stop());
  });
});
