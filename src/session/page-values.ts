// What each page acts on, read once from its query at the edge, before its machine starts
// (docs/decisions/0092-acted-on-values.md). A page gives its machine only values read here; one
// that is missing or unusable stops the control that needs it, and the page says which and why.
import { readId, type Checked, type Unusable } from '../lib/acted-on';

/** The name of a value a page acts on, as the message catalogue names it ('value.name.<name>'). */
export type ValueName = 'productId' | 'orderId' | 'amount' | 'payCode' | 'requestType' | 'problemId' | 'problemType' | 'problemSonType' | 'orderNo';

/** A value that cannot be acted on: which one, and why. */
export interface RefusedValue {
  name: ValueName;
  reason: Unusable;
}

/** Every value a control needs, usable, or the first that is not. */
export type PageValues<T> = { ok: true; value: T } | { ok: false; refused: RefusedValue };

/** All of `values` usable, in the order given, or the first that is not (its name and why). */
export function allUsable<T extends { [P in keyof T]: P extends ValueName ? unknown : never }>(values: {
  [P in keyof T]: Checked<T[P]>;
}): PageValues<T> {
  const entries: [string, unknown][] = [];
  for (const [name, checked] of Object.entries<Checked<unknown>>(values)) {
    // T's keys are value names (its constraint), which Object.entries types as string.
    // eslint-disable-next-line no-restricted-syntax -- the key of a T (docs/decisions/0113-no-casts.md)
    if (!checked.ok) return { ok: false, refused: { name: name as ValueName, reason: checked.reason } };
    entries.push([name, checked.value]);
  }
  // Every key of `values` with its checked value: a T, which Object.fromEntries cannot type.
  // eslint-disable-next-line no-restricted-syntax -- rebuilt from T's own entries (docs/decisions/0113-no-casts.md)
  return { ok: true, value: Object.fromEntries(entries) as T };
}

export type Query = Readonly<Record<string, string | undefined>>;

/** The order a loan or repaying page loads: productId and orderId, both required. */
export function orderValues(query: Query): PageValues<{ productId: string; orderId: string }> {
  return allUsable({ productId: readId(query.productId), orderId: readId(query.orderId) });
}
