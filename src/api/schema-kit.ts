import * as z from 'zod/mini';
import '../lib/zod-jitless';
import { apiError } from './errors';

// Building blocks for response schemas, each built the first time a response needs it
// (docs/decisions/0051-short-tasks.md). Lenient where the server is loose (numbers sent as
// strings, null for "nothing", PHP arrays encoded as objects); strict where a wrong value would
// mislead a borrower (amounts, codes, URLs we navigate to).

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
const INTEGER = /^\s*-?\d+\s*$/;
const numericString = z.lazy(() => z.string().check(z.regex(NUMERIC, 'not a number')));

/** Display text: string, number or boolean as a string; null or missing becomes ''. */
export const text = z.lazy(() =>
  z._default(
    z.pipe(
      z.nullable(z.union([z.string(), z.number(), z.boolean()])),
      z.transform((v: string | number | boolean | null) => (v === null ? '' : String(v))),
    ),
    '',
  ),
);

/** A required code or id (response code, orderNo, payCode...) as a trimmed, non-empty string. */
export const scalar = z.lazy(() =>
  z.pipe(
    z.union([z.string().check(z.regex(/\S/, 'empty')), z.number()]),
    z.transform((v: string | number) => String(v).trim()),
  ),
);

/** A required integer, sent as a number or an integer string. */
export const integer = z.lazy(() =>
  z.pipe(
    z.union([z.int(), z.string().check(z.regex(INTEGER, 'not an integer'))]),
    z.transform((v: number | string) => Number(v)),
  ),
);

/** A required amount in minor units: a number or a numeric string, nothing else. */
export const money = z.lazy(() =>
  z.pipe(
    z.union([z.number(), numericString]),
    z.transform((v: number | string) => Number(v)),
  ),
);

/** An amount that may be absent: null, '' or missing give null; anything present must be numeric. */
export const optionalMoney = z.lazy(() =>
  z._default(
    z.pipe(
      z.nullable(z.union([z.number(), numericString, z.literal('')])),
      z.transform((v: number | string | null) => (v === null || v === '' ? null : Number(v))),
    ),
    null,
  ),
);

/** A 0/1 style flag as a number; missing, null or '' give 0. */
export const flag = z.lazy(() =>
  z._default(
    z.pipe(
      z.nullable(z.union([z.number(), z.boolean(), numericString, z.literal('')])),
      z.transform((v: number | boolean | string | null) => (v === null || v === '' ? 0 : Number(v))),
    ),
    0,
  ),
);

/** A URL we act on (navigate, redirect): a non-empty string. */
export const url = z.lazy(() => z.string().check(z.minLength(1, 'empty URL')));

/** A URL that may be absent: a string, or null/missing as ''. Numbers are rejected. */
export const optionalUrl = z.lazy(() =>
  z._default(
    z.pipe(z.nullable(z.string()), z.transform((v: string | null) => v ?? '')),
    '',
  ),
);

/** An array that may be missing, null, or a PHP array encoded as an object; always an array. */
export function list<T extends z.ZodMiniType>(item: T) {
  return z._default(
    z.pipe(
      z.nullable(z.union([z.array(item), z.record(z.string(), item)])),
      z.transform((v: z.output<T>[] | Record<string, z.output<T>> | null): z.output<T>[] =>
        v === null ? [] : Array.isArray(v) ? v : Object.values(v),
      ),
    ),
    [],
  );
}

/** An object that may be missing or null, replaced by a fresh `fallback()` (no shared instance). */
export function orDefault<T extends z.ZodMiniType>(schema: T, fallback: () => z.output<T>) {
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v: z.output<T> | null | undefined): z.output<T> => v ?? fallback()),
  );
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
