import { describe, expect, it } from 'vitest';
import { apiError } from '../../src/api/errors';
import { confirmLoanMachine, type ConfirmLoanContext, type ConfirmLoanEvent } from '../../machines/confirm-loan/confirm-loan.machine';
import { confirmLoanIntents, selectConfirmLoanView } from '../../machines/confirm-loan/confirm-loan.view-model';
import { confirmOffer } from '../../stories/support/loan-fixtures';

const base: ConfirmLoanContext = {
  productId: '7',
  offer: null,
  agreed: true,
  reloaded: false,
  detailsUrl: null,
  error: null,
  pushError: null,
  notTaken: false,
  orderId: '240518001',
  hold: null,
};
const at = (value: string | Record<string, string>, context: Partial<ConfirmLoanContext> = {}) =>
  confirmLoanMachine.resolveState({ value, context: { ...base, ...context } });

describe('the confirm loan view model', () => {
  it('shows the loading frame before the first offer, and the failure with its error', () => {
    expect(selectConfirmLoanView(at('loading'))).toEqual({
      status: 'loading',
      offer: null,
      agreed: true,
      canSubmit: false,
      submitting: false,
      recalculating: false,
      loadError: null,
      pushError: null,
      redirectRefused: false,
      held: false,
      outcomeUnknown: false,
      checking: false,
      notTaken: false,
    });
    const error = apiError({ kind: 'business', code: '1', message: 'Producto no disponible.' });
    const failed = selectConfirmLoanView(at('loadFailed', { error }));
    expect(failed.status).toBe('loadFailed');
    expect(failed.loadError).toBe(error);
    expect(failed.canSubmit).toBe(false);
  });

  it('shows the offer, with the box as the borrower left it, and submits only when agreed and usable', () => {
    const offer = confirmOffer();
    const ready = selectConfirmLoanView(at('ready', { offer }));
    expect(ready).toMatchObject({ status: 'content', offer, agreed: true, canSubmit: true, submitting: false });
    expect(selectConfirmLoanView(at('ready', { offer, agreed: false }))).toMatchObject({ agreed: false, canSubmit: false });
    expect(selectConfirmLoanView(at('ready', { offer: confirmOffer({ amount: 'N/D' }) })).canSubmit).toBe(false);
  });

  it('keeps the recalculation modal up from the pop until the reloaded offer arrives', () => {
    const offer = confirmOffer({ isNeedPop: 1 });
    expect(selectConfirmLoanView(at('recalculating', { offer }))).toMatchObject({ status: 'content', recalculating: true });
    expect(selectConfirmLoanView(at('loading', { offer, reloaded: true }))).toMatchObject({ status: 'content', recalculating: true });
    expect(selectConfirmLoanView(at('ready', { offer, reloaded: true })).recalculating).toBe(false);
  });

  it('is busy while submitting and leaving, and shows a push failure only in its state', () => {
    const offer = confirmOffer();
    expect(selectConfirmLoanView(at('submitting', { offer }))).toMatchObject({ submitting: true, canSubmit: false });
    expect(selectConfirmLoanView(at('leaving', { offer, detailsUrl: '/loan/detail' })).submitting).toBe(true);
    const pushError = apiError({ kind: 'business', code: '2001', message: 'No pudimos procesar su solicitud.' });
    expect(selectConfirmLoanView(at('pushFailed', { offer, pushError }))).toMatchObject({ pushError, canSubmit: true, submitting: false });
    expect(selectConfirmLoanView(at('ready', { offer, pushError })).pushError).toBeNull();
    expect(selectConfirmLoanView(at('redirectRefused', { offer }))).toMatchObject({ redirectRefused: true, canSubmit: false });
  });

  it('after a push with no answer: says it cannot tell, never submits, and checks; a read that shows the push did not take lets it submit again', () => {
    const offer = confirmOffer();
    const pushError = apiError({ kind: 'timeout' });
    expect(selectConfirmLoanView(at('pushUnknown', { offer, pushError }))).toMatchObject({
      outcomeUnknown: true,
      checking: false,
      canSubmit: false,
      pushError: null,
      notTaken: false,
    });
    expect(selectConfirmLoanView(at('checking', { offer, pushError }))).toMatchObject({ outcomeUnknown: true, checking: true, canSubmit: false });
    expect(selectConfirmLoanView(at('ready', { offer, notTaken: true }))).toMatchObject({ outcomeUnknown: false, notTaken: true, canSubmit: true });
    expect(selectConfirmLoanView(at('submitting', { offer, notTaken: true })).notTaken).toBe(false);
  });

  it('while a push is held (docs/decisions/0133): says why, never submits, and shows no Confirm', () => {
    const offer = confirmOffer();
    const hold = { read: 0, elapsed: 0 };
    expect(selectConfirmLoanView(at({ settling: 'waiting' }, { offer, hold }))).toMatchObject({
      held: true,
      outcomeUnknown: false,
      canSubmit: false,
    });
    expect(selectConfirmLoanView(at({ settling: 'reading' }, { offer, hold }))).toMatchObject({ held: true, canSubmit: false });
    expect(selectConfirmLoanView(at('taken', { offer })).submitting).toBe(true);
  });

  it('sends one event per intent', () => {
    const sent: ConfirmLoanEvent[] = [];
    const on = confirmLoanIntents((event) => sent.push(event));
    on.onToggle();
    on.onSubmit();
    on.onRetryLoad();
    on.onOpenDetails();
    on.onCheckOrder();
    expect(sent).toEqual([
      { type: 'contract.toggle' },
      { type: 'loan.submit' },
      { type: 'confirm.retry' },
      { type: 'details.open' },
      { type: 'order.check' },
    ]);
  });
});
