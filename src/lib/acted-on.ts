// Values a page acts on (sends to the server, or opens a page with), read once at the edge from
// wherever they come: the page query, the page before, storage (docs/decisions/0092-acted-on-values.md).
// Each reader gives a checkable value: the value itself, or why it cannot be used, so only the
// control that needs it stops, and says why. Same policy as server data (0067).

/** Why a value cannot be acted on: absent (or blank), or present but not usable. */
export type Unusable = 'missing' | 'unusable';

/** A value read for acting on: usable, or the reason it is not. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: Unusable };

const usable = <T>(value: T): Checked<T> => ({ ok: true, value });
const refused = (reason: Unusable): Checked<never> => ({ ok: false, reason });

/** Longest amount in minor units we send: 12 digits (under 10^10 of the currency). */
export const MAX_AMOUNT_DIGITS = 12;
/** Longest id or code we send on. */
export const MAX_ID_LENGTH = 64;

const MINOR_AMOUNT = new RegExp(`^[1-9]\\d{0,${MAX_AMOUNT_DIGITS - 1}}$`);
const ID = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_.-]{0,${MAX_ID_LENGTH - 1}}$`);

function present(raw: string | null | undefined): string | null {
  return raw === null || raw === undefined || raw.trim() === '' ? null : raw;
}

/**
 * An amount in minor units (SPEC 1: what the server holds and the payment endpoints take): a
 * positive whole number of at most 12 digits, written plainly. '0', '-5', '1e9', '1.005',
 * '150000.5', ' 100', '0100' and any other text are unusable.
 */
export function readMinorAmount(raw: string | null | undefined): Checked<string> {
  const value = present(raw);
  if (value === null) return refused('missing');
  return MINOR_AMOUNT.test(value) ? usable(value) : refused('unusable');
}

/** The same rule for an amount the server sent as a number or a string. */
export function checkMinorAmount(value: unknown): Checked<string> {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? readMinorAmount(String(value)) : refused('unusable');
  return typeof value === 'string' ? readMinorAmount(value) : refused('missing');
}

/**
 * An id or code sent on as it came (productId, orderId, orderNo, payCode, couponId, problemId):
 * letters, digits, '_', '.' and '-', starting with a letter or digit, at most 64 characters.
 */
export function readId(raw: string | null | undefined): Checked<string> {
  const value = present(raw);
  if (value === null) return refused('missing');
  return ID.test(value) ? usable(value) : refused('unusable');
}

/** An optional id: absent is fine (''), present must be an id. */
export function readOptionalId(raw: string | null | undefined): Checked<string> {
  return present(raw) === null ? usable('') : readId(raw);
}

/** One of a fixed set of values (requestType 1 or 2, a problem type the server listed). */
export function readChoice<T extends string>(raw: string | null | undefined, choices: readonly T[]): Checked<T> {
  const value = present(raw);
  if (value === null) return refused('missing');
  const found = choices.find((choice) => choice === value);
  return found === undefined ? refused('unusable') : usable(found);
}

/** The first value that cannot be used, with its name; null when all can. */
export function firstUnusable(values: Readonly<Record<string, Checked<unknown>>>): { name: string; reason: Unusable } | null {
  for (const [name, checked] of Object.entries(values)) if (!checked.ok) return { name, reason: checked.reason };
  return null;
}
