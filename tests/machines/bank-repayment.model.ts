import type { BankRepaymentContext } from '../../machines/bank-repayment/bank-repayment.machine';
import type { AmountAnswer, PendingCommit, RepayCard, RepayInput, RepayNotice } from '../../machines/bank-repayment/bank-repayment.types';

export const repayInput: RepayInput = {
  orderId: 'O1',
  couponId: { ok: true, value: 'C7' },
  userId: 'U5',
  amount: { from: 'query', amount: { ok: true, value: '150000' } },
};
/** The amount the page shows and pays in the model: 1500.00 (minor units), hand-written. */
export const shownAmount: AmountAnswer = { ok: true, amount: '150000', couponId: 'C7' };
export const stoppedAmount: AmountAnswer = { ok: false, value: 'withholdingAmount', reason: 'unusable' };
export const repayCards: RepayCard[] = [
  { id: '301', bankName: 'BBVA México', cardNo: '**** 4821', bankCode: 'BBVA' },
  { id: '302', bankName: 'Banorte', cardNo: '**** 7719', bankCode: 'BANORTE' },
];
export const storedPending: PendingCommit = {
  repayRecordId: 'RP1',
  orderId: 'O1',
  repayToken: 'rt_old',
  card: repayCards[1]!,
  amount: '120000',
  couponId: '',
};
export const redirectUrl = 'https://pay.example.com/huichao/O1';

const network = { kind: 'network' };
const business = (code: string, message = '') => ({ kind: 'business', code, message });

/** The bank-card repayment model: payload cases per event and the context that shows on screen. */
export const bankRepaymentModel = {
  input: repayInput,
  cases: {
    // Nothing kept, a commit waiting for its code, or a payment held on the phone (docs/decisions/0133).
    'xstate.done.actor.readPending': [{ output: null }, { output: storedPending }, { output: { heldFor: 0 } }],
    'xstate.error.actor.readPending': [{ error: { kind: 'storage' } }],
    'xstate.done.actor.loadAmount': [{ output: shownAmount }, { output: stoppedAmount }],
    'xstate.error.actor.loadAmount': [{ error: network }],
    'xstate.done.actor.loadWay': [
      { output: { online: true, repayToken: 'rt_1', cards: repayCards } },
      // The answer kept for going back or forward: its token may be stale (docs/decisions/0128).
      { output: { online: true, repayToken: 'rt_kept', cards: repayCards, kept: true } },
    ],
    // The fresh answer: a new token, and the second card no longer listed.
    'xstate.done.actor.recheckWay': [{ output: { online: true, repayToken: 'rt_2', cards: [repayCards[1]!] } }],
    'xstate.error.actor.recheckWay': [{ error: network }],
    'xstate.error.actor.loadWay': [
      { error: network },
      { error: business('01', 'Este pedido no tiene pagos pendientes.') },
      { error: business('02') },
    ],
    'card.select': [{ index: 0 }],
    'xstate.done.actor.commit': [{ output: { needValid: true, repayRecordId: 'RP1' } }, { output: { needValid: false, repayRecordId: 'RP1' } }],
    'xstate.error.actor.commit': [{ error: business('800005') }, { error: business('800001', 'El banco rechazó el cargo.') }, { error: network }],
    'xstate.done.actor.huichao': [{ output: { url: redirectUrl } }],
    'xstate.error.actor.huichao': [{ error: { kind: 'refused' } }],
    'xstate.done.actor.resend': [{ output: { needValid: true, repayRecordId: 'RP1' } }],
    'xstate.error.actor.resend': [{ error: network }],
    'code.change': [{ value: '12345' }, { value: '123456' }],
    'xstate.error.actor.confirm': [{ error: business('800006') }, { error: business('99') }, { error: { kind: 'http', status: 502 } }],
    // The order read while a payment is held: settled (paid), still owed, or not read.
    'xstate.done.actor.readRepayment': [{ output: { paid: true } }, { output: { paid: false } }],
    'xstate.error.actor.readRepayment': [{ error: network }],
    'hold.seen': [{ elapsed: 0 }, { elapsed: 3000 }],
    'hold.cleared': [{ taken: true }, { taken: false }],
    'countdown.tick': [{ remaining: 59 }],
  },
  // The seconds left show as a number; the graph only tells a fresh timer (60) from a running one.
  context: (c: BankRepaymentContext) => ({
    amount: c.amount,
    stop: c.stop,
    selected: c.selected,
    cards: c.cards.length,
    online: c.online,
    notice: c.notice,
    code: c.code,
    timer: c.remaining === 60 ? 60 : 'ticking',
    pending: c.pending?.repayRecordId ?? null,
    repayToken: c.repayToken,
    read: c.hold?.read ?? null,
  }),
};

/** What the borrower reads for each notice (the spec's lines, or the server's message). */
export function expectedNotice(notice: RepayNotice | null): string | null {
  if (!notice) return null;
  const fixed: Record<string, string> = {
    chooseCard: '请先选择银行卡',
    notPaid: 'Your order still shows the amount owed: the payment was not made. You can pay again.',
    shortCode: '请输入正确的验证码',
    network: 'error',
    duplicate: '请勿重复提交还款请求',
    wrongCode: '验证码错误',
    refused: 'The payment page could not be opened: its address is not allowed.',
  };
  if ('message' in notice && notice.message) return notice.message;
  if (notice.kind === 'failed') return notice.op === 'query' ? '查询失败' : '处理失败';
  return fixed[notice.kind] ?? null;
}
