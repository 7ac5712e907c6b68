import { createElement } from 'react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { maintainsEndpoints } from '../../src/api/endpoints';
import PaymentInstructionsPage from '../../src/flows/payment-instructions/payment-instructions-page';
import LoanDetailsPage from '../../src/flows/loan-details/loan-details-page';
import { server } from '../../src/mocks/node';
import { setScenarios } from '../../src/mocks/scenarios';
import { renderPage } from '../helpers/render-page';
import { m } from './endpoints/shared';
import { withDemoBackend } from './page-harness';

// The payment code at the counter with no signal (docs/decisions/0136), through the page's real
// call and the demo backend: a code the server gave is kept on the phone for this user, order,
// channel and amount; with no connection the page shows it, saying so; never another user's, never
// one the server refused or of an order seen settled; connected again, a fresh answer confirms it.
withDemoBackend();

const STORE_KEY = 'loan-journey.kept-vouchers';
const code = '9300 1234 5678 90';
const route = (userId: string | null) =>
  `/carpmm?type=1&productId=7&orderId=240518001&requestType=1&amount=112345&payCode=OXXO${userId === null ? '' : `&userId=${userId}`}`;
const noConnection = () => server.use(http.post(m(maintainsEndpoints.generateVcode), () => HttpResponse.error()));
const OFFLINE_LINE = /^No connection: this is the payment code saved on your phone\./;

/** Opens the page online and waits for its code: the server's code is now on the phone. */
async function openOnline(userId: string | null) {
  renderPage(createElement(PaymentInstructionsPage), { route: route(userId) });
  expect(await screen.findByTestId('voucher-code')).toHaveTextContent(code);
  await waitFor(() => expect(localStorage.getItem(STORE_KEY) ?? '').toContain(code));
  cleanup();
}

describe('the payment code kept on the phone', () => {
  it('is kept for the user who saw it, and only with the order, channel, type and amount', async () => {
    await openOnline('U5');
    const kept: unknown = JSON.parse(localStorage.getItem(STORE_KEY) ?? '[]');
    expect(kept).toEqual([
      expect.objectContaining({
        userId: 'U5',
        orderId: '240518001',
        payCode: 'OXXO',
        requestType: '1',
        amount: '112345',
        savedAt: expect.any(Number),
      }),
    ]);
  });

  it('opens with no connection: code, amount, company and the line that it is shown offline', async () => {
    await openOnline('U5');
    noConnection();
    renderPage(createElement(PaymentInstructionsPage), { route: route('U5') });
    expect(await screen.findByText(OFFLINE_LINE)).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('voucher-code')).toHaveTextContent(code);
    expect(screen.getByTestId('voucher-amount')).toHaveTextContent('₱1123.45');
    expect(screen.getByTestId('company-name')).not.toBeEmptyDOMElement();
    expect(screen.getByTestId('voucher-saved')).toHaveTextContent(/^Code generated on \d{4}-\d\d-\d\d \d\d:\d\d for channel OXXO\.$/);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('is never shown for another user on the same phone', async () => {
    await openOnline('U5');
    noConnection();
    renderPage(createElement(PaymentInstructionsPage), { route: route('U6') });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByTestId('voucher-code')).toBeNull();
    expect(screen.queryByText(OFFLINE_LINE)).toBeNull();
  });

  it('is neither kept nor read for a link without a userId', async () => {
    renderPage(createElement(PaymentInstructionsPage), { route: route(null) });
    expect(await screen.findByTestId('voucher-code')).toHaveTextContent(code);
    cleanup();
    noConnection();
    renderPage(createElement(PaymentInstructionsPage), { route: route(null) });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
  });

  it('is forgotten once the server refuses a code for the order', async () => {
    await openOnline('U5');
    server.use(
      http.post(m(maintainsEndpoints.generateVcode), () =>
        HttpResponse.json({ success: false, code: 4003, message: 'Monto no válido.', data: null }),
      ),
    );
    renderPage(createElement(PaymentInstructionsPage), { route: route('U5') });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    await waitFor(() => expect(localStorage.getItem(STORE_KEY)).toBeNull());
  });

  it('is forgotten once the order is seen settled on the loan details', async () => {
    await openOnline('U5');
    setScenarios(['status-200']);
    renderPage(createElement(LoanDetailsPage), { route: '/loan/detail?type=1&productId=7&orderId=240518001&userId=U5' });
    await waitFor(() => expect(localStorage.getItem(STORE_KEY)).toBeNull());
  });

  it('on a connection that stalls, is shown once the wait for the server is over, and the late answer is kept for the next time', async () => {
    await openOnline('U5');
    const kept = localStorage.getItem(STORE_KEY);
    // Signal bars, no data: the server's answer comes only when the test lets it.
    let answer: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(m(maintainsEndpoints.generateVcode), async () => {
        await late;
        return HttpResponse.json({ code: 0, message: 'ok', data: JSON.parse(kept ?? '[]')[0].voucher });
      }),
    );
    renderPage(createElement(PaymentInstructionsPage), { route: route('U5'), machineOptions: { keptCodeWaitMs: 50 } });
    expect(await screen.findByText(OFFLINE_LINE)).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('voucher-code')).toHaveTextContent(code);
    expect(screen.getByTestId('voucher-amount')).toHaveTextContent('₱1123.45');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeDisabled();
    const savedAt = (JSON.parse(kept ?? '[]') as { savedAt: number }[])[0]?.savedAt;
    answer();
    await waitFor(() =>
      expect((JSON.parse(localStorage.getItem(STORE_KEY) ?? '[]') as { savedAt: number }[])[0]?.savedAt).toBeGreaterThan(savedAt ?? Infinity),
    );
  });

  it('connected again, is confirmed by a fresh answer', async () => {
    await openOnline('U5');
    noConnection();
    renderPage(createElement(PaymentInstructionsPage), { route: route('U5') });
    expect(await screen.findByText(OFFLINE_LINE)).toBeInTheDocument();
    server.resetHandlers();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('voucher-standing')).toBeNull());
    expect(screen.getByTestId('voucher-code')).toHaveTextContent(code);
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeEnabled();
  });
});
