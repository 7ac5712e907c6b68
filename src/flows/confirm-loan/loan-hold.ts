// The confirm page's side of a held loan push (docs/decisions/0133): the record on the phone, its
// idempotency key, and what other tabs say of it, as the machine's events.
import { useState } from 'react';
import { toApiError, type LoanPushInput } from '../../api';
import { heldFor, holdLost, holdSent, readHeld, releaseHeld, tabId, watchHeld } from '../../lib/held-outcomes';
import { outcomeUnknown } from '../../../machines/shared/unknown-outcome';
import type { ConfirmLoanEvent } from '../../../machines/confirm-loan/confirm-loan.machine';

const orderOf = (orderId: string, productId: string) => (orderId === '' ? `product-${productId}` : orderId);

/**
 * How old the hold of a push kept for this order is, when the page loads (null: none). This tab's own
 * push found in flight was cut by the reload: its answer is lost now, for every tab.
 */
export function heldOnLoad(userId: string, orderId: string, productId: string): number | null {
  const order = orderOf(orderId, productId);
  const record = readHeld('loan', userId, order);
  if (record && record.sentAt !== null && record.lostAt === null && record.tab === tabId()) holdLost('loan', userId, order);
  return heldFor(readHeld('loan', userId, order));
}

/** The offer a key is for: the same offer keeps its key on every try. */
const offerOf = (input: LoanPushInput) => [input.productId, input.amount, input.periods, input.termUnit].join('|');

export function useLoanHold(userId: string, order: string) {
  const [hold] = useState(() => ({
    /** Sends the push with the offer's key, held on the phone until it is answered or settled. */
    async push<T>(input: LoanPushInput, send: (key: string) => Promise<T>): Promise<T> {
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
    },
    release: (taken: boolean) => releaseHeld('loan', userId, order, taken ? 'taken' : 'open'),
    /** What another tab does with the push, as the machine's events. */
    watch: (send: (event: ConfirmLoanEvent) => void) =>
      watchHeld('loan', userId, order, (record) => {
        const elapsed = heldFor(record);
        if (elapsed !== null) send({ type: 'hold.seen', elapsed });
        else if (record?.outcome === 'taken' || record?.outcome === 'open') send({ type: 'hold.cleared', taken: record.outcome === 'taken' });
      }),
  }));
  return hold;
}
