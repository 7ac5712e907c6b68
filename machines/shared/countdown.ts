// The 60 s SMS countdown, used as a child actor: it tells its parent each remaining second
// ('countdown.tick') and stops as a final state after the last one. States: running -> finished.
import { assign, enqueueActions, setup } from 'xstate';

export const SMS_COUNTDOWN_SECONDS = 60;

export interface CountdownContext {
  remaining: number;
}

export type CountdownTick = { type: 'countdown.tick'; remaining: number };

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    input: {} as { from?: number },
  },
  delays: { smsTick: 1000 },
  guards: {
    lastSecond: ({ context }) => context.remaining <= 1,
  },
  actions: {
    decrement: assign({ remaining: ({ context }) => context.remaining - 1 }),
    // Standalone (in its own tests) there is no parent to tell.
    reportTick: enqueueActions(({ context, self, enqueue }) => {
      if (self._parent) enqueue.sendParent({ type: 'countdown.tick', remaining: context.remaining } satisfies CountdownTick);
    }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ remaining: input?.from ?? SMS_COUNTDOWN_SECONDS }),
  initial: 'running',
  states: {
    running: {
      after: {
        smsTick: [
          { guard: 'lastSecond', target: 'finished' },
          { target: 'running', reenter: true, actions: ['decrement', 'reportTick'] },
        ],
      },
    },
    finished: { type: 'final' },
  },
});

/**
 * The seconds left at `now` of a countdown of `seconds` begun at `startedAt` (ms since the epoch):
 * rounded up, so a code sent 4.5 s ago has 56 left; 0 once over; never more than `seconds` (a clock
 * set back since). A reload counts from when the code was sent, not from the page load.
 */
export function secondsLeft(startedAt: number, now: number, seconds: number = SMS_COUNTDOWN_SECONDS): number {
  if (!Number.isFinite(startedAt) || !Number.isFinite(now)) return 0;
  return Math.min(seconds, Math.max(0, Math.ceil((startedAt + seconds * 1000 - now) / 1000)));
}
