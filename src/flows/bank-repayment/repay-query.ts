import { readId, readMinorAmount, readOptionalId, type Checked } from '../../lib/acted-on';
import type { PaymentParams } from '../../session';

// Read here, in the page's own chunk, so the readers add nothing to other pages' first load.
/** What the bank-card page acts on, read once at the edge (docs/decisions/0092, 0093). */
export interface RepayQuery {
  orderId: Checked<string>;
  /** Needed only to load the amount due when the query has no amount. */
  productId: Checked<string>;
  couponId: Checked<string>;
  /** null when the query has no `withholdingAmount` (opened from loan details): the page loads it; else as read ('' is missing). */
  withholdingAmount: Checked<string> | null;
  /** A session value, sent on as received (like the other common query values). */
  userId: string;
}

export function readRepayQuery(params: PaymentParams): RepayQuery {
  return {
    orderId: readId(params.orderId),
    productId: readId(params.productId),
    couponId: readOptionalId(params.couponId),
    withholdingAmount: params.withholdingAmount === null ? null : readMinorAmount(params.withholdingAmount),
    userId: params.userId,
  };
}
