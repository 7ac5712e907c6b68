import type { SnapshotFrom } from 'xstate';
import type { registerMachine } from './register.machine';

type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

export type RegisterPhase = 'loading' | 'loadFailed' | 'form' | 'done';

export const selectPhase = (s: RegisterSnapshot): RegisterPhase =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : s.matches('ready') ? 'form' : 'done';
export const selectLoadError = (s: RegisterSnapshot) => s.context.loadError;
export const selectPhone = (s: RegisterSnapshot) => s.context.phone;
export const selectCaptcha = (s: RegisterSnapshot) => s.context.captcha;
export const selectSmsCode = (s: RegisterSnapshot) => s.context.smsCode;
export const selectSid = (s: RegisterSnapshot) => s.context.sid;
export const selectCaptchaVersion = (s: RegisterSnapshot) => s.context.captchaVersion;
export const selectNotice = (s: RegisterSnapshot) => s.context.notice;
/** Seconds left on the 'get code' button, or null when it reads 'get code'. */
export const selectCountdown = (s: RegisterSnapshot) => (s.matches({ ready: { code: 'countingDown' } }) ? s.context.remaining : null);
export const selectSendingSms = (s: RegisterSnapshot) => s.matches({ ready: { form: 'sendingSms' } });
export const selectRegistering = (s: RegisterSnapshot) => s.matches({ ready: { form: 'registering' } });
/** Fields take typing only while the form is editing (not while a request is out). */
export const selectEditable = (s: RegisterSnapshot) => s.matches('loading') || s.matches({ ready: { form: 'editing' } });
