// The shape of an endpoint call site and the helpers the families of tests/reliability/endpoints/ share.
import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { legacyRepayBase, maintains, promotionBase } from '../../../src/mocks/handlers/route';
import type { ScenarioName } from '../../../src/mocks/scenarios';
import { demoCodes } from '../../../src/mocks/store';
import { editableField, enabledControl } from '../../helpers/render-page';

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
  /** Whether a way to try again is offered; a function of the fault where it depends on it (a payment held offers none, docs/decisions/0133). */
  retry: boolean | ((fault: 'network' | 'timeout' | 'http500' | 'notJson' | 'wrongShape' | 'business') => boolean);
  /** The control that tries again (loads: the generic Retry button when absent). */
  retryControl?: () => HTMLElement;
  /** Resolves once the page shows its content (track calls after the trigger). */
  ready: () => Promise<unknown>;
  /** Loads: resolves once data only the answer carries is on screen (a retry is proven by it). */
  retried?: () => Promise<unknown>;
  /** The page reads the answer's data (a wrong shape then is bad data, otherwise a bad code). */
  readsData: boolean;
}

export const m = (endpoint: string) => `${maintains}${endpoint}`;
export const promo = (endpoint: string) => `${promotionBase}/${endpoint}`;
export const repay = (endpoint: string) => `${legacyRepayBase}/${endpoint}`;

export const order = 'type=1&productId=7&orderId=240518001';
export const repayQuery = 'type=1&orderId=240518001&productId=7&withholdingAmount=150000&couponId=C7&userId=U5';
export const registerRoute = '/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring';
export const complaintFormRoute = '/complainPageNext?type=1&problemType=2&orderNo=MX240518001';

export const phone = '13912345678';
export const complaintText = 'My SPEI payment from yesterday is not shown yet.';

export const nothing = async () => undefined;

/** Resolves once the element `testId` shows `text` (a value of the demo backend's answer). */
export const shownIn = (testId: string, text: string) => () => waitFor(() => expect(screen.getByTestId(testId)).toHaveTextContent(text));
export const button = (name: string | RegExp) => () => screen.getByRole('button', { name });

export async function typeInto(user: UserEvent, label: string, value: string) {
  await user.type(await screen.findByLabelText(label), value);
}

/** Phone and image code typed, then "Get code". */
export async function askForSms(user: UserEvent) {
  await typeInto(user, 'Mobile number', phone);
  await typeInto(user, 'Image code', demoCodes.captcha);
  await user.click(screen.getByRole('button', { name: 'Get code' }));
}

/** The whole registration: SMS asked for and received, code typed, "Register". */
export async function register(user: UserEvent) {
  await askForSms(user);
  await screen.findByText('验证码已发送，请在手机上查看！');
  await typeInto(user, 'SMS code', demoCodes.sms);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

export async function chooseCard(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: /BBVA México/ }));
}

export async function writeComplaint(user: UserEvent) {
  await user.type(await complaintForm(), complaintText);
}

/** The confirm page shows its submit button inert while the offer loads: ready once it is enabled. */
export const confirmReady = () => enabledControl(() => screen.getByRole('button', { name: 'Confirm loan' }));

/** The complaint form shows read-only while it loads: ready once it takes input. */
export const complaintForm = () => editableField('Problem description');

export const registerForm = () => screen.findByLabelText('Mobile number');
export const cardList = () => screen.findByRole('group', { name: 'Choose a bank card' });
