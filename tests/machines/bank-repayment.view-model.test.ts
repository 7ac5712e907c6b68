import { describe, expect, it } from 'vitest';
import { bankRepaymentMachine, type BankRepaymentContext, type BankRepaymentEvent } from '../../machines/bank-repayment/bank-repayment.machine';
import { bankRepaymentChoices, bankRepaymentIntents, selectBankRepaymentView } from '../../machines/bank-repayment/bank-repayment.view-model';
import { repayCards, repayInput, storedPending } from './bank-repayment.model';

const base: BankRepaymentContext = {
  params: repayInput,
  amount: '150000',
  couponId: 'C7',
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
  hold: null,
};
type Value = Parameters<typeof bankRepaymentMachine.resolveState>[0]['value'];
type AmountState = 'loading' | 'shown' | 'unusable' | 'failed';
const at = (pay: Value, context: Partial<BankRepaymentContext> = {}, amount: AmountState = 'shown') =>
  bankRepaymentMachine.resolveState({ value: { amount, pay }, context: { ...base, ...context } });
const sms = (timer: 'counting' | 'ready' | 'resending', code: 'editing' | 'confirming') => ({ smsStep: { timer, code } });
const withCards = { cards: repayCards, online: true, repayToken: 'rt_1' };

describe('the bank-card repayment view model', () => {
  it('shows loading while restoring and loading, and the failure with its notice', () => {
    expect(selectBankRepaymentView(at('restoring'))).toEqual({
      status: 'loading',
      amountStatus: 'shown',
      amount: '150000',
      stop: null,
      cards: [],
      selected: -1,
      online: false,
      canPay: false,
      canPayOnline: false,
      notice: null,
      code: '',
      remaining: 60,
      resend: 'counting',
      confirming: false,
      pendingCard: null,
      standing: 'confirmed',
      unread: false,
    });
    expect(selectBankRepaymentView(at('loading')).status).toBe('loading');
    const notice = { kind: 'failed', op: 'query', message: 'Este pedido no tiene pagos pendientes.' } as const;
    expect(selectBankRepaymentView(at('loadFailed', { notice }))).toMatchObject({ status: 'loadFailed', notice, canPay: false });
  });

  it('shows the cards, the one picked, the online option and the notice while choosing', () => {
    const view = selectBankRepaymentView(at('choosing', { ...withCards, selected: 1, notice: { kind: 'network' } }));
    expect(view).toMatchObject({ status: 'choosing', cards: repayCards, selected: 1, online: true, canPay: true, notice: { kind: 'network' } });
    expect(selectBankRepaymentView(at('committing', { ...withCards, selected: 1 }))).toMatchObject({ status: 'committing', canPay: false });
    expect(selectBankRepaymentView(at('redirecting', withCards))).toMatchObject({ status: 'redirecting', canPay: false });
  });

  it('shows kept cards as when choosing, but Pay waits while they are checked or could not be (docs/decisions/0128)', () => {
    const checking = selectBankRepaymentView(at('checking', { ...withCards, selected: 1 }));
    expect(checking).toMatchObject({ status: 'choosing', cards: repayCards, selected: 1, standing: 'checking', canPay: false, canPayOnline: false });
    const unconfirmed = selectBankRepaymentView(at('unconfirmed', { ...withCards, notice: { kind: 'network' } }));
    expect(unconfirmed).toMatchObject({
      status: 'choosing',
      standing: 'unconfirmed',
      canPay: false,
      canPayOnline: false,
      notice: { kind: 'network' },
    });
    expect(selectBankRepaymentView(at('choosing', withCards)).standing).toBe('confirmed');
  });

  it('shows the SMS step with the pending card, what was typed, the countdown and the resend state', () => {
    const counting = selectBankRepaymentView(at(sms('counting', 'editing'), { ...withCards, pending: storedPending, code: '1234', remaining: 42 }));
    expect(counting).toMatchObject({
      status: 'smsStep',
      pendingCard: repayCards[1],
      code: '1234',
      remaining: 42,
      resend: 'counting',
      confirming: false,
    });
    expect(selectBankRepaymentView(at(sms('ready', 'editing'), { pending: storedPending })).resend).toBe('ready');
    const wrongCode = { kind: 'wrongCode', message: '' } as const;
    expect(selectBankRepaymentView(at(sms('resending', 'editing'), { pending: storedPending, notice: wrongCode }))).toMatchObject({
      resend: 'resending',
      notice: wrongCode,
    });
    expect(selectBankRepaymentView(at(sms('counting', 'confirming'), { pending: storedPending, code: '123456' }))).toMatchObject({
      confirming: true,
      code: '123456',
    });
  });

  it('shows the amount only once it is known, and takes Pay only then', () => {
    const choosing = { ...withCards, selected: 0 };
    expect(selectBankRepaymentView(at('choosing', { ...choosing, amount: '' }, 'loading'))).toMatchObject({
      status: 'choosing',
      amountStatus: 'loading',
      amount: '',
      canPay: false,
    });
    const stop = { value: 'withholdingAmount', reason: 'unusable' } as const;
    expect(selectBankRepaymentView(at('choosing', { ...choosing, amount: '', stop }, 'unusable'))).toMatchObject({
      amountStatus: 'unusable',
      stop,
      canPay: false,
    });
    expect(selectBankRepaymentView(at('choosing', { ...choosing, amount: '' }, 'failed'))).toMatchObject({ amountStatus: 'failed', canPay: false });
    expect(selectBankRepaymentView(at('choosing', choosing, 'shown'))).toMatchObject({ amountStatus: 'shown', amount: '150000', canPay: true });
    // The SMS step of a restored commit shows that commit's amount, whatever the amount load is doing.
    expect(selectBankRepaymentView(at(sms('counting', 'editing'), { amount: '', pending: storedPending }, 'loading'))).toMatchObject({
      amountStatus: 'shown',
      amount: '120000',
    });
  });

  it('ends paid or redirected', () => {
    expect(selectBankRepaymentView(at('paid')).status).toBe('paid');
    expect(selectBankRepaymentView(at('redirected')).status).toBe('redirected');
  });

  it('a payment whose outcome is unknown (docs/decisions/0133): its own status, no Pay, Check again only once unread', () => {
    const hold = { read: 0, elapsed: 0 };
    expect(selectBankRepaymentView(at({ commitUnknown: 'waiting' }, { hold }))).toMatchObject({
      status: 'commitUnknown',
      canPay: false,
      unread: false,
    });
    expect(selectBankRepaymentView(at({ commitUnknown: 'reading' }, { hold }))).toMatchObject({
      status: 'commitUnknown',
      canPay: false,
      unread: false,
    });
    expect(selectBankRepaymentView(at({ commitUnknown: 'unread' }))).toMatchObject({ status: 'commitUnknown', canPay: false, unread: true });
  });

  it('sends one event per intent', () => {
    const sent: BankRepaymentEvent[] = [];
    const on = bankRepaymentIntents((event) => sent.push(event));
    on.onRetry();
    on.onAmountRetry();
    on.onSelect(1);
    on.onPay();
    on.onOnline();
    on.onCodeChange('123456');
    on.onConfirm();
    on.onResend();
    on.onCancel();
    on.onCheckPayment();
    expect(sent).toEqual([
      { type: 'load.retry' },
      { type: 'amount.retry' },
      { type: 'card.select', index: 1 },
      { type: 'pay.submit' },
      { type: 'online.pay' },
      { type: 'code.change', value: '123456' },
      { type: 'code.submit' },
      { type: 'sms.resend' },
      { type: 'sms.cancel' },
      { type: 'repay.check' },
    ]);
  });
});

describe('the bank-card page’s kept choice (docs/decisions/0111)', () => {
  const [card] = bankRepaymentChoices;
  const select = (index: number): BankRepaymentEvent => ({ type: 'card.select', index });

  it('is the id of the card the machine shows chosen after a card.select, and nothing for other events', () => {
    const rows: [BankRepaymentEvent, Partial<BankRepaymentContext>, string | null][] = [
      [select(1), { ...withCards, selected: 1 }, '302'],
      [select(0), { ...withCards, selected: 0 }, '301'],
      // An index the machine did not take: the card still chosen is what is kept.
      [select(7), { ...withCards, selected: 0 }, '301'],
      [select(7), { ...withCards, selected: -1 }, null],
      [{ type: 'pay.submit' }, { ...withCards, selected: 1 }, null],
    ];
    for (const [event, context, kept] of rows) expect(card?.made(event, at('choosing', context))).toBe(kept);
  });

  it('is chosen again by its place among the cards, once they are shown, if it is still there', () => {
    const rows: [Value, Partial<BankRepaymentContext>, string, BankRepaymentEvent[] | null][] = [
      ['restoring', {}, '302', null],
      ['loading', {}, '302', null],
      ['loadFailed', {}, '302', null],
      ['choosing', withCards, '302', [select(1)]],
      ['choosing', withCards, '301', [select(0)]],
      ['choosing', { ...withCards, cards: repayCards.slice(1) }, '302', [select(0)]],
      ['choosing', { ...withCards, selected: 1 }, '302', []],
      ['choosing', withCards, '999', []],
      // A card no longer there is no choice to make, whichever card is chosen now.
      ['choosing', { ...withCards, selected: 0 }, '999', []],
    ];
    for (const [value, context, kept, again] of rows) expect(card?.again(kept, at(value, context))).toEqual(again);
  });
});
