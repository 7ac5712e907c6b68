import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { paymentInstructionsMachine } from '../../machines/payment-instructions/payment-instructions.machine';
import PaymentInstructionsPage from '../../src/flows/payment-instructions/payment-instructions-page';
import { voucher } from '../../stories/support/repaying-fixtures';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { paymentInstructionsInput, paymentInstructionsModel } from '../machines/payment-instructions.model';
import { pageDataEvents, pageDataStates } from './page-data.view';

describeViewModel('paymentInstructions', paymentInstructionsMachine, {
  ...paymentInstructionsModel,
  render: (machineOptions) =>
    renderPage(<PaymentInstructionsPage />, {
      route: '/carpmm?type=1&productId=7&orderId=240518001&requestType=1&amount=112345&payCode=OXXO',
      machineOptions,
    }),
  events: pageDataEvents,
  states: pageDataStates(async (_s, run) => {
    expect(run.actors.calls.at(-1)).toEqual({ id: 'load', input: paymentInstructionsInput });
    // The loaded view is fetched alongside the voucher, out of the page's first load: shown once both are in.
    expect(await screen.findByTestId('voucher-amount')).toHaveTextContent('₱1123.45');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pago en OXXO');
    expect(screen.getByText('Pago de su préstamo')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Scan code of 93001234567890' })).toHaveAttribute(
      'src',
      expect.stringContaining('barcode-93001234567890.svg'),
    );
    expect(screen.getByTestId('voucher-code')).toHaveTextContent('93001234567890');
    expect(screen.getByTestId('company-name')).toHaveTextContent(voucher.repayDetail.companyName);
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Copy company name' })).toBeEnabled();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Cómo pagar', 'Importante', 'Ejemplo de comprobante']);
    expect(screen.getByRole('link', { name: 'Visit: pagos@lendo.example' })).toHaveAttribute('href', 'mailto:pagos@lendo.example');
    expect(screen.getAllByRole('img', { name: 'Logo' })).toHaveLength(2);
  }),
});
