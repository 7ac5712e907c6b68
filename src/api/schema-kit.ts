import * as z from 'zod/mini';
import '../lib/zod-jitless';
import { apiError } from './errors';
import { isRecord } from '../lib/record';

// Building blocks for response schemas, each built the first time a response needs it
// (docs/decisions/0051-short-tasks.md). The reading policy (docs/decisions/0067-tolerant-reading.md):
// a field that is only shown accepts any value and never fails; a field the app acts on is read
// into a value the acting code can check ('' or null when unusable), so only that control stops;
// lists and objects read "", null or missing as empty and leave out an item they cannot read.
// `scalar` and `url` stay strict for the few fields a page or an answer cannot do without.

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
const INTEGER = /^\s*-?\d+\s*$/;

/** A shown amount: minor units as a number when numeric, any other non-empty text as sent, else ''. */
export type Amount = number | string;

function readText(v: unknown): string {
  if (typeof v === 'string') return v;
  return typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
}

function readAmount(v: unknown): Amount {
  if (typeof v === 'number') return Number.isFinite(v) ? v : '';
  if (typeof v === 'string') return NUMERIC.test(v) ? Number(v) : v.trim() === '' ? '' : v;
  return '';
}

/** A field read by `read`, whatever the server sent; missing (undefined) gives `fallback()`. Never fails. */
function tolerant<T>(read: (v: unknown) => T, fallback: () => T) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((v: unknown): T => (v === undefined ? fallback() : read(v))),
  );
}

/** Display text: string, number or boolean as a string; anything else (null, missing, an object) ''. */
export const text = z.lazy(() => tolerant(readText, () => ''));

/** A code or id the app sends on or acts on, trimmed; '' when unusable (the control checks). */
export const optionalScalar = z.lazy(() =>
  tolerant(
    (v) => readText(v).trim(),
    () => '',
  ),
);

/** A required code or id (envelope code, list item ids, the voucher code): strict. */
export const scalar = z.lazy(() =>
  z.pipe(
    z.union([z.string().check(z.regex(/\S/, 'empty')), z.number()]),
    z.transform((v: string | number) => String(v).trim()),
  ),
);

/** An integer such as a status: a number or an integer string; null when unreadable. */
export const integer = z.lazy(() =>
  tolerant(
    (v): number | null => {
      if (typeof v === 'number') return Number.isInteger(v) ? v : null;
      return typeof v === 'string' && INTEGER.test(v) ? Number(v) : null;
    },
    () => null,
  ),
);

/**
 * An amount in minor units (SPEC 1): a number or numeric string as a number; any other text
 * unchanged, to be shown as sent ("N/D"); null, missing or an object ''. Code that sends an amount
 * on checks `typeof amount === 'number'`.
 */
export const money = z.lazy(() => tolerant(readAmount, (): Amount => ''));

/** An amount whose absence hides its row: null, '' or missing give null; otherwise as `money`. */
export const optionalMoney = z.lazy(() =>
  tolerant(
    (v): Amount | null => {
      const amount = readAmount(v);
      return amount === '' ? null : amount;
    },
    () => null,
  ),
);

/** A 0/1 style flag as a number; anything unreadable (null, '', "N/D", missing) reads 0, the off branch. */
export const flag = z.lazy(() =>
  tolerant(
    (v) => {
      if (typeof v === 'boolean') return v ? 1 : 0;
      if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
      return typeof v === 'string' && NUMERIC.test(v) ? Number(v) : 0;
    },
    () => 0,
  ),
);

/** A URL in an answer the app follows at once (a redirect): a non-empty string, strict. */
export const url = z.lazy(() => z.string().check(z.minLength(1, 'empty URL')));

/** A URL shown or followed later: a string, anything else ''. The allow-list checks it before use. */
export const optionalUrl = z.lazy(() =>
  tolerant(
    (v) => (typeof v === 'string' ? v : ''),
    () => '',
  ),
);

/**
 * A list: an array, or a PHP array encoded as an object; "", null, missing or anything else is
 * empty. An item `item` cannot read is left out; the others stay.
 */
export function list<T extends z.ZodMiniType>(item: T) {
  return tolerant(
    (v): z.output<T>[] => {
      const items = Array.isArray(v) ? v : isRecord(v) ? Object.values(v) : [];
      const out: z.output<T>[] = [];
      for (const entry of items) {
        const read = z.safeParse(item, entry);
        if (read.success) out.push(read.data);
      }
      return out;
    },
    () => [],
  );
}

/** An object that may be missing, null or unreadable, replaced by a fresh `fallback()`. */
export function orDefault<T extends z.ZodMiniType>(schema: T, fallback: () => z.output<T>) {
  return tolerant((v): z.output<T> => {
    const read = v === undefined || v === null ? null : z.safeParse(schema, v);
    return read?.success ? read.data : fallback();
  }, fallback);
}

export const textRow = z.lazy(() => z.object({ text, value: text }));
export const titleValue = z.lazy(() => z.object({ title: text, value: text }));
export type TextRow = z.output<typeof textRow>;
export type TitleValue = z.output<typeof titleValue>;

/** Parses or throws ApiError 'badBody' naming the first few wrong fields. */
export function parseBody<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const detail = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw apiError({ kind: 'badBody', detail }, result.error);
}
