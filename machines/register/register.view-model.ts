import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { RegisterEvent, registerMachine } from './register.machine';
import type { Notice } from './register.rules';

export type RegisterPhase = 'loading' | 'loadFailed' | 'form' | 'done';

/** What the register page shows, from its snapshot; the view words the notice and the load failure. */
export interface RegisterViewModel {
  phase: RegisterPhase;
  loadError: ApiError | null;
  phone: string;
  captcha: string;
  smsCode: string;
  /** The captcha image's session id and refresh count: the page turns them into the image's URL. */
  sid: string;
  captchaVersion: number;
  notice: Notice | null;
  /** Seconds left on the 'get code' button, or null when it reads 'get code'. */
  countdown: number | null;
  sendingSms: boolean;
  registering: boolean;
  /** Fields take typing only while the form is editing (not while a request is out). */
  editable: boolean;
  canSendSms: boolean;
  canSubmit: boolean;
}

export function selectRegisterView(s: SnapshotFrom<typeof registerMachine>): RegisterViewModel {
  const { context: c } = s;
  return {
    phase: s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : s.matches('ready') ? 'form' : 'done',
    loadError: c.loadError,
    phone: c.phone,
    captcha: c.captcha,
    smsCode: c.smsCode,
    sid: c.sid,
    captchaVersion: c.captchaVersion,
    notice: c.notice,
    countdown: s.matches({ ready: { code: 'countingDown' } }) ? c.remaining : null,
    sendingSms: s.matches({ ready: { form: 'sendingSms' } }),
    registering: s.matches({ ready: { form: 'registering' } }),
    editable: s.matches('loading') || s.matches({ ready: { form: 'editing' } }),
    canSendSms: s.can({ type: 'sms.send' }),
    canSubmit: s.can({ type: 'form.submit' }),
  };
}

/** What the visitor can do on the register page, as the events it sends. */
export function registerIntents(send: (event: RegisterEvent) => void) {
  return {
    onRetry: () => send({ type: 'page.retry' }),
    onPhoneChange: (value: string) => send({ type: 'phone.change', value }),
    onCaptchaChange: (value: string) => send({ type: 'captcha.change', value }),
    onSmsCodeChange: (value: string) => send({ type: 'smsCode.change', value }),
    onCaptchaRefresh: () => send({ type: 'captcha.refresh' }),
    onSendSms: () => send({ type: 'sms.send' }),
    onSubmit: () => send({ type: 'form.submit' }),
  };
}
