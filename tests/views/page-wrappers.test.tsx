// Pages with their real wrappers (docs/decisions/0134): where a page wraps its machine's actors
// (kept answers on Back, early answers sent with the tap), the page runs here with its own
// implementations and the demo backend (msw/node), nothing replaced. The model-based view tests
// replace the actors, so a wrapper they skip is caught only here.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { http } from 'msw';
import { AppProviders } from '../../src/app/providers';
import { clearEarly } from '../../src/api/early-response';
import { forgetEntries, offerKept } from '../../src/app/hops/back';
import { opened, traversed } from '../../src/app/hops/data';
import { createFakeBridge } from '../../src/bridge';
import PaymentInstructionsPage from '../../src/flows/payment-instructions/payment-instructions-page';
import BankRepaymentPage from '../../src/flows/bank-repayment/bank-repayment-page';
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

/** Holds every later `path` request until released; each then gets the demo backend's answer. */
function holdFresh(path: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen = 0;
  server.use(
    http.all(path, async ({ request }) => {
      seen += 1;
      await gate;
      return demoAnswer(request);
    }),
  );
  return { release: () => release(), seen: () => seen };
}

/** A tap opened `route` at `search` as the entry `key`, its answers were kept; now Back returns to it, the fresh answer held. */
async function backTo(key: string, route: string, search: string, endpoint: string) {
  opened(key, route, search);
  await vi.waitFor(() => expect(offerKept(key)).toBe(true), { timeout: 10_000 });
  clearEarly();
  const fresh = holdFresh(endpoint);
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
});
