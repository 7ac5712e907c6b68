import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type RouteMatch = 'exact' | 'prefix';

export interface RouteEntry {
  /** Stable name used in code (navigation helpers, README, tests). */
  name: string;
  path: string;
  match: RouteMatch;
  /** Hash routes (`#/downloadTemplate`) are matched against `location.hash`, before the path. */
  hash?: boolean;
  /** Where the page comes from: the public home is eager, the rest are lazy chunks. */
  page: ComponentType | LazyExoticComponent<ComponentType>;
  /** A short description for the README route table. */
  screen: string;
}

const NotYet = lazy(() => import('./not-yet-page'));
const Calculator = lazy(() => import('../flows/calculator/calculator-page'));
const Register = lazy(() => import('../flows/register/register-page'));
const DownloadTemplate = lazy(() => import('../flows/register/download-template-page'));
const AgreementTemplate = lazy(() => import('../flows/register/agreement-template-page'));
const ConfirmLoan = lazy(() => import('../flows/confirm-loan/confirm-loan-page'));
const LoanDetails = lazy(() => import('../flows/loan-details/loan-details-page'));
const About = lazy(() => import('../flows/legal/about-page'));
const AboutUs = lazy(() => import('../flows/legal/about-us-page'));
const Contact = lazy(() => import('../flows/contact/contact-page'));
const Policy = lazy(() => import('../flows/legal/policy-page'));
const PrivacyNotice = lazy(() => import('../flows/legal/privacy-notice-page'));
const Terms = lazy(() => import('../flows/legal/terms-page'));
const JointLoginFail = lazy(() => import('../flows/legal/joint-login-fail-page'));
const TestPreview = lazy(() => import('../flows/test-preview/test-preview-page'));
const PeriodAgreement = lazy(() => import('../flows/contract/contract-page'));
const LoanImageAgreement = lazy(() => import('../flows/contract/loan-image-agreement-page'));
const BankRepayment = lazy(() => import('../flows/bank-repayment/bank-repayment-page'));
const Instalment = lazy(() => import('../flows/instalment/instalment-page'));
const Extension = lazy(() => import('../flows/extension/extension-page'));
const PaymentInstructions = lazy(() => import('../flows/payment-instructions/payment-instructions-page'));
const CustomerService = lazy(() => import('../flows/customer-service/customer-service-page'));
const ComplaintEntry = lazy(() => import('../flows/complaint/complaint-entry-page'));
const ComplaintForm = lazy(() => import('../flows/complaint/complaint-form-page'));
const ComplaintList = lazy(() => import('../flows/complaint/complaint-list-page'));
const ComplaintDetail = lazy(() => import('../flows/complaint/complaint-detail-page'));

/** Fixed destinations whose paths the spec leaves open (see README). Loan pages link with these. */
export const paths = {
  home: '/',
  about: '/About',
  calculator: '/User',
  contact: '/Contact',
  policy: '/Policy',
  loanImageAgreement: '/Loan',
  privacyNotice: '/PrivacyPolicy',
  periodAgreement: '/agony',
  paymentDescription: '/carpmm',
  dag: '/Dag',
  complaintList: '/complaintList',
  complaintForm: '/complainPageNext',
  complaintDetail: '/complainDetails',
  testPreview: '/testPreview',
  terms: '/terms',
  promotion: '/promotion',
  confirmLoan: '/loan/confirm',
  confirmNew: '/loan/confirm-new',
  confirmOfPeriod: '/loan/confirm-period',
  loanDetail: '/loan/detail',
  order: '/loan/order',
  bindBank: '/bind/bank',
  bindCard: '/bind/card',
  paymentInstructions: '/repay/instructions',
  jointLoginFail: '/joint-login-fail',
  repayOrNot: '/repay/or-not',
  recommendList: '/recommend',
  customerService: '/service',
  repay: '/repay/card',
  repayDelay: '/repay/delay',
  repayChoose: '/repay/choose',
  loanAgreement: '/agreement/loan',
  privacyPolicy: '/agreement/privacy',
  aboutUs: '/about-us',
  complaint: '/complaint',
  complaintSubmit: '/complaint/submit',
  product: '/product',
  downloadTemplate: '/downloadTemplate',
  agreementTemplate: '/agreementTemplate',
} as const;

export type PathName = keyof typeof paths;

function entry(name: PathName, screen: string, page: RouteEntry['page'] = NotYet, match: RouteMatch = 'prefix'): RouteEntry {
  return { name, path: paths[name], match, page, screen };
}

/** Ordered: the first entry that matches wins (SPEC section 2). */
export function buildRouteTable(home: ComponentType): RouteEntry[] {
  return [
    { ...entry('downloadTemplate', 'App download page (after registration)', DownloadTemplate), hash: true },
    { ...entry('agreementTemplate', 'Registration agreement page', AgreementTemplate), hash: true },
    entry('home', 'Public marketing home', home, 'exact'),
    entry('about', 'About (images only)', About),
    entry('calculator', 'Loan calculator', Calculator),
    entry('contact', 'Contact form', Contact),
    entry('policy', 'Privacy policy in an embedded frame', Policy),
    entry('loanImageAgreement', 'Image plus period loan agreement', LoanImageAgreement),
    entry('privacyNotice', 'Privacy notice', PrivacyNotice),
    entry('periodAgreement', 'Period loan agreement', PeriodAgreement),
    entry('paymentDescription', 'Payment instructions (repayment description)', PaymentInstructions),
    entry('dag', 'Customer service (from the extension page)', CustomerService),
    entry('complaintList', 'Complaint list', ComplaintList),
    entry('complaintForm', 'Complaint form', ComplaintForm),
    entry('complaintDetail', 'Complaint detail', ComplaintDetail),
    entry('testPreview', 'Developer test page', TestPreview),
    entry('terms', 'Loan terms and conditions', Terms),
    entry('promotion', 'Promotion register page', Register),
    entry('confirmNew', 'Confirm loan (new-user variant)', ConfirmLoan),
    entry('confirmOfPeriod', 'Confirm loan (instalment-period variant)', ConfirmLoan),
    entry('confirmLoan', 'Confirm loan', ConfirmLoan),
    entry('loanDetail', 'Loan details', LoanDetails),
    entry('order', 'Order (same screen as loan details)', LoanDetails),
    entry('bindBank', 'Bind bank account'),
    entry('bindCard', 'Bind card'),
    entry('paymentInstructions', 'Payment instructions', PaymentInstructions),
    entry('jointLoginFail', 'Joint login failure', JointLoginFail),
    entry('repayOrNot', 'Repay or not'),
    entry('recommendList', 'Recommend list'),
    entry('customerService', 'Customer service', CustomerService),
    entry('repay', 'Repayment by bank card', BankRepayment),
    entry('repayDelay', 'Extension (delay) repayment', Extension),
    entry('repayChoose', 'Instalment repayment', Instalment),
    entry('loanAgreement', 'Loan agreement', PeriodAgreement),
    entry('privacyPolicy', 'Privacy policy', Policy),
    entry('aboutUs', 'About us', AboutUs),
    entry('complaintSubmit', 'Complaint submit (the complaint form)', ComplaintForm),
    entry('complaint', 'Complaint entry: question type and order picker', ComplaintEntry),
    entry('product', 'Product'),
  ];
}
