import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor, type StateValue } from 'xstate';
import { bankRepaymentMachine, type BankRepaymentContext } from '../../machines/bank-repayment/bank-repayment.machine';
import {
  noticeFromError,
  type AmountAnswer,
  type CommitInput,
  type CommitResult,
  type ConfirmInput,
  type PendingCommit,
  type RepayNotice,
  type RepayWay,
  type PendingRead,
} from '../../machines/bank-repayment/bank-repayment.types';
import { repayCards, repayInput, shownAmount, storedPending } from './bank-repayment.model';

// The bank-card repayment rules from SPEC 4 "Repayment store", SPEC 7 (repayment-commit body) and
// SPEC 8 "Repayment responses", decision 0092 (Pay carries the amount shown) and ARCHITECTURE (the
// `busy` tag drives the spinner and keeps a second tap out), checked on the running machine with the
// page's actors stood in for. Every expected value is written here from the spec and the model's
// hand-written fixtures, not read from the machine.

/** A call the test answers by hand. */
interface Call<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}
function gate<I, O>() {
  const calls: Call<I, O>[] = [];
  const logic = fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => calls.push({ input, resolve, reject })));
  return { calls, logic };
}

const WAY: RepayWay = { online: true, repayToken: 'rt_1', cards: repayCards };

function payActor(
  opts: {
    pending?: () => Promise<PendingRead>;
    amount?: () => Promise<AmountAnswer>;
    way?: () => Promise<RepayWay>;
  } = {},
) {
  const commit = gate<CommitInput, CommitResult>();
  const confirm = gate<ConfirmInput, void>();
  const huichao = gate<{ userId: string; orderId: string; amount: string }, { url: string }>();
  const did: string[] = [];
  const persisted: (PendingCommit | null)[] = [];
  const ways: number[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    bankRepaymentMachine.provide({
      actors: {
        readPending: fromPromise(() => (opts.pending ?? (() => Promise.resolve(null)))()),
        loadAmount: fromPromise(() => (opts.amount ?? (() => Promise.resolve(shownAmount)))()),
        loadWay: fromPromise(() => {
          ways.push(ways.length + 1);
          return (opts.way ?? (() => Promise.resolve(WAY)))();
        }),
        commit: commit.logic,
        confirm: confirm.logic,
        huichao: huichao.logic,
      },
      actions: {
        persistPending: ({ context }: { context: BankRepaymentContext }) => {
          persisted.push(context.pending);
          did.push('persist');
        },
        clearPending: () => void did.push('clear'),
        goToLoanDetail: () => void did.push('detail'),
        redirect: ({ context }: { context: BankRepaymentContext }) => void did.push(`redirect ${context.redirectUrl}`),
      },
    }),
    { input: repayInput, clock },
  ).start();
  return { actor, commit, confirm, huichao, did, persisted, ways, clock };
}
type Run = ReturnType<typeof payActor>;

const choosing = (run: Run) => waitFor(run.actor, (s) => s.matches({ amount: 'shown', pay: 'choosing' }));
const flush = () => new Promise((r) => setTimeout(r, 0));

/** Card `index` chosen, Pay tapped, and the bank asks for a code (repayRecordId RP1). */
async function smsStep(run: Run, index = 1) {
  await choosing(run);
  run.actor.send({ type: 'card.select', index });
  run.actor.send({ type: 'pay.submit' });
  run.commit.calls[0]!.resolve({ needValid: true, repayRecordId: 'RP1' });
  return waitFor(run.actor, (s) => s.matches({ pay: 'smsStep' }));
}

describe('SPEC 8 "Repayment responses": what each failure tells the borrower', () => {
  // kind/code of the rejection → the notice; `op` picks the fallback (query failed / handling failed).
  const ROWS: [string, unknown, 'query' | 'handle', RepayNotice][] = [
    [
      'code 800005: do not submit twice',
      { kind: 'business', code: '800005', message: 'Ya enviado' },
      'handle',
      { kind: 'duplicate', message: 'Ya enviado' },
    ],
    ['code 800006: wrong verification code', { kind: 'business', code: '800006', message: '' }, 'handle', { kind: 'wrongCode', message: '' }],
    [
      'another code with its message',
      { kind: 'business', code: '01', message: 'Sin pagos pendientes' },
      'query',
      { kind: 'failed', op: 'query', message: 'Sin pagos pendientes' },
    ],
    [
      'another code with no message (the fallback)',
      { kind: 'business', code: '02', message: '' },
      'handle',
      { kind: 'failed', op: 'handle', message: '' },
    ],
    [
      'a code that is not text is no known code',
      { kind: 'business', code: 800005, message: 'x' },
      'handle',
      { kind: 'failed', op: 'handle', message: 'x' },
    ],
    ['a message that is not text is not shown', { kind: 'business', code: '800006', message: 42 }, 'handle', { kind: 'wrongCode', message: '' }],
    ['a network error shows "error"', { kind: 'network' }, 'query', { kind: 'network' }],
    ['a timeout is a network error', { kind: 'timeout' }, 'handle', { kind: 'network' }],
    ['an address the allow-list refused', { kind: 'refused' }, 'handle', { kind: 'refused' }],
    ['a body that could not be read', { kind: 'badBody', code: '800005', message: 'raw' }, 'query', { kind: 'failed', op: 'query', message: '' }],
    ['an HTTP failure', { kind: 'http', status: 500 }, 'handle', { kind: 'failed', op: 'handle', message: '' }],
    ['a rejection with no kind', { code: '800006', message: 'raw' }, 'handle', { kind: 'failed', op: 'handle', message: '' }],
    ['null', null, 'query', { kind: 'failed', op: 'query', message: '' }],
    ['a plain text', 'boom', 'handle', { kind: 'failed', op: 'handle', message: '' }],
  ];
  it.each(ROWS)('%s', (_name, error, op, notice) => {
    expect(noticeFromError(error, op)).toEqual(notice);
  });
});

describe('bank-card repayment: rules on the running machine', () => {
  it('is busy only while a request the borrower waits for runs (the spinner, no second tap)', () => {
    const run = payActor();
    const { context } = run.actor.getSnapshot();
    run.actor.stop();
    const busy = (pay: StateValue) => bankRepaymentMachine.resolveState({ value: { amount: 'shown', pay }, context }).hasTag('busy');
    const ROWS: [StateValue, boolean][] = [
      ['restoring', true],
      ['loading', true],
      ['loadFailed', false],
      ['choosing', false],
      ['committing', true],
      ['redirecting', true],
      [{ smsStep: { timer: 'counting', code: 'editing' } }, false],
      [{ smsStep: { timer: 'resending', code: 'editing' } }, false],
      [{ smsStep: { timer: 'ready', code: 'confirming' } }, true],
      ['paid', false],
      ['redirected', false],
    ];
    expect(ROWS.map(([pay]) => busy(pay))).toEqual(ROWS.map(([, b]) => b));
  });

  it('starts with no card chosen (index -1), a 60 s timer, and nothing amount-wise until it is read', () => {
    const run = payActor({ amount: () => new Promise(() => {}), pending: () => new Promise(() => {}) });
    expect(run.actor.getSnapshot().context).toMatchObject({
      amount: '',
      couponId: '',
      stop: null,
      cards: [],
      repayToken: '',
      online: false,
      selected: -1,
      pending: null,
      code: '',
      remaining: 60,
      notice: null,
      redirectUrl: '',
    });
  });

  it('an amount that cannot be used stops Pay with the value and why, and keeps no amount or coupon', async () => {
    const run = payActor({ amount: () => Promise.resolve({ ok: false, value: 'couponId', reason: 'missing' }) });
    const s = await waitFor(run.actor, (x) => x.matches({ amount: 'unusable', pay: 'choosing' }));
    expect(s.context).toMatchObject({ amount: '', couponId: '', stop: { value: 'couponId', reason: 'missing' } });
    run.actor.send({ type: 'card.select', index: 0 });
    run.actor.send({ type: 'pay.submit' });
    run.actor.send({ type: 'online.pay' });
    expect(run.actor.getSnapshot().matches({ pay: 'choosing' })).toBe(true);
    // Pay is not taken at all (the amount is why), so the "choose a card" notice is not shown either.
    expect(run.actor.getSnapshot().context.notice).toBeNull();
    expect(run.commit.calls).toHaveLength(0);
    expect(run.huichao.calls).toHaveLength(0);
  });

  it('a stored commit that cannot be read is no commit: the cards load', async () => {
    const run = payActor({ pending: () => Promise.reject(new Error('storage')) });
    await choosing(run);
    expect(run.ways).toEqual([1]);
    expect(run.actor.getSnapshot().context.pending).toBeNull();
  });

  it('takes a card only by an index among the cards shown, and the choice clears the notice', async () => {
    const run = payActor();
    await choosing(run);
    run.actor.send({ type: 'pay.submit' });
    expect(run.actor.getSnapshot().context.notice).toEqual({ kind: 'chooseCard' });
    for (const index of [-1, 2, 7]) run.actor.send({ type: 'card.select', index });
    expect(run.actor.getSnapshot().context.selected).toBe(-1);
    run.actor.send({ type: 'card.select', index: 1 });
    expect(run.actor.getSnapshot().context).toMatchObject({ selected: 1, notice: null });
    run.actor.send({ type: 'card.select', index: 2 });
    expect(run.actor.getSnapshot().context.selected).toBe(1);
    run.actor.send({ type: 'card.select', index: 0 });
    expect(run.actor.getSnapshot().context.selected).toBe(0);
  });

  it('a failed load of the cards says so with the query fallback; Retry clears it and loads again', async () => {
    let n = 0;
    const run = payActor({ way: () => (++n === 1 ? Promise.reject({ kind: 'business', code: '01', message: '' }) : Promise.resolve(WAY)) });
    const failed = await waitFor(run.actor, (s) => s.matches({ pay: 'loadFailed' }));
    expect(failed.context.notice).toEqual({ kind: 'failed', op: 'query', message: '' });
    run.actor.send({ type: 'load.retry' });
    expect(run.actor.getSnapshot().context.notice).toBeNull();
    await choosing(run);
    expect(run.ways).toEqual([1, 2]);
  });

  it('Pay sends the chosen card, the token and the amount and coupon shown (sendMsg 0); a failure keeps the choice', async () => {
    const run = payActor();
    await choosing(run);
    run.actor.send({ type: 'card.select', index: 1 });
    run.actor.send({ type: 'pay.submit' });
    expect(run.commit.calls.map((c) => c.input)).toEqual([
      {
        amount: '150000',
        bankName: 'Banorte',
        cardId: '302',
        cardNo: '**** 7719',
        couponId: 'C7',
        orderId: 'O1',
        repayToken: 'rt_1',
        bankCode: 'BANORTE',
        sendMsg: 0,
      },
    ]);
    run.commit.calls[0]!.reject({ kind: 'business', code: '800001', message: 'El banco rechazó el cargo.' });
    const s = await waitFor(run.actor, (x) => x.matches({ pay: 'choosing' }));
    expect(s.context).toMatchObject({ selected: 1, notice: { kind: 'failed', op: 'handle', message: 'El banco rechazó el cargo.' } });
  });

  it('needValid 1 keeps the commit (repayRecordId, card, token, amount, coupon) and stores it for a reload', async () => {
    const run = payActor();
    const s = await smsStep(run, 1);
    const kept: PendingCommit = { repayRecordId: 'RP1', orderId: 'O1', repayToken: 'rt_1', card: repayCards[1]!, amount: '150000', couponId: 'C7' };
    expect(s.context.pending).toEqual(kept);
    expect(run.persisted).toEqual([kept]);
    expect(s.context.remaining).toBe(60);
  });

  it('a resend, once the 60 s are over, carries the commit as committed (sendMsg 1); a failed one is offered again', async () => {
    const run = payActor();
    await smsStep(run, 0);
    run.actor.send({ type: 'code.change', value: '12' });
    // Not taken while the countdown runs.
    run.actor.send({ type: 'sms.resend' });
    expect(run.commit.calls).toHaveLength(1);
    for (let i = 0; i < 60; i++) run.clock.increment(1000);
    expect(run.actor.getSnapshot().matches({ pay: { smsStep: { timer: 'ready' } } })).toBe(true);
    run.actor.send({ type: 'sms.resend' });
    const committed = {
      amount: '150000',
      bankName: 'BBVA México',
      cardId: '301',
      cardNo: '**** 4821',
      couponId: 'C7',
      orderId: 'O1',
      repayToken: 'rt_1',
      bankCode: 'BBVA',
    };
    expect(run.commit.calls[1]!.input).toEqual({ ...committed, sendMsg: 1 });
    run.commit.calls[1]!.reject({ kind: 'business', code: '800001', message: '' });
    const failed = await waitFor(run.actor, (s) => s.matches({ pay: { smsStep: { timer: 'ready' } } }));
    // A failed resend is a handling failure (处理失败 when the server gives no message).
    expect(failed.context).toMatchObject({ notice: { kind: 'failed', op: 'handle', message: '' }, code: '12' });
    run.actor.send({ type: 'sms.resend' });
    expect(run.actor.getSnapshot().context.notice).toBeNull();
    run.commit.calls[2]!.resolve({ needValid: true, repayRecordId: 'RP2' });
    const again = await waitFor(run.actor, (s) => s.matches({ pay: { smsStep: { timer: 'counting' } } }));
    const kept = { repayRecordId: 'RP2', orderId: 'O1', repayToken: 'rt_1', card: repayCards[0], amount: '150000', couponId: 'C7' };
    expect(again.context.pending).toEqual(kept);
    expect(run.persisted.at(-1)).toEqual(kept);
    expect(run.did).toEqual(['persist', 'persist']);
    run.clock.increment(1000);
    expect(run.actor.getSnapshot().context.remaining).toBe(59);
  });

  it('a stored commit opens its SMS step with its own token, and loads no cards', async () => {
    const restored = payActor({ pending: () => Promise.resolve(storedPending) });
    const s = await waitFor(restored.actor, (x) => x.matches({ pay: 'smsStep' }));
    expect(s.context).toMatchObject({ pending: storedPending, repayToken: 'rt_old' });
    expect(restored.ways).toEqual([]);
    expect(restored.persisted).toEqual([]);
  });

  // docs/decisions/0137: reloaded 4.5 s after the code was sent, the resend waits 56 s, not 60.
  it('a stored commit read with 56 s left counts on from 56, and offers a resend only after them', async () => {
    const restored = payActor({ pending: () => Promise.resolve({ ...storedPending, remaining: 56 }) });
    const s = await waitFor(restored.actor, (x) => x.matches({ pay: 'smsStep' }));
    expect(s.context.pending).toEqual(storedPending);
    expect(s.context.remaining).toBe(56);
    expect(s.matches({ pay: { smsStep: { timer: 'counting' } } })).toBe(true);
    restored.actor.send({ type: 'sms.resend' });
    restored.clock.increment(1000);
    expect(restored.actor.getSnapshot().context.remaining).toBe(55);
    for (let i = 0; i < 55; i++) restored.clock.increment(1000);
    expect(restored.actor.getSnapshot().matches({ pay: { smsStep: { timer: 'ready' } } })).toBe(true);
    expect(restored.commit.calls).toEqual([]);
  });

  it('a stored commit whose 60 s are over offers the resend after one second, with nothing sent on its own', async () => {
    const restored = payActor({ pending: () => Promise.resolve({ ...storedPending, remaining: 0 }) });
    await waitFor(restored.actor, (x) => x.matches({ pay: 'smsStep' }));
    expect(restored.actor.getSnapshot().context.remaining).toBe(1);
    restored.clock.increment(1000);
    expect(restored.actor.getSnapshot().matches({ pay: { smsStep: { timer: 'ready' } } })).toBe(true);
    expect(restored.commit.calls).toEqual([]);
  });

  it('the code is trimmed: five digits with spaces are refused, six with spaces are sent as six', async () => {
    const run = payActor();
    await smsStep(run, 1);
    run.actor.send({ type: 'code.change', value: ' 12345 ' });
    run.actor.send({ type: 'code.submit' });
    expect(run.actor.getSnapshot().context.notice).toEqual({ kind: 'shortCode' });
    expect(run.confirm.calls).toHaveLength(0);
    // Typing clears the notice.
    run.actor.send({ type: 'code.change', value: ' 123456 ' });
    expect(run.actor.getSnapshot().context).toMatchObject({ code: ' 123456 ', notice: null });
    run.actor.send({ type: 'code.submit' });
    expect(run.confirm.calls.map((c) => c.input)).toEqual([{ orderId: 'O1', verifyCode: '123456', repaymentRecordId: 'RP1' }]);
    // While it is confirmed, a second submit is not taken.
    run.actor.send({ type: 'code.submit' });
    expect(run.confirm.calls).toHaveLength(1);
  });

  it('a wrong code keeps what was typed and shows the server message; a confirmed code clears the commit, then opens the detail', async () => {
    const run = payActor();
    await smsStep(run, 1);
    run.actor.send({ type: 'code.change', value: '654321' });
    run.actor.send({ type: 'code.submit' });
    run.confirm.calls[0]!.reject({ kind: 'business', code: '800006', message: 'Código incorrecto' });
    const s = await waitFor(run.actor, (x) => x.matches({ pay: { smsStep: { code: 'editing' } } }));
    expect(s.context).toMatchObject({ code: '654321', notice: { kind: 'wrongCode', message: 'Código incorrecto' } });
    run.actor.send({ type: 'code.change', value: '123456' });
    run.actor.send({ type: 'code.submit' });
    run.confirm.calls[1]!.resolve();
    await waitFor(run.actor, (x) => x.matches({ pay: 'paid' }));
    expect(run.did).toEqual(['persist', 'clear', 'detail']);
  });

  it('Cancel clears the stored commit, resets the timer, the code and the notice, and loads the cards with the choice kept', async () => {
    const run = payActor();
    await smsStep(run, 1);
    run.actor.send({ type: 'code.change', value: '12' });
    run.actor.send({ type: 'code.submit' });
    run.actor.send({ type: 'sms.cancel' });
    expect(run.did).toEqual(['persist', 'clear']);
    expect(run.actor.getSnapshot().context).toMatchObject({ pending: null, code: '', notice: null, remaining: 60 });
    await choosing(run);
    expect(run.ways).toEqual([1, 2]);
    expect(run.actor.getSnapshot().context.selected).toBe(1);
  });

  it('after Cancel, a card that is no longer among the cards is no choice (-1)', async () => {
    let n = 0;
    const run = payActor({ way: () => Promise.resolve(++n === 1 ? WAY : { ...WAY, cards: repayCards.slice(0, 1) }) });
    await smsStep(run, 1);
    run.actor.send({ type: 'sms.cancel' });
    await choosing(run);
    expect(run.actor.getSnapshot().context).toMatchObject({ cards: [repayCards[0]], selected: -1 });
  });

  it('Pay online needs the online option and the amount; it sends the amount shown and leaves for the allowed address', async () => {
    const offline = payActor({ way: () => Promise.resolve({ ...WAY, online: false }) });
    await choosing(offline);
    offline.actor.send({ type: 'online.pay' });
    expect(offline.actor.getSnapshot().matches({ pay: 'choosing' })).toBe(true);
    expect(offline.huichao.calls).toHaveLength(0);

    const run = payActor();
    await choosing(run);
    run.actor.send({ type: 'online.pay' });
    expect(run.huichao.calls.map((c) => c.input)).toEqual([{ userId: 'U5', orderId: 'O1', amount: '150000' }]);
    run.huichao.calls[0]!.reject({ kind: 'refused' });
    const refused = await waitFor(run.actor, (s) => s.matches({ pay: 'choosing' }));
    expect(refused.context.notice).toEqual({ kind: 'refused' });
    run.actor.send({ type: 'online.pay' });
    expect(run.actor.getSnapshot().context.notice).toBeNull();
    run.huichao.calls[1]!.reject({ kind: 'business', code: '03', message: '' });
    const failed = await waitFor(run.actor, (s) => s.matches({ pay: 'choosing' }));
    expect(failed.context.notice).toEqual({ kind: 'failed', op: 'handle', message: '' });
    run.actor.send({ type: 'online.pay' });
    run.huichao.calls[2]!.resolve({ url: 'https://pay.example.com/huichao/O1' });
    await waitFor(run.actor, (s) => s.matches({ pay: 'redirected' }));
    expect(run.did).toEqual(['redirect https://pay.example.com/huichao/O1']);
  });

  it('the amount is asked again on Retry, but not during the SMS step of a commit already made', async () => {
    let n = 0;
    const run = payActor({
      pending: () => Promise.resolve(storedPending),
      amount: () => (++n === 2 ? Promise.resolve(shownAmount) : Promise.reject({ kind: 'network' })),
    });
    await waitFor(run.actor, (s) => s.matches({ amount: 'failed', pay: 'smsStep' }));
    run.actor.send({ type: 'amount.retry' });
    await flush();
    expect(n).toBe(1);
    expect(run.actor.getSnapshot().matches({ amount: 'failed' })).toBe(true);
    run.actor.send({ type: 'sms.cancel' });
    run.actor.send({ type: 'amount.retry' });
    await waitFor(run.actor, (s) => s.matches({ amount: 'shown', pay: 'choosing' }));
    expect(n).toBe(2);
  });

  it('once paid (a stored commit confirmed while the amount had failed), the amount is not asked again', async () => {
    let n = 0;
    const run = payActor({
      pending: () => Promise.resolve(storedPending),
      amount: () => {
        n += 1;
        return Promise.reject({ kind: 'network' });
      },
    });
    await waitFor(run.actor, (s) => s.matches({ amount: 'failed', pay: 'smsStep' }));
    run.actor.send({ type: 'code.change', value: '123456' });
    run.actor.send({ type: 'code.submit' });
    expect(run.confirm.calls.map((c) => c.input)).toEqual([{ orderId: 'O1', verifyCode: '123456', repaymentRecordId: 'RP1' }]);
    run.confirm.calls[0]!.resolve();
    await waitFor(run.actor, (s) => s.matches({ pay: 'paid' }));
    run.actor.send({ type: 'amount.retry' });
    await flush();
    expect(run.actor.getSnapshot().matches({ amount: 'failed' })).toBe(true);
    expect(n).toBe(1);
    expect(run.did).toEqual(['clear', 'detail']);
  });
});
