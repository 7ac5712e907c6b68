// The register page's reload table (docs/decisions/0137): the form as it was left, with the same
// captcha (its session id and image), is kept for the tab once the page has loaded; once a code is
// asked for, so is when it left. A reload (the borrower reading the SMS in another app) brings the
// form back, counts on from the send and sends no second code.
import type { SnapshotFrom } from 'xstate';
import type { ReloadSpec } from '../shared/reload';
import type { registerMachine } from './register.machine';
import type { RegisterKept } from './register.types';

type Snapshot = SnapshotFrom<typeof registerMachine>;

/** What the page keeps from the first load until the flow ends. */
export interface RegisterSent extends RegisterKept {
  /** The captcha session the form (and its code) belongs to. */
  sid: string;
  /** When get-sms was last sent (ms since the epoch), the countdown counts from it; null: none. */
  sentAt: number | null;
  /** Its answer is not in yet: a reload counts it as sent. */
  sending: boolean;
}

const FORM_AGAIN = 'the form as it was left, with the same captcha; a message answered a tap made before the reload and is not shown again';

export const registerReload: ReloadSpec<Snapshot, RegisterSent> = {
  table: {
    loading: { brings: 'start', why: 'nothing but the first load: the page loads again (a form kept before it comes back with it)' },
    loadFailed: { brings: 'start', why: 'the page loads again, which is the retry' },
    ready: { brings: 'same' },
    'ready.form': { brings: 'same' },
    'ready.form.editing': { brings: 'same' },
    'ready.form.editing.idle': { brings: 'same', why: FORM_AGAIN },
    'ready.form.editing.phoneInvalid': { brings: 'earlier', to: 'ready.form.editing.idle', why: FORM_AGAIN },
    'ready.form.editing.captchaInvalid': { brings: 'earlier', to: 'ready.form.editing.idle', why: FORM_AGAIN },
    'ready.form.editing.smsCodeInvalid': { brings: 'earlier', to: 'ready.form.editing.idle', why: FORM_AGAIN },
    'ready.form.editing.resendBlocked': { brings: 'earlier', to: 'ready.form.editing.idle', why: FORM_AGAIN },
    'ready.form.editing.notified': { brings: 'earlier', to: 'ready.form.editing.idle', why: FORM_AGAIN },
    'ready.form.sendingSms': {
      brings: 'earlier',
      to: 'ready.form.editing.idle',
      with: ['ready.code.countingDown'],
      why: 'the code may have left: it counts as sent (the countdown runs from the tap), and the reload never asks for it again',
    },
    'ready.form.registering': {
      brings: 'earlier',
      to: 'ready.form.editing.idle',
      why: 'its answer is lost with the page: the form comes back filled in and the borrower taps Register again (the server answers 11 if it went through)',
    },
    'ready.code': { brings: 'same' },
    'ready.code.idle': { brings: 'same' },
    'ready.code.countingDown': { brings: 'same', why: 'the seconds left, counted from the send, not from the reload' },
    registered: {
      brings: 'start',
      why: 'the flow ended and nothing is kept: the download page is where it goes; opened again, the page starts afresh',
    },
    alreadyRegistered: { brings: 'start', why: 'the flow ended, as registered' },
    redirecting: { brings: 'start', why: 'the flow ended, as registered' },
  },
  keep(s, before, now) {
    if (s.matches('registered') || s.matches('alreadyRegistered') || s.matches('redirecting')) return null;
    if (!s.matches('ready')) return before;
    const { phone, captcha, smsCode, captchaVersion, sid } = s.context;
    const form = { phone, captcha, smsCode, captchaVersion, sid };
    if (s.matches({ ready: { form: 'sendingSms' } })) return { ...form, sentAt: before?.sending ? before.sentAt : now, sending: true };
    // The send was answered: counting means it went out; otherwise it was refused or failed.
    const counting = s.matches({ ready: { code: 'countingDown' } });
    const sentAt = before?.sending && !counting ? null : (before?.sentAt ?? null);
    return { ...form, sentAt, sending: false };
  },
};
