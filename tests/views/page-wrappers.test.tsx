// Pages with their real wrappers (docs/decisions/0134): where a page wraps its machine's actors
// (kept answers on Back, early answers sent with the tap), the page runs here with its own
// implementations and the demo backend (msw/node), nothing replaced. The model-based view tests
// replace the actors, so a wrapper they skip is caught only here.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { AppProviders } from '../../src/app/providers';
import { clearEarly } from '../../src/api/early-response';
import { forgetEntries, offerKept } from '../../src/app/hops/back';
import { opened, traversed } from '../../src/app/hops/data';
import { createFakeBridge } from '../../src/bridge';
import PaymentInstructionsPage from '../../src/flows/payment-instructions/payment-instructions-page';
import BankRepaymentPage from '../../src/flows/bank-repayment/bank-repayment-page';
import InstalmentPage from '../../src/flows/instalment/instalment-page';
import ExtensionPage from '../../src/flows/extension/extension-page';
import ConfirmLoanPage from '../../src/flows/confirm-loan/confirm-loan-page';
import { server } from '../../src/mocks/node';
import { resetStore } from '../../src/mocks/store';
import { languageFromQuery } from '../../src/session/language';
import { demoAnswer } from '../reliability/page-harness';

const ORDER = 'type=1&productId=7&orderId=240518001&deviceId=d-1&sessionId=s-1';
const VOUCHER = `?${ORDER}&requestType=1&amount=112345&payCode=OXXO`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetStore();
  clearEarly();
  forgetEntries();
});
afterAll(() => server.close());

/** The page at `pathname` + `search` as the history entry `key`, with its real implementations. */
function showEntry(page: React.ReactElement, pathname: string, search: string, key: string) {
  render(
    <MemoryRouter initialEntries={[{ pathname, search, key }]}>
      <AppProviders lang={languageFromQuery(search)} bridge={createFakeBridge()}>
        {page}
      </AppProviders>
    </MemoryRouter>,
  );
}

/** The fresh answer of the instalment plan and the delay detail: another amount than the kept one's. */
const FRESH_AMOUNT = 120000;
async function freshAmount(answer: Response): Promise<Response> {
  const body = (await answer.json()) as { data: { repayAmount?: number; amount?: number; delayInfo?: { delayAmount: number } } };
  if (body.data.repayAmount !== undefined) body.data.repayAmount = FRESH_AMOUNT;
  if (body.data.amount !== undefined) body.data.amount = FRESH_AMOUNT;
  if (body.data.delayInfo) body.data.delayInfo.delayAmount = FRESH_AMOUNT;
  return HttpResponse.json(body);
}

/** Holds every later `path` request until released; each then gets the demo backend's answer (as `change` makes it). */
function holdFresh(path: string, change: (answer: Response) => Promise<Response> = async (a) => a) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen = 0;
  server.use(
    http.all(path, async ({ request }) => {
      seen += 1;
      await gate;
      return change(await demoAnswer(request));
    }),
  );
  return { release: () => release(), seen: () => seen };
}

/** A tap opened `route` at `search` as the entry `key`, its answers were kept; now Back returns to it, the fresh answer held. */
async function backTo(key: string, route: string, search: string, endpoint: string, change?: (answer: Response) => Promise<Response>) {
  opened(key, route, search);
  await vi.waitFor(() => expect(offerKept(key)).toBe(true), { timeout: 10_000 });
  clearEarly();
  const fresh = holdFresh(endpoint, change);
  traversed(key, route, search);
  return fresh;
}

describe('payment code page, with its wrapper and the demo backend', () => {
  const endpoint = '*/maintains/v3/loan-details/generate-vcode';

  it('opened by a tap: the code is confirmed at once, copyable and drawn', async () => {
    showEntry(<PaymentInstructionsPage />, '/carpmm', VOUCHER, 'tap-1');
    expect(await screen.findByTestId('voucher-code')).not.toHaveClass('vc-code--kept');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeEnabled();
    expect(screen.queryByTestId('voucher-standing')).toBeNull();
  });

  it('after Back: the kept code is shown as checking, not copyable, until the fresh answer confirms it', async () => {
    const fresh = await backTo('back-1', 'paymentDescription', VOUCHER, endpoint);
    showEntry(<PaymentInstructionsPage />, '/carpmm', VOUCHER, 'back-1');
    expect(await screen.findByText('Checking your payment code. You can copy it and pay with it once it is confirmed.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByTestId('voucher-code')).toHaveClass('vc-code--kept');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeDisabled();
    expect(screen.queryByRole('img', { name: /^Scan code of/ })).toBeNull();
    await waitFor(() => expect(fresh.seen()).toBeGreaterThan(0));
    fresh.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy code' })).toBeEnabled());
    expect(screen.getByTestId('voucher-code')).not.toHaveClass('vc-code--kept');
    expect(screen.queryByTestId('voucher-standing')).toBeNull();
  });
});

describe('bank-card page, with its wrapper and the demo backend', () => {
  const endpoint = '*/api/v1/*/service/loan/repayment-way';

  it('after Back: Pay waits for the fresh repayment way (the kept one is never acted on)', async () => {
    const search = `?${ORDER}&withholdingAmount=150000`;
    const fresh = await backTo('back-2', 'repay', search, endpoint);
    showEntry(<BankRepaymentPage />, '/repay/card', search, 'back-2');
    expect(await screen.findByText('Checking your payment details. You can pay once they are confirmed.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await waitFor(() => expect(fresh.seen()).toBeGreaterThan(0));
    fresh.release();
    await waitFor(() => expect(screen.queryByTestId('repay-standing')).toBeNull());
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('after Back with no amount in its link: the amount due is the fresh one, the kept one never shown nor paid', async () => {
    const search = `?${ORDER}&couponId=C7`;
    const fresh = await backTo('back-3', 'repay', search, '*/maintains/v3/installment/loan-play-detail', freshAmount);
    showEntry(<BankRepaymentPage />, '/repay/card', search, 'back-3');
    await waitFor(() => expect(fresh.seen()).toBeGreaterThan(0));
    expect(screen.getByTestId('repay-amount')).not.toHaveTextContent('1123.45');
    fresh.release();
    await waitFor(() => expect(screen.getByTestId('repay-amount')).toHaveTextContent('₱1200.00'));
  });
});

// docs/decisions/0139: the page-data pages whose answers are acted on (their codes copied and drawn,
// their amount sent on to generate-vcode) mark the first answer on a kept entry as kept.
describe.each([
  ['instalment', <InstalmentPage key="i" />, '/repay/choose', 'repayChoose', 'loan-play-detail', 'repay-amount'],
  ['extension', <ExtensionPage key="e" />, '/repay/delay', 'repayDelay', 'loan-play-delay-detail', 'delay-amount'],
] as const)('%s page, with its wrapper and the demo backend', (name, page, pathname, route, endpoint, amountId) => {
  it('opened by a tap: the answer is confirmed at once, its channels usable', async () => {
    showEntry(page, pathname, `?${ORDER}`, `tap-${name}`);
    expect(await screen.findByTestId(amountId)).not.toHaveClass('pay-kept');
    expect(screen.getByTestId('channel-OXXO')).toBeEnabled();
    expect(screen.queryByTestId('kept-standing')).toBeNull();
  });

  it('after Back: the kept answer is shown as checking, nothing on it acted on, until the fresh answer replaces it', async () => {
    const fresh = await backTo(`back-${name}`, route, `?${ORDER}`, `*/maintains/v3/installment/${endpoint}`, freshAmount);
    showEntry(page, pathname, `?${ORDER}`, `back-${name}`);
    expect(await screen.findByText('Checking the amount and the payment codes. You can copy them and pay once they are confirmed.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByTestId(amountId)).toHaveClass('pay-kept');
    expect(screen.getByTestId(amountId)).not.toHaveTextContent('₱1200.00');
    expect(screen.getByTestId('channel-OXXO')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy the code 9300 1234 5678 90' })).toBeDisabled();
    await waitFor(() => expect(fresh.seen()).toBeGreaterThan(0));
    fresh.release();
    await waitFor(() => expect(screen.getByTestId(amountId)).toHaveTextContent('₱1200.00'));
    expect(screen.getByTestId(amountId)).not.toHaveClass('pay-kept');
    expect(screen.getByTestId('channel-OXXO')).toBeEnabled();
    expect(screen.queryByTestId('kept-standing')).toBeNull();
  });
});

describe('confirm loan page, with its wrapper and the demo backend', () => {
  it('after Back: the offer shown, and pushed, is the fresh one; the kept offer is never shown', async () => {
    const endpoint = '*/maintains/v3/loan-confirm/loan-detail-confirm';
    const fresh = await backTo('back-confirm', 'confirmLoan', `?${ORDER}`, endpoint, freshAmount);
    showEntry(<ConfirmLoanPage />, '/loan/confirm', `?${ORDER}`, 'back-confirm');
    await waitFor(() => expect(fresh.seen()).toBeGreaterThan(0));
    expect(screen.queryByTestId('confirm-amount')).toBeNull();
    fresh.release();
    expect(await screen.findByTestId('confirm-amount')).toHaveTextContent('₱1200.00');
  });
});
