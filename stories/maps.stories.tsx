import type { Meta } from '@storybook/react-vite';
import { bankRepaymentMachine } from '../machines/bank-repayment/bank-repayment.machine';
import { calculatorMachine } from '../machines/calculator/calculator.machine';
import { complaintDetailMachine } from '../machines/complaint-detail/complaint-detail.machine';
import { complaintEntryMachine } from '../machines/complaint-entry/complaint-entry.machine';
import { complaintFormMachine } from '../machines/complaint-form/complaint-form.machine';
import { complaintListMachine } from '../machines/complaint-list/complaint-list.machine';
import { confirmLoanMachine } from '../machines/confirm-loan/confirm-loan.machine';
import { contactMachine } from '../machines/contact/contact.machine';
import { contractMachine } from '../machines/contract/contract.machine';
import { loanDetailsMachine } from '../machines/loan-details/loan-details.machine';
import { pageDataMachine } from '../machines/shared/page-data.definition';
import { paymentInstructionsMachine } from '../machines/payment-instructions/payment-instructions.machine';
import { ratingMachine } from '../machines/rating/rating.machine';
import { registerMachine } from '../machines/register/register.machine';
import { mapStory } from './support/map-story';

// One state map per flow machine, generated from its definition (tests/stories/maps.test.ts
// checks every machine has one; the static Storybook walk checks each state links to a story).
export default {
  title: 'Maps',
} satisfies Meta;

export const BankRepayment = mapStory(bankRepaymentMachine, 'Bank repayment');
export const Calculator = mapStory(calculatorMachine);
export const ComplaintDetail = mapStory(complaintDetailMachine, 'Complaint detail');
export const ComplaintEntry = mapStory(complaintEntryMachine, 'Complaint entry');
export const ComplaintForm = mapStory(complaintFormMachine, 'Complaint form');
export const ComplaintList = mapStory(complaintListMachine, 'Complaint list');
export const ConfirmLoan = mapStory(confirmLoanMachine, 'Confirm loan');
export const Contact = mapStory(contactMachine);
export const Contract = mapStory(contractMachine, 'Loan agreement');
export const LoanDetails = mapStory(loanDetailsMachine, 'Loan details');
// One definition, three pages (docs/decisions/0110-one-page-data-machine.md): one map, their stories.
export const PageData = mapStory(pageDataMachine, 'Page data (customer service, extension, instalment)', [
  'customerService',
  'extension',
  'instalment',
]);
// Its own since it checks a kept voucher (docs/decisions/0131).
export const PaymentInstructions = mapStory(paymentInstructionsMachine, 'Payment instructions');
export const Rating = mapStory(ratingMachine);
export const Register = mapStory(registerMachine);
