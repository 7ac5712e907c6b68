import type { Meta, StoryObj } from '@storybook/react-vite';
import { bankRepaymentMachine, type BankRepaymentContext } from '../machines/bank-repayment/bank-repayment.machine';
import type { RepayCard, RepayInput } from '../machines/bank-repayment/bank-repayment.types';
import BankRepaymentPage from '../src/flows/bank-repayment/bank-repayment-page';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Bank repayment',
  parameters: { route: '/repay/card?orderId=O1&withholdingAmount=150000&couponId=C7&userId=U5' },
} satisfies Meta;

const cards: RepayCard[] = [
  { id: '301', bankName: 'BBVA México', cardNo: '**** **** **** 4821', bankCode: 'BBVA' },
  { id: '302', bankName: 'Banorte', cardNo: '**** **** **** 7719', bankCode: 'BANORTE' },
];

const params: RepayInput = {
  orderId: 'O1',
  couponId: { ok: true, value: 'C7' },
  userId: 'U5',
  amount: { from: 'query', amount: { ok: true, value: '150000' } },
};
const base: BankRepaymentContext = {
  params,
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
const loaded: BankRepaymentContext = { ...base, cards, repayToken: 'rt_1', online: true };
const sms: BankRepaymentContext = {
  ...loaded,
  selected: 0,
  pending: { repayRecordId: 'RP1', orderId: 'O1', repayToken: 'rt_1', card: cards[0]!, amount: '150000', couponId: 'C7' },
};
const m = bankRepaymentMachine;
const P = BankRepaymentPage;

export const Restoring = stateStory(m, P, { amount: 'shown', pay: 'restoring' }, base);
export const Loading = stateStory(m, P, { amount: 'shown', pay: 'loading' }, base);
export const LoadFailed = stateStory(m, P, { amount: 'shown', pay: 'loadFailed' }, { ...base, notice: { kind: 'failed', op: 'query', message: '' } });
export const LoadFailedOffline = stateStory(
  m,
  P,
  { amount: 'shown', pay: 'loadFailed' },
  { ...base, notice: { kind: 'network' } },
  { name: 'Load failed (offline)' },
);
export const Choosing = stateStory(m, P, { amount: 'shown', pay: 'choosing' }, loaded);
export const ChoosingNoCard = stateStory(
  m,
  P,
  { amount: 'shown', pay: 'choosing' },
  { ...loaded, notice: { kind: 'chooseCard' } },
  { name: 'Choosing (paid without a card)' },
);
export const ChoosingDuplicate = stateStory(
  m,
  P,
  { amount: 'shown', pay: 'choosing' },
  { ...loaded, selected: 0, notice: { kind: 'duplicate', message: '' } },
  { name: 'Choosing (800005)' },
);
/** Back or forward: the kept cards, Pay waiting for the fresh answer (docs/decisions/0128). */
export const Checking = stateStory(
  m,
  P,
  { amount: 'shown', pay: 'checking' },
  { ...loaded, repayToken: 'rt_kept', selected: 1 },
  {
    name: 'Checking (kept cards, Pay waits)',
  },
);
export const Unconfirmed = stateStory(
  m,
  P,
  { amount: 'shown', pay: 'unconfirmed' },
  { ...loaded, repayToken: 'rt_kept', notice: { kind: 'network' } },
  { name: 'Unconfirmed (the fresh answer did not come)' },
);
export const Committing = stateStory(m, P, { amount: 'shown', pay: 'committing' }, { ...loaded, selected: 0 });
/** A payment whose answer was lost (docs/decisions/0133): Pay waits while the order is read at 2, 5, 10, 20 and 40 s. */
export const CommitUnknownWaiting = stateStory(
  m,
  P,
  { amount: 'shown', pay: { commitUnknown: 'waiting' } },
  { ...loaded, selected: 0, hold: { read: 1, elapsed: 2000 } },
  { name: 'Commit unknown (waiting for the next read of the order)' },
);
export const CommitUnknownReading = stateStory(
  m,
  P,
  { amount: 'shown', pay: { commitUnknown: 'reading' } },
  { ...loaded, selected: 0, hold: { read: 0, elapsed: 0 } },
  { name: 'Commit unknown (reading the order)' },
);
export const CommitUnknownUnread = stateStory(
  m,
  P,
  { amount: 'shown', pay: { commitUnknown: 'unread' } },
  { ...loaded, selected: 0 },
  { name: 'Commit unknown (the order could not be read: Check again)' },
);
export const ChoosingNotPaid = stateStory(
  m,
  P,
  { amount: 'shown', pay: 'choosing' },
  { ...loaded, notice: { kind: 'notPaid' } },
  { name: 'Choosing (the order still owed after the hold)' },
);
export const Redirecting = stateStory(m, P, { amount: 'shown', pay: 'redirecting' }, loaded);
export const SmsCounting = stateStory(
  m,
  P,
  { amount: 'shown', pay: { smsStep: { timer: 'counting', code: 'editing' } } },
  { ...sms, remaining: 42, code: '123' },
  { name: 'SMS step (counting, typing)' },
);
export const SmsShortCode = stateStory(
  m,
  P,
  { amount: 'shown', pay: { smsStep: { timer: 'counting', code: 'editing' } } },
  { ...sms, remaining: 30, code: '123', notice: { kind: 'shortCode' } },
  { name: 'SMS step (code too short)' },
);
export const SmsWrongCode = stateStory(
  m,
  P,
  { amount: 'shown', pay: { smsStep: { timer: 'ready', code: 'editing' } } },
  { ...sms, code: '654321', notice: { kind: 'wrongCode', message: '' } },
  { name: 'SMS step (800006, resend ready)' },
);
export const SmsConfirming = stateStory(
  m,
  P,
  { amount: 'shown', pay: { smsStep: { timer: 'ready', code: 'confirming' } } },
  { ...sms, code: '123456' },
  { name: 'SMS step (confirming)' },
);
export const SmsResending = stateStory(m, P, { amount: 'shown', pay: { smsStep: { timer: 'resending', code: 'editing' } } }, sms, {
  name: 'SMS step (resending)',
});
export const Paid = stateStory(m, P, { amount: 'shown', pay: 'paid' }, sms);
export const Redirected = stateStory(m, P, { amount: 'shown', pay: 'redirected' }, { ...loaded, redirectUrl: 'https://pay.example.com/huichao/O1' });

// The amount region (docs/decisions/0093): loading beside the cards, stopped, failed.
const noAmount: BankRepaymentContext = { ...loaded, amount: '', couponId: '' };
export const AmountLoading = stateStory(m, P, { amount: 'loading', pay: 'choosing' }, noAmount, {
  name: 'Amount loading (opened from loan details)',
  route: '/repay/card?orderId=O1&productId=7&userId=U5',
});
export const AmountUnusable = stateStory(
  m,
  P,
  { amount: 'unusable', pay: 'choosing' },
  { ...noAmount, stop: { value: 'withholdingAmount', reason: 'unusable' } },
  { name: 'Amount unusable (withholdingAmount=abc)', route: '/repay/card?orderId=O1&withholdingAmount=abc&userId=U5' },
);
export const AmountDueUnusable = stateStory(
  m,
  P,
  { amount: 'unusable', pay: 'choosing' },
  { ...noAmount, stop: { value: 'repayAmount', reason: 'unusable' } },
  { name: 'Amount unusable (amount due from the server)', route: '/repay/card?orderId=O1&productId=7&userId=U5' },
);
export const AmountFailed = stateStory(m, P, { amount: 'failed', pay: 'choosing' }, noAmount, {
  name: 'Amount failed to load',
  route: '/repay/card?orderId=O1&productId=7&userId=U5',
});
// Without a usable orderId the machine never starts: the page only says why.
export const OrderUnusable: StoryObj = {
  name: 'Order in the link unusable',
  parameters: { route: '/repay/card?orderId=%3Cx%3E&withholdingAmount=150000' },
  render: () => <BankRepaymentPage />,
};
