import type { OrderInput } from '../../../api/loan';
import type { Session } from '../../../session';

/** The order a repaying page loads: the session's productId and orderId. */
export function orderInputOf(session: Session): OrderInput {
  return { productId: session.commonQuery.productId ?? '', orderId: session.commonQuery.orderId ?? '' };
}
