// Input rules of the spec (section 5, limits in section 9). No UI text here: callers map a failed
// rule to its catalogue message.

export const PHONE_MAX = 11;
export const CAPTCHA_MAX = 4;
export const SMS_CODE_MAX = 6;
export const REPAY_SMS_CODE_MIN = 6;
export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_IMAGES_MAX = 9;
export const RATING_MAX = 5;

/**
 * Cuts text to at most `max` UTF-16 units (what `value.length` and an input's maxLength count)
 * without splitting an emoji's surrogate pair. A negative or non-finite max gives ''.
 */
export function capLength(value: string, max: number): string {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : max > 0 ? value.length : 0;
  if (value.length <= limit) return value;
  const cut = value.slice(0, limit);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

const filled = (value: string) => value.trim() !== '';

/** Registration phone: 11 digits, the first 1, the second 3-9. */
export function isRegistrationPhone(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** Image captcha: required, at most 4 characters. */
export function isCaptcha(value: string): boolean {
  return filled(value) && value.length <= CAPTCHA_MAX;
}

/** Registration SMS code: required, at most 6 characters. */
export function isSmsCode(value: string): boolean {
  return filled(value) && value.length <= SMS_CODE_MAX;
}

/** Repayment SMS code: at least 6 characters (surrounding spaces do not count). */
export function isRepaymentSmsCode(value: string): boolean {
  return value.trim().length >= REPAY_SMS_CODE_MIN;
}

export type RegisterField = 'phone' | 'captcha' | 'smsCode';

/** First failing field when asking for an SMS code (phone, then captcha), or null. */
export function firstSmsRequestError(input: { phone: string; captcha: string }): RegisterField | null {
  if (!isRegistrationPhone(input.phone)) return 'phone';
  if (!isCaptcha(input.captcha)) return 'captcha';
  return null;
}

/** First failing field on register (phone, captcha, SMS code), or null. */
export function firstRegisterError(input: { phone: string; captcha: string; smsCode: string }): RegisterField | null {
  return firstSmsRequestError(input) ?? (isSmsCode(input.smsCode) ? null : 'smsCode');
}

export type ComplaintTextResult = { ok: true; value: string } | { ok: false; reason: 'empty' | 'tooLong' };

/** Complaint description: non-empty after trimming, at most 200 characters. */
export function checkComplaintText(value: string): ComplaintTextResult {
  if (!filled(value)) return { ok: false, reason: 'empty' };
  if (value.length > COMPLAINT_TEXT_MAX) return { ok: false, reason: 'tooLong' };
  return { ok: true, value };
}

export interface ContactForm {
  name: string;
  phone: string;
  email: string;
  remark: string;
}

/** Contact form: all four fields required (blank counts as missing). */
export function isContactComplete(form: ContactForm): boolean {
  return filled(form.name) && filled(form.phone) && filled(form.email) && filled(form.remark);
}

/** Calculator loan amount: ASCII digits only, at least one. */
export function isCalculatorAmount(value: string): boolean {
  return /^\d+$/.test(value);
}

/** A rating needs at least one star (whole stars, at most 5). */
export function isRatingGiven(stars: number): boolean {
  return Number.isInteger(stars) && stars >= 1 && stars <= RATING_MAX;
}

/** The image picker shows while fewer than 9 images are attached. */
export function canAddComplaintImage(count: number): boolean {
  return count < COMPLAINT_IMAGES_MAX;
}

/**
 * Appends an uploaded image URL unless 9 are attached already. The spec's source ignores an add only
 * above 9; since its picker hides at 9, the list here simply never exceeds 9.
 */
export function addComplaintImage(images: readonly string[], url: string): readonly string[] {
  return canAddComplaintImage(images.length) ? [...images, url] : images;
}

/** Complaint image list size rule: at most 9. */
export function isComplaintImageCountValid(count: number): boolean {
  return Number.isInteger(count) && count >= 0 && count <= COMPLAINT_IMAGES_MAX;
}
