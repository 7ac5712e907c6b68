import type { LegalText } from './legal-document';
import { config } from '../../config/env';

const c = config.company;

// Every section of SPEC screen 7 with the figures of SPEC section 9 (amounts in Rs. as the spec writes them).
export const loanTermsEn: LegalText = {
  title: 'Loan terms and conditions',
  intro: [
    `These terms govern every loan granted by ${c.name} (the "Lender") to the person who applies through our app or website (the "Borrower"). By accepting a loan the Borrower agrees to them.`,
  ],
  sections: [
    {
      id: 'definitions',
      heading: 'Definitions',
      body: [
        [
          '"Loan" means the amount granted to the Borrower under these terms.',
          '"Disbursal" means the transfer of the Loan to the Borrower\'s bank account.',
          '"Due date" means the last day of the loan term, by which the Loan and all charges must be repaid.',
          '"Outstanding amount" means the unpaid principal, interest and charges at any time.',
          '"Business day" means a day on which banks are open for business in the country.',
        ],
      ],
    },
    {
      id: 'purpose',
      heading: 'Purpose',
      body: [
        'The Loan is a short-term personal loan for lawful personal purposes. The Borrower must be an adult (over 18) national with a permanent address in the country, and must not use the Loan for any unlawful, speculative or commercial activity.',
      ],
    },
    {
      id: 'amount',
      heading: 'Amount',
      body: [
        'The Lender decides the amount of the Loan on the basis of the application and its credit assessment, and informs the Borrower of its decision within 1 day of a complete application. The Loan is disbursed 1 to 3 calendar days after the Borrower accepts the offer.',
      ],
    },
    {
      id: 'term',
      heading: 'Term',
      body: [
        'The loan term is from 91 to 365 calendar days, counted from the date of Disbursal, as chosen by the Borrower and shown in the offer before acceptance.',
      ],
    },
    {
      id: 'prolongation',
      heading: 'Prolongation',
      body: [
        "At the Borrower's request, and if the Lender agrees, the Loan may be prolonged. A prolongation extends the Loan by the same period as the original term, on the terms shown to the Borrower when the prolongation is requested.",
      ],
    },
    {
      id: 'interest',
      heading: 'Interest',
      body: [
        'Interest accrues daily on the outstanding principal at the rate shown in the offer, from the date of Disbursal until full repayment. The total interest, fees and the amount to repay are shown in the offer and in the loan agreement before acceptance.',
      ],
    },
    {
      id: 'late-penalties',
      heading: 'Late payment penalties',
      body: [
        'If any amount is not paid by the due date, the Borrower shall pay:',
        [
          'a one-time late penalty of Rs.1,000 for new clients, or Rs.800 for repeat clients; and',
          'daily penalty interest on the unpaid amount of 5% per day from day 1 to day 30 of the delay, 4% per day from day 31 to day 90, and 2% per day from day 91 onwards.',
        ],
      ],
    },
    {
      id: 'conditions',
      heading: 'Conditions precedent',
      body: [
        'The Lender is obliged to disburse only after the Borrower has completed the application truthfully, verified their identity, provided a bank account in their own name and accepted these terms and the loan agreement.',
      ],
    },
    {
      id: 'repayment',
      heading: 'Repayment',
      body: [
        'The Borrower shall repay the outstanding amount by the due date through any payment channel shown in the app.',
        'Prepayment of the whole Loan is allowed once half of the loan term has passed, and not before 7 calendar days after Disbursal. Interest is then charged only up to the day of payment.',
      ],
    },
    {
      id: 'representations',
      heading: 'Representations and warranties',
      body: [
        'The Borrower declares that all information given is true, complete and up to date; that they have full legal capacity to enter into the Loan; and that no court proceedings or insolvency affect their ability to repay.',
      ],
    },
    {
      id: 'default',
      heading: 'Events of default',
      body: [
        'Each of the following is an event of default:',
        [
          'failure to pay any amount by the due date;',
          'any false or misleading information given to the Lender;',
          'a court judgment against the Borrower that remains unpaid within 10 days;',
          "the Borrower's insolvency or bankruptcy.",
        ],
        'On default, the Lender may declare the whole outstanding amount immediately due and take lawful collection action.',
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      body: [
        "The Borrower shall indemnify the Lender for reasonable costs and losses caused by the Borrower's breach of these terms, including lawful collection costs.",
      ],
    },
    {
      id: 'disclosure',
      heading: 'Disclosure',
      body: [
        'The Borrower authorises the Lender to consult and report their credit information to credit bureaus and to share data as described in the privacy notice.',
      ],
    },
    {
      id: 'set-off',
      heading: 'Set-off',
      body: ['The Lender may set off any amount it owes the Borrower against any amount due and unpaid under the Loan.'],
    },
    {
      id: 'review',
      heading: 'Review',
      body: [
        "The Lender may review the Borrower's credit standing at any time during the Loan and when deciding on a new application or a prolongation.",
      ],
    },
    {
      id: 'notices',
      heading: 'Notices',
      body: [
        `Notices are sent through the app, by SMS or by e-mail to the contact details the Borrower gave. The Borrower shall notify the Lender of any change of name, date of birth or address within 3 calendar days of the change, by writing to ${c.email}.`,
      ],
    },
    {
      id: 'entire-agreement',
      heading: 'Entire agreement',
      body: [
        'These terms, the offer and the loan agreement are the entire agreement between the parties about the Loan and replace any earlier understanding.',
      ],
    },
    {
      id: 'assignment',
      heading: 'Assignment',
      body: [
        'The Lender may assign or transfer its rights under the Loan to a third party and will notify the Borrower within 7 business days of the assignment. The Borrower may not assign their obligations.',
      ],
    },
    {
      id: 'waiver',
      heading: 'Waiver',
      body: [
        'A delay or failure of the Lender to exercise a right is not a waiver of it, and a single exercise of a right does not prevent its further exercise.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      body: [
        "These terms are governed by the laws of the country where the Borrower lives. Any dispute shall be brought before the competent courts of the Lender's registered address.",
      ],
    },
    {
      id: 'term-of-agreement',
      heading: 'Term of the agreement',
      body: [
        'This agreement takes effect when the Borrower accepts the offer and remains in force until the Loan and all charges have been repaid in full.',
      ],
    },
  ],
};
