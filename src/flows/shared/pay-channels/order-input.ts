import type { OrderInput } from '../../../api/loan';
import type { Session } from '../../../session';
import { orderValues, type PageValues } from '../../../session/page-values';

/** The order a repaying page loads: the session's productId and orderId, checked (decision 0092). */
export function orderInputOf(session: Session): PageValues<OrderInput> {
  return orderValues(session.commonQuery);
}
