// What the confirm and payment-instructions pages act on, read at the edge as ./page-values.ts
// reads the order (docs/decisions/0092-acted-on-values.md); apart so the other loan pages do not
// load these readers.
import { readChoice, readId, readMinorAmount } from '../lib/acted-on';
import { allUsable, type PageValues, type Query } from './page-values';

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
