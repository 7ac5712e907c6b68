// Registration input rules (SPEC section 5) as the register machine checks them. Kept beside the
// machine, which may not import runtime code from src/; src/lib/validators.ts states the same rules.

export const PHONE_MAX = 11;
export const CAPTCHA_MAX = 4;
export const SMS_CODE_MAX = 6;

export const isPhone = (value: string) => /^1[3-9]\d{9}$/.test(value);
export const isCaptcha = (value: string) => value.trim() !== '' && value.length <= CAPTCHA_MAX;
export const isSmsCode = (value: string) => value.trim() !== '' && value.length <= SMS_CODE_MAX;

/** What a field keeps of typed text: the first `max` characters. */
export const cap = (value: string, max: number) => value.slice(0, max);

/** The landing page's URL params (SPEC section 2); absent ones are left out. */
export interface RegisterParams {
  id?: string;
  app_from?: string;
  user_from?: string;
  utm_tag?: string;
  links_id?: string;
  down_id?: string;
  invite_code?: string;
  UC?: string;
}

export const REGISTER_PARAM_KEYS = ['id', 'app_from', 'user_from', 'utm_tag', 'links_id', 'down_id', 'invite_code', 'UC'] as const;

/** The outcome of get-sms and register: the machine branches on the code, shows the message. */
export interface Outcome {
  code: string;
  message: string;
}

export type NoticeKey =
  'phoneInvalid' | 'captchaInvalid' | 'smsCodeInvalid' | 'resendBlocked' | 'smsSent' | 'registered' | 'alreadyRegistered' | 'networkError';

/** A message the page shows: one of ours (by key) or the server's text. */
export type Notice = { tone: 'info' | 'error'; key: NoticeKey } | { tone: 'error'; server: string };
