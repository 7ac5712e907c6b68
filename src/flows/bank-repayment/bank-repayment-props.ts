import type { RepayCard } from '../../../machines/bank-repayment/bank-repayment.types';
import type { RepayStatus, ResendStatus } from '../../../machines/bank-repayment/bank-repayment.selectors';

/** What the bank-repayment view shows and the callbacks it calls (the page builds it from the machine). */
export interface BankRepaymentViewProps {
  status: RepayStatus;
  amount: string;
  cards: RepayCard[];
  selected: number;
  online: boolean;
  canPay: boolean;
  notice: string | null;
  sms: { cardLabel: string; code: string; remaining: number; resend: ResendStatus; confirming: boolean };
  onRetry: () => void;
  onSelect: (index: number) => void;
  onPay: () => void;
  onOnline: () => void;
  onCodeChange: (value: string) => void;
  onConfirm: () => void;
  onResend: () => void;
  onCancel: () => void;
}
