import type { Meta } from '@storybook/react-vite';
import { bankRepaymentMachine, type BankRepaymentContext } from '../machines/bank-repayment/bank-repayment.machine';
import type { RepayCard } from '../machines/bank-repayment/bank-repayment.types';
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

const base: BankRepaymentContext = {
  params: { orderId: 'O1', amount: '150000', couponId: 'C7', userId: 'U5' },
  cards: [],
  repayToken: '',
  online: false,
  selected: -1,
  pending: null,
  code: '',
  remaining: 60,
  notice: null,
  redirectUrl: '',
};
const loaded: BankRepaymentContext = { ...base, cards, repayToken: 'rt_1', online: true };
const sms: BankRepaymentContext = { ...loaded, selected: 0, pending: { repayRecordId: 'RP1', orderId: 'O1', repayToken: 'rt_1', card: cards[0]! } };
const m = bankRepaymentMachine;
const P = BankRepaymentPage;

export const Restoring = stateStory(m, P, 'restoring', base);
export const Loading = stateStory(m, P, 'loading', base);
export const LoadFailed = stateStory(m, P, 'loadFailed', { ...base, notice: { kind: 'failed', op: 'query', message: '' } });
export const LoadFailedOffline = stateStory(m, P, 'loadFailed', { ...base, notice: { kind: 'network' } }, { name: 'Load failed (offline)' });
export const Choosing = stateStory(m, P, 'choosing', loaded);
export const ChoosingNoCard = stateStory(m, P, 'choosing', { ...loaded, notice: { kind: 'chooseCard' } }, { name: 'Choosing (paid without a card)' });
export const ChoosingDuplicate = stateStory(
  m,
  P,
  'choosing',
  { ...loaded, selected: 0, notice: { kind: 'duplicate', message: '' } },
  { name: 'Choosing (800005)' },
);
export const Committing = stateStory(m, P, 'committing', { ...loaded, selected: 0 });
export const Redirecting = stateStory(m, P, 'redirecting', loaded);
export const SmsCounting = stateStory(
  m,
  P,
  { smsStep: { timer: 'counting', code: 'editing' } },
  { ...sms, remaining: 42, code: '123' },
  { name: 'SMS step (counting, typing)' },
);
export const SmsShortCode = stateStory(
  m,
  P,
  { smsStep: { timer: 'counting', code: 'editing' } },
  { ...sms, remaining: 30, code: '123', notice: { kind: 'shortCode' } },
  { name: 'SMS step (code too short)' },
);
export const SmsWrongCode = stateStory(
  m,
  P,
  { smsStep: { timer: 'ready', code: 'editing' } },
  { ...sms, code: '654321', notice: { kind: 'wrongCode', message: '' } },
  { name: 'SMS step (800006, resend ready)' },
);
export const SmsConfirming = stateStory(
  m,
  P,
  { smsStep: { timer: 'ready', code: 'confirming' } },
  { ...sms, code: '123456' },
  { name: 'SMS step (confirming)' },
);
export const SmsResending = stateStory(m, P, { smsStep: { timer: 'resending', code: 'editing' } }, sms, { name: 'SMS step (resending)' });
export const Paid = stateStory(m, P, 'paid', sms);
export const Redirected = stateStory(m, P, 'redirected', { ...loaded, redirectUrl: 'https://pay.example.com/huichao/O1' });
