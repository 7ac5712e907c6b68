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
    { ...entry('downloadTemplate', 'App download page (after registration)'), hash: true },
    { ...entry('agreementTemplate', 'Registration agreement page'), hash: true },
    entry('home', 'Public marketing home', home, 'exact'),
    entry('about', 'About (images only)'),
    entry('calculator', 'Loan calculator', Calculator),
    entry('contact', 'Contact form'),
    entry('policy', 'Privacy policy in an embedded frame'),
    entry('loanImageAgreement', 'Image plus period loan agreement'),
    entry('privacyNotice', 'Privacy notice'),
    entry('periodAgreement', 'Period loan agreement'),
    entry('paymentDescription', 'Payment instructions (repayment description)'),
    entry('dag', 'Customer service (from the extension page)'),
    entry('complaintList', 'Complaint list'),
    entry('complaintForm', 'Complaint form'),
    entry('complaintDetail', 'Complaint detail'),
    entry('testPreview', 'Developer test page'),
    entry('terms', 'Loan terms and conditions'),
    entry('promotion', 'Promotion register page'),
    entry('confirmNew', 'Confirm loan (new-user variant)'),
    entry('confirmOfPeriod', 'Confirm loan (instalment-period variant)'),
    entry('confirmLoan', 'Confirm loan'),
    entry('loanDetail', 'Loan details'),
    entry('order', 'Order (same screen as loan details)'),
    entry('bindBank', 'Bind bank account'),
    entry('bindCard', 'Bind card'),
    entry('paymentInstructions', 'Payment instructions'),
    entry('jointLoginFail', 'Joint login failure'),
    entry('repayOrNot', 'Repay or not'),
    entry('recommendList', 'Recommend list'),
    entry('customerService', 'Customer service'),
    entry('repay', 'Repayment by bank card'),
    entry('repayDelay', 'Extension (delay) repayment'),
    entry('repayChoose', 'Instalment repayment'),
    entry('loanAgreement', 'Loan agreement'),
    entry('privacyPolicy', 'Privacy policy'),
    entry('aboutUs', 'About us'),
    entry('complaintSubmit', 'Complaint submit'),
    entry('complaint', 'Complaint entry: question type and order picker'),
    entry('product', 'Product'),
  ];
}
