import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { paymentInstructionsMachine } from '../../machines/payment-instructions/payment-instructions.machine';
import PaymentInstructionsPage from '../../src/flows/payment-instructions/payment-instructions-page';
import { voucher } from '../../stories/support/repaying-fixtures';
import { describeViewModel, type ViewRun } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { paymentInstructionsInput, paymentInstructionsModel, PHONE_SAVED_AT } from '../machines/payment-instructions.model';
import { pageDataStates } from './page-data.view';

/** The voucher on screen, its code not copied nor drawn (a kept one, docs/decisions/0131). */
async function keptCodeShown(s: AnyMachineSnapshot, run: ViewRun) {
  // The code kept for going back (0131), or the phone's after a connection came back (0136).
  const kept = s.matches('checking') && s.context.data?.savedAt !== undefined ? '93001234511111' : '93001234500000';
  expect(await screen.findByTestId('voucher-code')).toHaveTextContent(kept);
  expect(screen.getByTestId('voucher-code')).toHaveClass('vc-code--kept');
  expect(screen.getByRole('button', { name: 'Copy code' })).toBeDisabled();
  expect(screen.queryByRole('img', { name: /Scan code of/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.getByTestId('voucher-amount')).toHaveTextContent('₱1123.45');
  expect(run.actors.pending.has('load')).toBe(false);
}

/** When the phone's code was given, as the borrower reads it: YYYY-MM-DD HH:mm on the phone's clock (SPEC 9). */
function savedAtText(ms: number) {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

const shared = pageDataStates(async (_s, run) => {
  expect(run.actors.calls.at(-1)?.input).toEqual(paymentInstructionsInput);
  // The loaded view is fetched alongside the voucher, out of the page's first load: shown once both are in.
  expect(await screen.findByTestId('voucher-amount')).toHaveTextContent('₱1123.45');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pago en OXXO');
  expect(screen.getByText('Pago de su préstamo')).toBeVisible();
  expect(screen.getByRole('img', { name: 'Scan code of 93001234567890' })).toHaveAttribute(
    'src',
    expect.stringContaining('barcode-93001234567890.svg'),
  );
  expect(screen.getByTestId('voucher-code')).toHaveTextContent('93001234567890');
  expect(screen.getByTestId('voucher-code')).not.toHaveClass('vc-code--kept');
  expect(screen.queryByTestId('voucher-standing')).toBeNull();
  expect(screen.getByTestId('company-name')).toHaveTextContent(voucher.repayDetail.companyName);
  expect(screen.getByRole('button', { name: 'Copy code' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Copy company name' })).toBeEnabled();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Cómo pagar', 'Importante', 'Ejemplo de comprobante']);
  expect(screen.getByRole('link', { name: 'Visit: pagos@lendo.example' })).toHaveAttribute('href', 'mailto:pagos@lendo.example');
  expect(screen.getAllByRole('img', { name: 'Logo' })).toHaveLength(2);
});

describeViewModel('paymentInstructions', paymentInstructionsMachine, {
  ...paymentInstructionsModel,
  render: (machineOptions) =>
    renderPage(<PaymentInstructionsPage />, {
      route: '/carpmm?type=1&productId=7&orderId=240518001&requestType=1&amount=112345&payCode=OXXO',
      machineOptions,
    }),
  events: {
    // Retry after a failed load; Check again when a kept voucher could not be confirmed.
    'page.retry': async (_e, { user }) => {
      await user.click(screen.queryByRole('button', { name: 'Check again' }) ?? screen.getByRole('button', { name: 'Retry' }));
    },
  },
  states: {
    ...shared,
    // Going back or forward: the kept voucher, and the page says it is checking it.
    checking: async (s: AnyMachineSnapshot, run: ViewRun) => {
      await keptCodeShown(s, run);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Checking your payment code. You can copy it and pay with it once it is confirmed.',
      );
      expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
      expect(run.actors.pending.has('recheck')).toBe(true);
    },
    // The fresh answer did not come: no failure screen, the kept code marked as not confirmed, Check again.
    unconfirmed: async (s: AnyMachineSnapshot, run: ViewRun) => {
      await keptCodeShown(s, run);
      expect(await screen.findByText('We could not confirm your payment code. Do not pay with it until it is checked.')).toHaveAttribute(
        'role',
        'alert',
      );
      expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
      expect(run.actors.pending.has('recheck')).toBe(false);
    },
    // No connection (docs/decisions/0136): the code kept on the phone, plain and drawn for the counter,
    // with the amount, the channel, the company and when it was given; said to be shown offline.
    offline: async (_s: AnyMachineSnapshot, run: ViewRun) => {
      expect(await screen.findByText(/^No connection: this is the payment code saved on your phone\./)).toHaveAttribute('role', 'status');
      expect(screen.getByTestId('voucher-code')).toHaveTextContent('93001234511111');
      // Not copied, but written plainly: the offline notice lifts the kept code's dimming (payment-instructions.css).
      expect(screen.getByTestId('voucher-standing')).toHaveClass('vc-standing--offline');
      expect(screen.getByTestId('voucher-amount')).toHaveTextContent('₱1123.45');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pago en OXXO');
      expect(screen.getByTestId('company-name')).toHaveTextContent(voucher.repayDetail.companyName);
      expect(screen.getByTestId('voucher-saved')).toHaveTextContent(`Code generated on ${savedAtText(PHONE_SAVED_AT)} for channel OXXO.`);
      expect(screen.queryByRole('img', { name: /Scan code of/ })).toBeNull();
      expect(await screen.findByTestId('barcode-drawn')).toHaveAttribute('data-state', 'drawn');
      expect(screen.getByRole('button', { name: 'Copy code' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
      expect(run.actors.pending.has('recheck')).toBe(false);
    },
  },
});
