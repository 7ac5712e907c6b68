import { describe, expect, it } from 'vitest';
import { SimulatedClock, assign, createActor, setup } from 'xstate';
import { countdownMachine, type CountdownTick } from '../../machines/shared/countdown';
import { describeMachineModel } from '../helpers/machine-suite';
import { everyEvent } from '../helpers/spec-table';

const SECOND = { type: 'xstate.after.smsTick.countdown.running' };

// Standalone from 3 on the simulated clock (it starts at 0): SPEC 4 and 9, one tick a second.
describeMachineModel('countdown', countdownMachine, {
  input: { from: 3 },
  context: (c: { remaining: number }) => c,
  states: {
    // After n whole seconds it shows 3 - n, never below 1.
    running: (run) => {
      const seconds = run.clock.now() / 1000;
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeLessThan(3);
      expect(run.actor.getSnapshot().context.remaining).toBe(3 - seconds);
      expect(run.actor.getSnapshot().status).toBe('active');
    },
    // It ends on the third second, after showing 1, and then does nothing more.
    finished: (run) => {
      expect(run.clock.now()).toBe(3000);
      expect(run.actor.getSnapshot().context.remaining).toBe(1);
      expect(run.actor.getSnapshot().status).toBe('done');
    },
  },
  // It takes no event: only its own second passes.
  every: everyEvent(countdownMachine, {}),
  // SPEC 4 and 9: one tick a second down to 1, then it ends.
  transitions: [
    { from: 'running', event: SECOND, to: 'running', then: (run) => expect(run.actor.getSnapshot().context.remaining).toBe(2) },
    { from: 'running', via: [SECOND, SECOND], event: SECOND, to: 'finished' },
  ],
});

// A parent like the register and repayment machines: keeps the remaining seconds, resets at the end.
const parent = setup({
  types: { context: {} as { left: number; ticks: number[] }, events: {} as CountdownTick },
  actors: { countdown: countdownMachine },
}).createMachine({
  context: { left: 60, ticks: [] },
  initial: 'counting',
  states: {
    counting: {
      invoke: { id: 'countdown', src: 'countdown', input: { from: 60 }, onDone: { target: 'ready', actions: assign({ left: 60 }) } },
      on: {
        'countdown.tick': {
          actions: assign({ left: ({ event }) => event.remaining, ticks: ({ context, event }) => [...context.ticks, event.remaining] }),
        },
      },
    },
    ready: {},
  },
});

describe('countdown as a child', () => {
  it('counts 60 to 1 once a second, then finishes and the parent resets to 60', () => {
    const clock = new SimulatedClock();
    const actor = createActor(parent, { clock }).start();
    expect(actor.getSnapshot().context.left).toBe(60);
    clock.increment(1000);
    expect(actor.getSnapshot().context.left).toBe(59);
    for (let i = 0; i < 58; i++) clock.increment(1000);
    expect(actor.getSnapshot().context.left).toBe(1);
    expect(actor.getSnapshot().value).toBe('counting');
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.left).toBe(60);
    expect(actor.getSnapshot().context.ticks).toEqual(Array.from({ length: 59 }, (_, i) => 59 - i));
  });

  it('stops ticking when its parent leaves the counting state', () => {
    const clock = new SimulatedClock();
    const actor = createActor(parent, { clock }).start();
    clock.increment(1000);
    clock.increment(1000);
    actor.stop();
    for (let i = 0; i < 10; i++) clock.increment(1000);
    expect(actor.getSnapshot().context.left).toBe(58);
  });
});

describe('countdown without a start value', () => {
  // SPEC 4 and 9: the SMS countdown is 60 seconds; a machine started with no start value counts those.
  it('counts from 60, and from a start value of its own only when given one', () => {
    const clock = new SimulatedClock();
    const actor = createActor(countdownMachine, { clock, input: {} }).start();
    expect(actor.getSnapshot().context.remaining).toBe(60);
    clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    expect(createActor(countdownMachine, { input: { from: 5 } }).getSnapshot().context.remaining).toBe(5);
  });
});
