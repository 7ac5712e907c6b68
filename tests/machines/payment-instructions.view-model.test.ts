import { describe, expect, it } from 'vitest';
import {
  paymentInstructionsMachine,
  type PaymentInstructionsContext,
  type PaymentInstructionsEvent,
} from '../../machines/payment-instructions/payment-instructions.machine';
import { paymentInstructionsIntents, selectPaymentInstructionsView } from '../../machines/payment-instructions/payment-instructions.view-model';
import { freshVoucher, keptVoucher, networkError, paymentInstructionsInput, PHONE_SAVED_AT, phoneVoucher } from './payment-instructions.model';

const at = (value: string, context: Partial<PaymentInstructionsContext> = {}) =>
  paymentInstructionsMachine.resolveState({
    value,
    context: { input: paymentInstructionsInput, data: null, error: null, ...context },
  });

describe('the payment code view model (docs/decisions/0131)', () => {
  it('shows loading, the failure, or the voucher as confirmed once the answer is current', () => {
    expect(selectPaymentInstructionsView(at('loading'))).toEqual({ status: 'loading', error: null });
    expect(selectPaymentInstructionsView(at('failed', { error: networkError }))).toEqual({ status: 'failed', error: networkError });
    expect(selectPaymentInstructionsView(at('loaded', { data: freshVoucher }))).toEqual({
      status: 'loaded',
      data: freshVoucher,
      standing: 'confirmed',
    });
  });

  it('shows a kept voucher as being checked, or as not confirmed, never as confirmed', () => {
    expect(selectPaymentInstructionsView(at('checking', { data: keptVoucher }))).toEqual({
      status: 'loaded',
      data: keptVoucher,
      standing: 'checking',
    });
    expect(selectPaymentInstructionsView(at('unconfirmed', { data: keptVoucher, error: networkError }))).toEqual({
      status: 'loaded',
      data: keptVoucher,
      standing: 'unconfirmed',
    });
  });

  it('shows the code kept on the phone as offline, with when it was given and its channel (docs/decisions/0136)', () => {
    expect(selectPaymentInstructionsView(at('offline', { data: phoneVoucher }))).toEqual({
      status: 'loaded',
      data: phoneVoucher,
      standing: 'offline',
    });
    expect(phoneVoucher.savedAt).toBe(PHONE_SAVED_AT);
  });

  it('loads again, or checks again, with one retry', () => {
    const sent: PaymentInstructionsEvent[] = [];
    paymentInstructionsIntents((event) => sent.push(event)).onRetry();
    expect(sent).toEqual([{ type: 'page.retry' }]);
  });
});
