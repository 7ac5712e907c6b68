// The register page's reload table (docs/decisions/0137): once a code is asked for, the form it was
// asked with and the time it left are kept for the tab, so a reload (the borrower reading the SMS in
// another app) counts on from the send, keeps the same captcha and sends no second code.
import type { SnapshotFrom } from 'xstate';
import type { ReloadSpec } from '../shared/reload';
import type { registerMachine } from './register.machine';
import type { RegisterKept } from './register.types';

type Snapshot = SnapshotFrom<typeof registerMachine>;

/** What the page keeps from the moment get-sms leaves until the flow ends. */
export interface RegisterSent extends RegisterKept {
  /** The captcha session the code was asked under. */
  sid: string;
  /** When get-sms was sent (ms since the epoch): the countdown counts from it. */
  sentAt: number;
  /** Its answer is not in yet: a reload counts it as sent. */
  sending: boolean;
}

const FORM_AGAIN =
  'the form as it was, with the phone and captcha a code was sent for; a message answered a tap made before the reload and is not shown again';

export const registerReload: ReloadSpec<Snapshot, RegisterSent> = {
  table: {
    loading: { brings: 'start', why: 'nothing was sent yet: the page loads again' },
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
      why: 'the code may have left: it is counted as sent (the countdown runs from the tap) and never asked for again by the reload',
    },
    'ready.form.registering': {
      brings: 'earlier',
      to: 'ready.form.editing.idle',
      why: 'its answer is lost with the page: the borrower taps Register again (the server answers 11 if it went through); the SMS code typed is not kept',
    },
    'ready.code': { brings: 'same' },
    'ready.code.idle': { brings: 'same' },
    'ready.code.countingDown': { brings: 'same', why: 'the seconds left, counted from the send, not from the reload' },
    registered: { brings: 'start', why: 'the flow ended: the download page is where it goes; opened again, the page starts afresh' },
    alreadyRegistered: { brings: 'start', why: 'the flow ended, as registered' },
    redirecting: { brings: 'start', why: 'the flow ended, as registered' },
  },
  keep(s, before, now) {
    if (s.matches('registered') || s.matches('alreadyRegistered') || s.matches('redirecting')) return null;
    const { phone, captcha, captchaVersion, sid } = s.context;
    if (s.matches({ ready: { form: 'sendingSms' } }))
      return before?.sending ? before : { phone, captcha, captchaVersion, sid, sentAt: now, sending: true };
    if (!before) return null;
    // The send was answered: counting means it went out; back to idle, it was refused or failed.
    if (before.sending) return s.matches({ ready: { code: 'countingDown' } }) ? { ...before, sending: false } : null;
    return before;
  },
};
