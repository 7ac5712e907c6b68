// The register machine's context, events and call inputs (machines/register/register.machine.ts).
import type { ApiError } from '../../src/api/errors';
import { SMS_COUNTDOWN_SECONDS, type CountdownTick } from '../shared/countdown';
import type { Notice, RegisterParams } from './register.rules';

export interface LandingPage {
  sid: string;
  /**
   * Seconds left of the countdown of a code sent before the page was reloaded (counted from when it
   * was sent, docs/decisions/0137); absent or 0 when none runs.
   */
  remaining?: number;
}

/** What the page brings back after a reload: the form as it was left, with the same captcha image. */
export interface RegisterKept {
  phone: string;
  captcha: string;
  smsCode: string;
  captchaVersion: number;
}

/** The machine's input: the link's params and, after a reload, what the page kept. */
export interface RegisterStart {
  params: RegisterParams;
  kept?: RegisterKept | null;
}

export interface RegisterContext {
  params: RegisterParams;
  sid: string;
  phone: string;
  captcha: string;
  smsCode: string;
  /** Seconds left on the 'get code' button while the countdown runs. */
  remaining: number;
  /** Bumped on each captcha refresh; the page turns it into a new image timestamp. */
  captchaVersion: number;
  notice: Notice | null;
  loadError: ApiError | null;
}

export type RegisterEvent =
  | { type: 'page.retry' }
  | { type: 'phone.change'; value: string }
  | { type: 'captcha.change'; value: string }
  | { type: 'smsCode.change'; value: string }
  | { type: 'captcha.refresh' }
  | { type: 'sms.send' }
  | { type: 'form.submit' }
  | { type: 'sms.sent' }
  | CountdownTick;

export interface SmsInput {
  phone: string;
  capcode: string;
  sid: string;
  params: RegisterParams;
}

export interface RegisterInput extends SmsInput {
  smsCode: string;
}

/** The context on entry: nothing typed (or, after a reload, the form as the code was sent for), no session id yet. */
export function initialContext(params: RegisterParams, kept?: RegisterKept | null): RegisterContext {
  return {
    params,
    sid: '',
    phone: kept?.phone ?? '',
    captcha: kept?.captcha ?? '',
    smsCode: kept?.smsCode ?? '',
    remaining: SMS_COUNTDOWN_SECONDS,
    captchaVersion: kept?.captchaVersion ?? 0,
    notice: null,
    loadError: null,
  };
}
