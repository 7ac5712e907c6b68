import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from './lazy-page';

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
  /** A short description for the README route table. */
  screen: string;
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
/** Starts loading the page module of a route (a no-op for a page that is not lazy). */
export function preloadPage(route: RouteEntry | undefined): Promise<void> {
  const page = route?.page as Partial<LazyPage> | undefined;
  return page?.preload ? page.preload() : Promise.resolve();
}

export function buildRouteTable(): RouteEntry[] {
  return [
    { ...entry('downloadTemplate', 'App download page (after registration)', DownloadTemplate), hash: true },
    { ...entry('agreementTemplate', 'Registration agreement page', AgreementTemplate), hash: true },
    entry('home', 'Public marketing home', Home, 'exact'),
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
