// The confirm page's side of a held loan push (docs/decisions/0133): the record on the phone, its
// idempotency key, and what other tabs say of it, as the machine's events. Loaded when a record may
// stand, another tab speaks, or Confirm is tapped: out of the page's first load.
import { apiError, toApiError, type LoanPushInput } from '../../api';
import { heldFor, holdLost, holdSent, readHeld, releaseHeld, tabId } from '../../lib/held-outcomes';
import { outcomeUnknown } from '../../../machines/shared/unknown-outcome';
import type { ConfirmLoanEvent } from '../../../machines/confirm-loan/confirm-loan.machine';

/**
 * How old the hold of a push kept for this order is, when the page loads (null: none). This tab's own
 * push found in flight was cut by the reload: its answer is lost now, for every tab.
 */
export function heldOnLoad(userId: string, order: string): number | null {
  const record = readHeld('loan', userId, order);
  if (record && record.sentAt !== null && record.lostAt === null && record.tab === tabId()) holdLost('loan', userId, order);
  return heldFor(readHeld('loan', userId, order));
}

/** The offer a key is for: the same offer keeps its key on every try. */
const offerOf = (input: LoanPushInput) => [input.productId, input.amount, input.periods, input.termUnit].join('|');

/** Sends the push with the offer's key, held on the phone until it is answered or settled; never while one stands. */
export async function pushHeld<T>(userId: string, order: string, input: LoanPushInput, send: (key: string) => Promise<T>): Promise<T> {
  // Another tab's push (or one before a reload) stands: nothing is sent; the page holds and reads the order.
  if (heldFor(readHeld('loan', userId, order)) !== null) throw apiError({ kind: 'network' });
  const key = holdSent('loan', userId, order, offerOf(input));
  try {
    const answer = await send(key);
    releaseHeld('loan', userId, order, 'taken');
    return answer;
  } catch (reason) {
    const error = toApiError(reason);
    if (outcomeUnknown(error)) holdLost('loan', userId, order);
    else releaseHeld('loan', userId, order, 'answered');
    throw error;
  }
}

export const releaseLoan = (userId: string, order: string, taken: boolean) => releaseHeld('loan', userId, order, taken ? 'taken' : 'open');

/** What another tab did with the push, as the machine's event (none when nothing changed for it). */
export function heardLoan(userId: string, order: string, send: (event: ConfirmLoanEvent) => void): void {
  const record = readHeld('loan', userId, order);
  const elapsed = heldFor(record);
  if (elapsed !== null) send({ type: 'hold.seen', elapsed });
  else if (record?.outcome === 'taken' || record?.outcome === 'open') send({ type: 'hold.cleared', taken: record.outcome === 'taken' });
}
