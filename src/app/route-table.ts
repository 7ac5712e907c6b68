import type { ComponentType } from 'react';
import { isLazyPage, lazyPage, type LazyPage } from './lazy-page';
import { paths, type PathName } from '../config/paths';

export type RouteMatch = 'exact' | 'prefix';

export interface RouteEntry {
  /** Stable name used in code (navigation helpers, README, tests). */
  name: string;
  path: string;
  match: RouteMatch;
  /** Hash routes (`#/downloadTemplate`) are matched against `location.hash`, before the path. */
  hash?: boolean;
  /** Where the page comes from: every page is a lazy chunk, the public home too (docs/decisions/0049-lazy-home.md). */
  page: ComponentType | LazyPage;
}

const NotYet = lazyPage(() => import('./not-yet-page'));
const Home = lazyPage(() => import('../flows/public/home-page'));
const Calculator = lazyPage(() => import('../flows/calculator/calculator-page'));
const Register = lazyPage(() => import('../flows/register/register-page'));
const DownloadTemplate = lazyPage(() => import('../flows/register/download-template-page'));
const AgreementTemplate = lazyPage(() => import('../flows/register/agreement-template-page'));
const ConfirmLoan = lazyPage(() => import('../flows/confirm-loan/confirm-loan-page'));
const LoanDetails = lazyPage(() => import('../flows/loan-details/loan-details-page'));
const About = lazyPage(() => import('../flows/legal/about-page'));
const AboutUs = lazyPage(() => import('../flows/legal/about-us-page'));
const Contact = lazyPage(() => import('../flows/contact/contact-page'));
const Policy = lazyPage(() => import('../flows/legal/policy-page'));
const PrivacyNotice = lazyPage(() => import('../flows/legal/privacy-notice-page'));
const Terms = lazyPage(() => import('../flows/legal/terms-page'));
const JointLoginFail = lazyPage(() => import('../flows/legal/joint-login-fail-page'));
const TestPreview = lazyPage(() => import('../flows/test-preview/test-preview-page'));
const PeriodAgreement = lazyPage(() => import('../flows/contract/contract-page'));
const LoanImageAgreement = lazyPage(() => import('../flows/contract/loan-image-agreement-page'));
const BankRepayment = lazyPage(() => import('../flows/bank-repayment/bank-repayment-page'));
const Instalment = lazyPage(() => import('../flows/instalment/instalment-page'));
const Extension = lazyPage(() => import('../flows/extension/extension-page'));
const PaymentInstructions = lazyPage(() => import('../flows/payment-instructions/payment-instructions-page'));
const CustomerService = lazyPage(() => import('../flows/customer-service/customer-service-page'));
const ComplaintEntry = lazyPage(() => import('../flows/complaint/complaint-entry-page'));
const ComplaintForm = lazyPage(() => import('../flows/complaint/complaint-form-page'));
const ComplaintList = lazyPage(() => import('../flows/complaint/complaint-list-page'));
const ComplaintDetail = lazyPage(() => import('../flows/complaint/complaint-detail-page'));

export { paths, type PathName };

function entry(name: PathName, page: RouteEntry['page'] = NotYet, match: RouteMatch = 'prefix'): RouteEntry {
  return { name, path: paths[name], match, page };
}

/** Ordered: the first entry that matches wins (SPEC section 2). */
/** Starts loading the page module of a route (a no-op for a page that is not lazy). */
export function preloadPage(route: RouteEntry | undefined): Promise<void> {
  const page = route?.page;
  return page && isLazyPage(page) ? page.preload() : Promise.resolve();
}

/** Each entry's comment describes its screen, as the README's route table does. */
export function buildRouteTable(): RouteEntry[] {
  return [
    { ...entry('downloadTemplate', DownloadTemplate), hash: true }, // App download page (after registration)
    { ...entry('agreementTemplate', AgreementTemplate), hash: true }, // Registration agreement page
    entry('home', Home, 'exact'), // Public marketing home
    entry('about', About), // About (images only)
    entry('calculator', Calculator), // Loan calculator
    entry('contact', Contact), // Contact form
    entry('policy', Policy), // Privacy policy in an embedded frame
    entry('loanImageAgreement', LoanImageAgreement), // Image plus period loan agreement
    entry('privacyNotice', PrivacyNotice), // Privacy notice
    entry('periodAgreement', PeriodAgreement), // Period loan agreement
    entry('paymentDescription', PaymentInstructions), // Payment instructions (repayment description)
    entry('dag', CustomerService), // Customer service (from the extension page)
    entry('complaintList', ComplaintList), // Complaint list
    entry('complaintForm', ComplaintForm), // Complaint form
    entry('complaintDetail', ComplaintDetail), // Complaint detail
    entry('testPreview', TestPreview), // Developer test page
    entry('terms', Terms), // Loan terms and conditions
    entry('promotion', Register), // Promotion register page
    entry('confirmNew', ConfirmLoan), // Confirm loan (new-user variant)
    entry('confirmOfPeriod', ConfirmLoan), // Confirm loan (instalment-period variant)
    entry('confirmLoan', ConfirmLoan), // Confirm loan
    entry('loanDetail', LoanDetails), // Loan details
    entry('order', LoanDetails), // Order (same screen as loan details)
    entry('bindBank'), // Bind bank account
    entry('bindCard'), // Bind card
    entry('paymentInstructions', PaymentInstructions), // Payment instructions
    entry('jointLoginFail', JointLoginFail), // Joint login failure
    entry('repayOrNot'), // Repay or not
    entry('recommendList'), // Recommend list
    entry('customerService', CustomerService), // Customer service
    entry('repay', BankRepayment), // Repayment by bank card
    entry('repayDelay', Extension), // Extension (delay) repayment
    entry('repayChoose', Instalment), // Instalment repayment
    entry('loanAgreement', PeriodAgreement), // Loan agreement
    entry('privacyPolicy', Policy), // Privacy policy
    entry('aboutUs', AboutUs), // About us
    entry('complaintSubmit', ComplaintForm), // Complaint submit (the complaint form)
    entry('complaint', ComplaintEntry), // Complaint entry: question type and order picker
    entry('product'), // Product
  ];
}
