import { isRecord } from '../../lib/record';
import { sessionKeep } from '../../lib/session-keep';
import { secondsLeft } from '../../../machines/shared/countdown';
import type { RegisterSent } from '../../../machines/register/register.reload';

/**
 * The register form kept for the tab's session (machines/register/register.reload.ts says what,
 * docs/decisions/0137): a reload, or a page the phone discarded while the borrower read the SMS,
 * comes back with the same phone, captcha (its session id and image), and the countdown counted from
 * the send, so no second code goes out before the spec's 60 s. Scoped per landing template.
 */
export interface SentCode extends RegisterSent {
  /** The page's captcha timestamp base (the image is `loadedAt + captchaVersion`). */
  loadedAt: number;
}

/** A sent code is brought back for this long; the session id and the code are stale after it. */
export const SENT_CODE_MAX_AGE_MS = 15 * 60 * 1000;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function parse(value: unknown): SentCode | null {
  if (!isRecord(value)) return null;
  const { phone, captcha, smsCode, captchaVersion, sid, loadedAt, sentAt, sending } = value;
  if (typeof phone !== 'string' || typeof captcha !== 'string' || typeof smsCode !== 'string' || typeof sid !== 'string') return null;
  if (typeof sending !== 'boolean' || !isNumber(captchaVersion) || !isNumber(loadedAt)) return null;
  if (sentAt !== null && !isNumber(sentAt)) return null;
  return { phone, captcha, smsCode, captchaVersion, sid, loadedAt, sentAt, sending };
}

const slot = sessionKeep('register.sentCode', parse);

/** The scope of a landing page: its template id. */
const scopeOf = (templateId: string | undefined) => templateId ?? '';

/** The code sent from this landing page in this tab, when fresh at `now`; a stale one is removed. */
export function readSentCode(templateId: string | undefined, now: number = Date.now()): SentCode | null {
  const kept = slot.read(scopeOf(templateId));
  if (!kept) return null;
  if (kept.sentAt !== null && (now - kept.sentAt > SENT_CODE_MAX_AGE_MS || kept.sentAt - now > 60_000)) {
    slot.clear(scopeOf(templateId));
    return null;
  }
  return kept;
}

export function keepSentCode(templateId: string | undefined, code: SentCode): void {
  slot.write(scopeOf(templateId), code);
}

/** The flow ended (registered, already registered) or the send was refused: nothing to bring back. */
export function forgetSentCode(templateId: string | undefined): void {
  slot.clear(scopeOf(templateId));
}

/** Seconds left at `now` on the countdown of the kept code (0: none was sent). */
export const sentCodeRemaining = (code: SentCode, now: number = Date.now()) => (code.sentAt === null ? 0 : secondsLeft(code.sentAt, now));
