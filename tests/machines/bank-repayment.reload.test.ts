import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { bankRepaymentMachine, type BankRepaymentContext } from '../../machines/bank-repayment/bank-repayment.machine';
import { bankRepaymentReload, type BankRepaymentKept } from '../../machines/bank-repayment/bank-repayment.reload';
import { secondsLeft } from '../../machines/shared/countdown';
import { runMachine, type MachineRun } from '../helpers/machine-runner';
import { describeReloadTable } from '../helpers/reload-table';
import { bankRepaymentModel, repayCards, shownAmount } from './bank-repayment.model';

// docs/decisions/0137: the bank-card page loaded again in every state it can reach. The page reads
// its pending commit with the seconds left (readPendingCode), loads the amount and the cards, and
// makes the chosen card again (use-kept-choices).
const ctx = (s: AnyMachineSnapshot) => s.context as BankRepaymentContext;
const timer = (run: MachineRun) => (run.actor.getSnapshot() as AnyMachineSnapshot).matches({ pay: { smsStep: { timer: 'counting' } } });

async function perform(run: MachineRun, event: EventObject) {
  if (event.type === 'countdown.tick') run.clock.increment(1000);
  else if (event.type === 'xstate.done.actor.countdown') for (let i = 0; i <= 60 && timer(run); i++) run.clock.increment(1000);
  else await run.perform(event);
}

// A fresh page: what a reload brings back is what this suite makes.
const model = {
  ...bankRepaymentModel,
  cases: {
    ...bankRepaymentModel.cases,
    'xstate.done.actor.readPending': [{ output: null }],
    'hold.seen': [{ elapsed: 0 }],
    'xstate.done.actor.loadWay': [{ output: { online: true, repayToken: 'rt_1', cards: repayCards } }],
    'xstate.done.actor.loadAmount': [{ output: shownAmount }],
  },
};

describeReloadTable<BankRepaymentKept>('bankRepayment', bankRepaymentMachine, {
  spec: bankRepaymentReload as never,
  model,
  keepActors: ['countdown'],
  perform,
  commits: ['commit', 'resend', 'confirm', 'huichao'],
  restart: (kept, now) => {
    const card = repayCards.findIndex((c) => c.id === kept?.cardId);
    const pending = kept?.pending ? { ...kept.pending.commit, remaining: secondsLeft(kept.pending.sentAt, now) } : null;
    // A payment held on the phone (0133) is what the page finds first: its commit in flight was cut by the reload.
    const held = kept?.held ? { heldFor: kept.held.lostAt === null ? 0 : now - kept.held.lostAt } : null;
    const answers: (EventObject & Record<string, unknown>)[] = [
      { type: 'xstate.done.actor.readPending', output: held ?? pending },
      { type: 'xstate.done.actor.loadAmount', output: shownAmount },
      { type: 'xstate.done.actor.loadWay', output: { online: true, repayToken: 'rt_1', cards: repayCards } },
      ...(card >= 0 && !pending && !held ? [{ type: 'card.select', index: card }] : []),
    ];
    return { input: bankRepaymentModel.input, answers };
  },
  same: (before, after, elapsed) => {
    if (before.matches({ pay: 'choosing' })) expect(ctx(after).selected).toBe(ctx(before).selected);
    if (before.matches({ pay: 'smsStep' })) {
      expect(ctx(after).pending).toEqual(ctx(before).pending);
      if (before.matches({ pay: { smsStep: { timer: 'counting' } } }))
        expect(ctx(after).remaining).toBe(Math.max(1, Math.ceil(ctx(before).remaining - elapsed / 1000)));
    }
  },
});

// docs/decisions/0137: a resend on its way counts as sent from its tap. The table's row for
// `resending` is the same whether it does or not (both come back counting), so the kept time is
// checked here: the page loaded again 4.5 s after the tap counts 56 s, not the 1 s left of the code
// sent 60 s before; a resend answered with an error gives that code its time back.
describe('bankRepayment reload: a resend on its way', () => {
  const T = Date.UTC(2026, 4, 18, 10, 0, 0);
  async function toResending() {
    const run = runMachine(bankRepaymentMachine, {
      coverage: { inspect: () => undefined },
      input: bankRepaymentModel.input,
      keepActors: ['countdown'],
    });
    let kept: BankRepaymentKept | null = null;
    const keep = () => void (kept = bankRepaymentReload.keep(run.actor.getSnapshot() as never, kept, T + run.clock.now()));
    const subscription = run.actor.subscribe(keep);
    for (const event of [
      { type: 'xstate.done.actor.readPending', output: null },
      { type: 'xstate.done.actor.loadAmount', output: shownAmount },
      { type: 'xstate.done.actor.loadWay', output: { online: true, repayToken: 'rt_1', cards: repayCards } },
      { type: 'card.select', index: 0 },
      { type: 'pay.submit' },
      { type: 'xstate.done.actor.commit', output: { needValid: true, repayRecordId: 'RP1' } },
    ])
      await run.perform(event as EventObject);
    const codeAt = T + run.clock.now();
    await perform(run, { type: 'xstate.done.actor.countdown' });
    await run.perform({ type: 'sms.resend' });
    expect((run.actor.getSnapshot() as AnyMachineSnapshot).matches({ pay: { smsStep: { timer: 'resending' } } })).toBe(true);
    return { run, codeAt, tapAt: T + run.clock.now(), kept: () => kept, stop: () => subscription.unsubscribe() };
  }

  it('counts from the tap', async () => {
    const { run, codeAt, tapAt, kept, stop } = await toResending();
    stop();
    run.actor.stop();
    expect(tapAt - codeAt).toBeGreaterThanOrEqual(60_000);
    expect(kept()?.pending?.sentAt).toBe(tapAt);
    expect(secondsLeft(kept()!.pending!.sentAt, tapAt + 4500)).toBe(56);
  });

  it('answered with an error, counts from the code sent before it', async () => {
    const { run, codeAt, kept, stop } = await toResending();
    await run.perform({ type: 'xstate.error.actor.resend', error: { kind: 'network' } } as EventObject);
    stop();
    run.actor.stop();
    expect(kept()?.pending?.sentAt).toBe(codeAt);
  });
});
