import type { BankRepaymentViewModel, bankRepaymentIntents } from '../../../machines/bank-repayment/bank-repayment.view-model';

/** What the bank-repayment view shows and the callbacks it calls (the page builds it from the machine). */
export type BankRepaymentViewProps = BankRepaymentViewModel & ReturnType<typeof bankRepaymentIntents>;
