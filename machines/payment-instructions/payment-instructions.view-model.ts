import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { PaymentInstructionsEvent, paymentInstructionsMachine, VoucherAnswer } from './payment-instructions.machine';

type Snapshot = SnapshotFrom<typeof paymentInstructionsMachine>;

/**
 * Whether the voucher on screen is the server's latest: a kept one is being checked, or could not be
 * (docs/decisions/0131), or it is the code kept on the phone, shown without a connection
 * (`offline`, docs/decisions/0136). Only a confirmed one is copied; an offline one is drawn to be
 * shown at the counter.
 */
export type VoucherStanding = 'confirmed' | 'checking' | 'unconfirmed' | 'offline';

/** The payment code page: loading (its frame), failed (why, and a retry), or the voucher and its standing. */
export type PaymentInstructionsView =
  | { status: 'loading'; error: null }
  | { status: 'failed'; error: ApiError | null }
  | { status: 'loaded'; data: VoucherAnswer; standing: VoucherStanding };

export function selectPaymentInstructionsView(s: Snapshot): PaymentInstructionsView {
  const { data, error } = s.context;
  if (s.matches('failed')) return { status: 'failed', error };
  if (data === null || s.matches('loading')) return { status: 'loading', error: null };
  return { status: 'loaded', data, standing: standingOf(s) };
}

function standingOf(s: Snapshot): VoucherStanding {
  if (s.matches('offline')) return 'offline';
  if (s.matches('checking')) return 'checking';
  return s.matches('unconfirmed') ? 'unconfirmed' : 'confirmed';
}

/**
 * What the borrower can do: load again after a failure, or check a kept voucher again (also sent
 * when the phone is connected again with a code shown offline, docs/decisions/0136).
 */
export function paymentInstructionsIntents(send: (event: PaymentInstructionsEvent) => void) {
  return { onRetry: () => send({ type: 'page.retry' }) };
}
