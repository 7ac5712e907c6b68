// Every endpoint call site of the app, for the fault matrix (fault-matrix.test.tsx): which page
// makes the call, how a person gets it to, what they typed, and what the page shows when it works.
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { maintainsEndpoints, promotionEndpoints, repaymentEndpoints } from '../../src/api/endpoints';
import { legacyRepayBase, maintains, promotionBase } from '../../src/mocks/handlers/route';
import type { ScenarioName } from '../../src/mocks/scenarios';
import { demoCodes } from '../../src/mocks/store';
import BankRepaymentPage from '../../src/flows/bank-repayment/bank-repayment-page';
import ComplaintDetailPage from '../../src/flows/complaint/complaint-detail-page';
import ComplaintEntryPage from '../../src/flows/complaint/complaint-entry-page';
import ComplaintFormPage from '../../src/flows/complaint/complaint-form-page';
import ComplaintListPage from '../../src/flows/complaint/complaint-list-page';
import ConfirmLoanPage from '../../src/flows/confirm-loan/confirm-loan-page';
import PeriodAgreementPage from '../../src/flows/contract/contract-page';
import CustomerServicePage from '../../src/flows/customer-service/customer-service-page';
import ExtensionPage from '../../src/flows/extension/extension-page';
import InstalmentPage from '../../src/flows/instalment/instalment-page';
import LoanDetailsPage from '../../src/flows/loan-details/loan-details-page';
import PaymentInstructionsPage from '../../src/flows/payment-instructions/payment-instructions-page';
import RegisterPage from '../../src/flows/register/register-page';
import { editableField, enabledControl } from '../helpers/render-page';

/**
 * load: the page needs the answer to show anything (a failure must offer a retry).
 * action: a person's action sends it (a failure keeps what they typed and lets them try again).
 * track: best effort by design (a failure must go unnoticed: no message, the page keeps working).
 */
export type CallKind = 'load' | 'action' | 'track';

/** Envelope family: decides the business-failure and wrong-shape bodies. */
export type Family = 'maintains' | 'promotion' | 'repayment';

export interface EndpointCall {
  /** `family.key` of src/api/endpoints.ts. */
  endpoint: string;
  family: Family;
  kind: CallKind;
  method: 'GET' | 'POST';
  /** The MSW path matcher (any origin, like the demo backend's own handlers). */
  path: string;
  /** The page's route: path plus query (type=1: English). */
  route: string;
  page: ComponentType;
  /** Demo-backend scenarios the page needs to offer the action (e.g. the SMS step). */
  scenarios?: ScenarioName[];
  /** Gets the page to make the call (loads: mounting does; actions: fill the inputs, then act). */
  trigger: (user: UserEvent) => Promise<void>;
  /** Accessible name of an input -> what the person typed: still there after the failure. */
  typed: Readonly<Record<string, string>>;
  /** Whether the failure offers a way to try again. */
  retry: boolean;
  /** The control that tries again (loads: the generic Retry button when absent). */
  retryControl?: () => HTMLElement;
  /** Resolves once the page shows its content (loads after a retry, track calls after the trigger). */
  ready: () => Promise<unknown>;
  /** The page reads the answer's data (a wrong shape then is bad data, otherwise a bad code). */
  readsData: boolean;
}

const m = (endpoint: string) => `${maintains}${endpoint}`;
const promo = (endpoint: string) => `${promotionBase}/${endpoint}`;
const repay = (endpoint: string) => `${legacyRepayBase}/${endpoint}`;

const order = 'type=1&productId=7&orderId=240518001';
const repayQuery = 'type=1&orderId=240518001&productId=7&withholdingAmount=150000&couponId=C7&userId=U5';
const registerRoute = '/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring';
const complaintFormRoute = '/complainPageNext?type=1&problemType=2&orderNo=MX240518001';

const phone = '13912345678';
const complaintText = 'My SPEI payment from yesterday is not shown yet.';

const nothing = async () => undefined;
const button = (name: string | RegExp) => () => screen.getByRole('button', { name });

async function typeInto(user: UserEvent, label: string, value: string) {
  await user.type(await screen.findByLabelText(label), value);
}

/** Phone and image code typed, then "Get code". */
async function askForSms(user: UserEvent) {
  await typeInto(user, 'Mobile number', phone);
  await typeInto(user, 'Image code', demoCodes.captcha);
  await user.click(screen.getByRole('button', { name: 'Get code' }));
}

/** The whole registration: SMS asked for and received, code typed, "Register". */
async function register(user: UserEvent) {
  await askForSms(user);
  await screen.findByText('验证码已发送，请在手机上查看！');
  await typeInto(user, 'SMS code', demoCodes.sms);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

async function chooseCard(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: /BBVA México/ }));
}

async function writeComplaint(user: UserEvent) {
  await user.type(await complaintForm(), complaintText);
}

/** The confirm page shows its submit button inert while the offer loads: ready once it is enabled. */
const confirmReady = () => enabledControl(() => screen.getByRole('button', { name: 'Confirm loan' }));

/** The complaint form shows read-only while it loads: ready once it takes input. */
const complaintForm = () => editableField('Problem description');

const registerForm = () => screen.findByLabelText('Mobile number');
const cardList = () => screen.findByRole('group', { name: 'Choose a bank card' });

export const endpointCalls: readonly EndpointCall[] = [
  // Loan pages (shared helper, /v3).
  {
    endpoint: 'maintains.loanDetails',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.loanDetails),
    route: `/loan/detail?${order}`,
    page: LoanDetailsPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByRole('heading', { name: 'Loan details' }),
    readsData: true,
  },
  {
    endpoint: 'maintains.googleScore',
    family: 'maintains',
    kind: 'action',
    method: 'POST',
    path: m(maintainsEndpoints.googleScore),
    route: `/loan/detail?${order}`,
    page: LoanDetailsPage,
    scenarios: ['status-200'],
    trigger: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Rate the service' }));
      await user.click(screen.getByRole('radio', { name: '3 of 5 stars' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
    typed: {},
    retry: true,
    retryControl: button('Retry'),
    ready: () => screen.findByRole('heading', { name: 'Loan details' }),
    readsData: false,
  },
  {
    endpoint: 'maintains.loanConfirm',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.loanConfirm),
    route: '/loan/confirm?type=1&productId=7',
    page: ConfirmLoanPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: confirmReady,
    readsData: true,
  },
  {
    endpoint: 'maintains.loanPush',
    family: 'maintains',
    kind: 'action',
    method: 'POST',
    path: m(maintainsEndpoints.loanPush),
    route: '/loan/confirm?type=1&productId=7',
    page: ConfirmLoanPage,
    trigger: async (user) => {
      await user.click(await confirmReady());
    },
    typed: {},
    retry: true,
    retryControl: button('Retry'),
    ready: confirmReady,
    readsData: true,
  },
  {
    endpoint: 'maintains.contractDetail',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.contractDetail),
    route: '/agony?type=1&orderNo=MX240518001',
    page: PeriodAgreementPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('contract-address'),
    readsData: true,
  },
  // Repaying pages.
  {
    endpoint: 'maintains.instalmentPlan',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.instalmentPlan),
    route: `/repay/choose?${order}`,
    page: InstalmentPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('repay-amount'),
    readsData: true,
  },
  {
    endpoint: 'maintains.delayDetail',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.delayDetail),
    route: `/repay/delay?${order}`,
    page: ExtensionPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('delay-amount'),
    readsData: true,
  },
  {
    endpoint: 'maintains.generateVcode',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.generateVcode),
    route: `/carpmm?${order}&requestType=1&amount=112345&payCode=OXXO`,
    page: PaymentInstructionsPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('voucher-code'),
    readsData: true,
  },
  {
    endpoint: 'maintains.getWhatsapp',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.getWhatsapp),
    route: `/service?${order}`,
    page: CustomerServicePage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('service-phone'),
    readsData: true,
  },
  // Complaint pages.
  {
    endpoint: 'maintains.problemInit',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.problemInit),
    route: `/complaint?${order}`,
    page: ComplaintEntryPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByRole('heading', { name: 'Complaints and suggestions' }),
    readsData: true,
  },
  {
    endpoint: 'maintains.problemInit',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.problemInit),
    route: complaintFormRoute,
    page: ComplaintFormPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: complaintForm,
    readsData: true,
  },
  {
    endpoint: 'maintains.uploadProblemImage',
    family: 'maintains',
    kind: 'action',
    method: 'POST',
    path: m(maintainsEndpoints.uploadProblemImage),
    route: complaintFormRoute,
    page: ComplaintFormPage,
    trigger: async (user) => {
      await writeComplaint(user);
      await user.upload(screen.getByLabelText('Add image'), new File(['receipt'], 'receipt.png', { type: 'image/png' }));
    },
    typed: { 'Problem description': complaintText },
    retry: true,
    retryControl: () => screen.getByLabelText('Add image'),
    ready: complaintForm,
    readsData: true,
  },
  {
    endpoint: 'maintains.problemSave',
    family: 'maintains',
    kind: 'action',
    method: 'POST',
    path: m(maintainsEndpoints.problemSave),
    route: complaintFormRoute,
    page: ComplaintFormPage,
    trigger: async (user) => {
      await writeComplaint(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
    typed: { 'Problem description': complaintText },
    retry: true,
    retryControl: button('Submit'),
    ready: complaintForm,
    readsData: false,
  },
  {
    endpoint: 'maintains.problemList',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.problemList),
    route: '/complaintList?type=1',
    page: ComplaintListPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByRole('heading', { name: 'My complaints' }),
    readsData: true,
  },
  {
    endpoint: 'maintains.problemDetail',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.problemDetail),
    route: '/complainDetails?type=1&problemId=1000',
    page: ComplaintDetailPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('detail-content'),
    readsData: true,
  },
  // Promotion register page.
  {
    endpoint: 'promotion.channelTemplate',
    family: 'promotion',
    kind: 'load',
    method: 'GET',
    path: promo(promotionEndpoints.channelTemplate),
    route: registerRoute,
    page: RegisterPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: registerForm,
    readsData: true,
  },
  {
    endpoint: 'promotion.getSid',
    family: 'promotion',
    kind: 'load',
    method: 'GET',
    path: promo(promotionEndpoints.getSid),
    route: registerRoute,
    page: RegisterPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: registerForm,
    readsData: true,
  },
  {
    endpoint: 'promotion.trackVisit',
    family: 'promotion',
    kind: 'track',
    method: 'GET',
    path: promo(promotionEndpoints.trackVisit),
    route: registerRoute,
    page: RegisterPage,
    trigger: nothing,
    typed: {},
    retry: false,
    ready: registerForm,
    readsData: false,
  },
  {
    endpoint: 'promotion.getSms',
    family: 'promotion',
    kind: 'action',
    method: 'POST',
    path: promo(promotionEndpoints.getSms),
    route: registerRoute,
    page: RegisterPage,
    trigger: askForSms,
    typed: { 'Mobile number': phone, 'Image code': demoCodes.captcha },
    retry: true,
    retryControl: button('Get code'),
    ready: registerForm,
    readsData: false,
  },
  {
    endpoint: 'promotion.register',
    family: 'promotion',
    kind: 'action',
    method: 'POST',
    path: promo(promotionEndpoints.register),
    route: registerRoute,
    page: RegisterPage,
    trigger: register,
    typed: { 'Mobile number': phone, 'Image code': demoCodes.captcha, 'SMS code': demoCodes.sms },
    retry: true,
    retryControl: button('Register'),
    ready: registerForm,
    readsData: false,
  },
  {
    endpoint: 'promotion.trackClick',
    family: 'promotion',
    kind: 'track',
    method: 'GET',
    path: promo(promotionEndpoints.trackClick),
    route: registerRoute,
    page: RegisterPage,
    trigger: register,
    typed: {},
    retry: false,
    // Registration goes on: the success notice.
    ready: () => screen.findByText('注册成功'),
    readsData: false,
  },
  // Legacy repayment (bank card).
  {
    endpoint: 'repayment.way',
    family: 'repayment',
    kind: 'load',
    method: 'GET',
    path: repay(repaymentEndpoints.way),
    route: `/repay/card?${repayQuery}`,
    page: BankRepaymentPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: cardList,
    readsData: true,
  },
  {
    endpoint: 'repayment.commit',
    family: 'repayment',
    kind: 'action',
    method: 'POST',
    path: repay(repaymentEndpoints.commit),
    route: `/repay/card?${repayQuery}`,
    page: BankRepaymentPage,
    trigger: async (user) => {
      await chooseCard(user);
      await user.click(screen.getByRole('button', { name: 'Pay' }));
    },
    typed: {},
    retry: true,
    retryControl: button('Pay'),
    ready: cardList,
    readsData: true,
  },
  {
    endpoint: 'repayment.confirm',
    family: 'repayment',
    kind: 'action',
    method: 'POST',
    path: repay(repaymentEndpoints.confirm),
    route: `/repay/card?${repayQuery}`,
    page: BankRepaymentPage,
    scenarios: ['need-valid'],
    trigger: async (user) => {
      await chooseCard(user);
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await typeInto(user, 'Verification code', demoCodes.repaySms);
      await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    },
    typed: { 'Verification code': demoCodes.repaySms },
    retry: true,
    retryControl: button('Confirm payment'),
    ready: () => screen.findByLabelText('Verification code'),
    readsData: false,
  },
  {
    endpoint: 'repayment.huichao',
    family: 'repayment',
    kind: 'action',
    method: 'POST',
    path: repay(repaymentEndpoints.huichao),
    route: `/repay/card?${repayQuery}`,
    page: BankRepaymentPage,
    scenarios: ['repay-online'],
    trigger: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Pay online' }));
    },
    typed: {},
    retry: true,
    retryControl: button('Pay online'),
    ready: cardList,
    readsData: true,
  },
];
