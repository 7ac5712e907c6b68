// What each page acts on, read once from its query at the edge, before its machine starts
// (docs/decisions/0092-acted-on-values.md). A page gives its machine only values read here; one
// that is missing or unusable stops the control that needs it, and the page says which and why.
import { readId, readMinorAmount, readChoice, type Checked, type Unusable } from '../lib/acted-on';

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
    if (!checked.ok) return { ok: false, refused: { name: name as ValueName, reason: checked.reason } };
    entries.push([name, checked.value]);
  }
  return { ok: true, value: Object.fromEntries(entries) as T };
}

type Query = Readonly<Record<string, string | undefined>>;

/** The order a loan or repaying page loads: productId and orderId, both required. */
export function orderValues(query: Query): PageValues<{ productId: string; orderId: string }> {
  return allUsable({ productId: readId(query.productId), orderId: readId(query.orderId) });
}

/** The offer confirm loan loads: productId (the old `product_id` spelling when productId is absent). */
export function confirmValues(query: Query): PageValues<{ productId: string }> {
  return allUsable({ productId: readId(query.productId ?? query.product_id) });
}

export const REQUEST_TYPES = ['1', '2'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** The payment code a payment-instructions link asks for: order, amount in minor units, channel and type. */
export function voucherValues(
  query: Query,
): PageValues<{ productId: string; orderId: string; amount: string; payCode: string; requestType: RequestType }> {
  return allUsable({
    productId: readId(query.productId),
    orderId: readId(query.orderId),
    amount: readMinorAmount(query.amount),
    payCode: readId(query.payCode),
    requestType: readChoice(query.requestType, REQUEST_TYPES),
  });
}
