import { checkMinorAmount } from '../../lib/acted-on';
import type { AmountAnswer, AmountInput } from '../../../machines/bank-repayment/bank-repayment.types';

/** Loads the order's amount due (the instalment plan's `repayAmount`, as the server sent it). */
export type LoadAmountDue = (order: { productId: string; orderId: string }) => Promise<unknown>;

/**
 * What Pay carries besides the card (docs/decisions/0093-bank-card-amount.md): the coupon, then the
 * query's amount, or the amount due loaded for the order when the query has none. A value that
 * cannot be used is answered with its name and nothing is sent with it; a failed load rejects.
 */
export async function amountToPay(input: AmountInput, loadAmountDue: LoadAmountDue): Promise<AmountAnswer> {
  const { couponId, source } = input;
  if (!couponId.ok) return { ok: false, value: 'couponId', reason: couponId.reason };
  if (source.from === 'query') {
    return source.amount.ok
      ? { ok: true, amount: source.amount.value, couponId: couponId.value }
      : { ok: false, value: 'withholdingAmount', reason: source.amount.reason };
  }
  if (!source.productId.ok) return { ok: false, value: 'productId', reason: source.productId.reason };
  const due = checkMinorAmount(await loadAmountDue({ productId: source.productId.value, orderId: input.orderId }));
  return due.ok ? { ok: true, amount: due.value, couponId: couponId.value } : { ok: false, value: 'repayAmount', reason: due.reason };
}
