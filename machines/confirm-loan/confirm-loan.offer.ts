import type { LoanConfirm } from '../../src/api/loan';

/**
 * Whether the offer holds what the push sends back: a numeric amount and a period count
 * (docs/decisions/0067-tolerant-reading.md). An offer whose amount reads "N/D" is still shown; only
 * its confirm button waits, with a note.
 */
export const offerCanBePushed = (offer: Pick<LoanConfirm, 'amount' | 'periods'> | null): boolean =>
  offer !== null && typeof offer.amount === 'number' && offer.periods !== '';
