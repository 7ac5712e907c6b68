// The bank-card page's side of a payment held while its outcome is unknown (docs/decisions/0133): the
// record on the phone with the payment's idempotency key, the order read fresh, and what other tabs
// say. Loaded once the page is on screen and before a commit leaves, out of the page's first load.
import { fetchLoanDetails, toApiError, type ApiClients } from '../../api';
import { idempotencyHeaders } from '../../api/idempotency';
import { heldFor, holdLost, holdSent, readHeld, releaseHeld, tabId } from '../../lib/held-outcomes';
import { outcomeUnknown } from '../../../machines/shared/unknown-outcome';
import type { BankRepaymentEvent } from '../../../machines/bank-repayment/bank-repayment.machine';

/** The settled order status (SPEC 4): the order shows the payment made. */
const SETTLED = 200;

/** Sends a commit or confirm of `of` with its key, held on the phone until it is answered. */
export async function sendHeld<T>(
  api: ApiClients,
  userId: string,
  orderId: string,
  of: string,
  send: (headers: Record<string, string>) => Promise<T>,
) {
  const key = holdSent('repay', userId, orderId, of);
  try {
    const answer = await send(idempotencyHeaders(key, api.baseUrl));
    releaseHeld('repay', userId, orderId, 'answered');
    return answer;
  } catch (reason) {
    const error = toApiError(reason);
    if (outcomeUnknown(error)) holdLost('repay', userId, orderId);
    else releaseHeld('repay', userId, orderId, 'answered');
    throw error;
  }
}

/** How old the hold of a payment of this order is when the page loads; this tab's own, cut by the reload, is lost now. */
export function heldOnLoad(userId: string, orderId: string): number | null {
  const record = readHeld('repay', userId, orderId);
  if (record && record.sentAt !== null && record.lostAt === null && record.tab === tabId()) holdLost('repay', userId, orderId);
  return heldFor(readHeld('repay', userId, orderId));
}

/** The order read now (never an answer sent ahead or kept): paid once it shows settled. */
export async function readRepayment(api: ApiClients, productId: string, orderId: string, signal: AbortSignal) {
  const details = await fetchLoanDetails(api, { productId, orderId }, { signal, fresh: true });
  return { paid: details.orderStatus === SETTLED };
}

export const releaseRepay = (userId: string, orderId: string, paid: boolean) => releaseHeld('repay', userId, orderId, paid ? 'taken' : 'open');

/** What another tab did with a payment of this order, as the machine's event (none when nothing changed for it). */
export function heardRepay(userId: string, orderId: string, send: (event: BankRepaymentEvent) => void): void {
  const record = readHeld('repay', userId, orderId);
  const elapsed = heldFor(record);
  if (elapsed !== null) send({ type: 'hold.seen', elapsed });
  else if (record?.outcome === 'taken' || record?.outcome === 'open') send({ type: 'hold.cleared', taken: record.outcome === 'taken' });
}
