import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fromPromise } from 'xstate';
import type { ReactElement } from 'react';
import { AppProviders } from '../../src/app/providers';
import { createFakeBridge } from '../../src/bridge';
import CustomerServicePage from '../../src/flows/customer-service/customer-service-page';
import ExtensionPage from '../../src/flows/extension/extension-page';
import InstalmentPage from '../../src/flows/instalment/instalment-page';
import PaymentInstructionsPage from '../../src/flows/payment-instructions/payment-instructions-page';
import { delayDetail, instalmentPlan, serviceInfo, voucher } from '../../stories/support/repaying-fixtures';
import { Where } from './page-data.view';

const session = 'type=1&productId=7&orderId=240518001';

/** Renders a page whose load answers `data` at once, with a fake bridge and a location probe. */
function renderLoaded(page: ReactElement, route: string, machineId: string, data: unknown) {
  const bridge = createFakeBridge();
  const loads: unknown[] = [];
  const loadData = fromPromise(async ({ input }: { input: unknown }) => {
    loads.push(input);
    return data;
  });
  render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders lang="en" bridge={bridge} machineOptions={{ overrides: { [machineId]: { actors: { loadData } } } }}>
        {page}
        <Where />
      </AppProviders>
    </MemoryRouter>,
  );
  return { bridge, loads };
}

const where = () => screen.getByTestId('where').textContent ?? '';
let written: string[];

/** user-event installs its own clipboard stub on setup: ours goes on after it. */
function setup() {
  const user = userEvent.setup();
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText: async (t: string) => void written.push(t) }, configurable: true });
  return user;
}

beforeEach(() => {
  written = [];
});
afterEach(() => {
  Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('instalment page', () => {
  it('folds the detail list to 2 rows and toggles more / hide', async () => {
    const user = setup();
    renderLoaded(<InstalmentPage />, `/repay/choose?${session}`, 'instalment', instalmentPlan);
    const terms = () => within(screen.getByTestId('detail-rows')).getAllByRole('term');
    await user.click(await screen.findByRole('button', { name: 'More' }));
    expect(terms()).toHaveLength(4);
    expect(screen.getByText('₱1000.00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(terms()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('copies a voucher code and confirms with a toast', async () => {
    const user = setup();
    renderLoaded(<InstalmentPage />, `/repay/choose?${session}`, 'instalment', instalmentPlan);
    await user.click(await screen.findByRole('button', { name: 'Copy the code 646180157000012345' }));
    expect(written).toEqual(['646180157000012345']);
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
  });

  it("shows the server's barcode image, or draws a Code 128 barcode when there is none", async () => {
    const user = setup();
    renderLoaded(<InstalmentPage />, `/repay/choose?${session}`, 'instalment', instalmentPlan);
    await user.click(await screen.findByRole('button', { name: 'Show the barcode of 9300 1234 5678 90' }));
    // The modal's code comes with the tap (the app fetches it ahead once the page is settled).
    const dialog = await screen.findByRole('dialog', { name: 'Scan to pay' });
    // Focus moves in once the modal has mounted (its effect, after the dialog is in the page).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    expect(within(dialog).getByRole('img', { name: 'Barcode of 9300 1234 5678 90' })).toHaveAttribute(
      'src',
      expect.stringContaining('barcode-93001234567890.svg'),
    );
    expect(within(dialog).queryByTestId('barcode-drawn')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show the barcode of 9300 1234 5678 90' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Show the barcode of 7001 4588 2210 36' }));
    const drawn = await within(await screen.findByRole('dialog')).findByTestId('barcode-drawn');
    await waitFor(() => expect(drawn).toHaveAttribute('data-state', 'drawn'));
    expect(drawn.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(within(screen.getByRole('dialog')).getByText('7001 4588 2210 36')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a channel opens the payment instructions with requestType 1, the repay amount and the common query', async () => {
    const user = setup();
    const { loads } = renderLoaded(<InstalmentPage />, `/repay/choose?${session}&crp_phe=abc`, 'instalment', instalmentPlan);
    await user.click(await screen.findByTestId('channel-WALMART'));
    expect(loads).toEqual([{ productId: '7', orderId: '240518001' }]);
    const url = new URL(where(), 'http://x');
    expect(url.pathname).toBe('/carpmm');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      productId: '7',
      orderId: '240518001',
      type: '1',
      crp_phe: 'abc',
      requestType: '1',
      amount: '112345',
      payCode: 'WALMART',
    });
  });
});

describe('extension page', () => {
  it('a channel opens the payment instructions with requestType 2 and the delay amount', async () => {
    const user = setup();
    renderLoaded(<ExtensionPage />, `/repay/delay?${session}`, 'extension', delayDetail);
    await user.click(await screen.findByTestId('channel-SPEI'));
    expect(where()).toBe('/carpmm?productId=7&orderId=240518001&type=1&requestType=2&amount=15000&payCode=SPEI');
  });

  it('the customer-service button moves by keyboard inside the screen and opens /Dag with the common query', async () => {
    const user = setup();
    renderLoaded(<ExtensionPage />, `/repay/delay?${session}`, 'extension', delayDetail);
    await screen.findByTestId('delay-amount');
    const button = screen.getByRole('button', { name: 'Customer service' });
    button.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(button.style.left).toBe('0px');
    expect(button.style.top).toBe('0px');
    await user.keyboard('{ArrowRight}');
    expect(button.style.left).toBe('16px');
    await user.keyboard('{Enter}');
    expect(where()).toBe('/Dag?productId=7&orderId=240518001&type=1');
  });

  it('dragging the button moves it and is not a tap', async () => {
    renderLoaded(<ExtensionPage />, `/repay/delay?${session}`, 'extension', delayDetail);
    await screen.findByTestId('delay-amount');
    const button = screen.getByRole('button', { name: 'Customer service' });
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.pointerDown(button, { clientX: 10, clientY: 10, button: 0, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 110, clientY: 60, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 5000, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 5000, clientY: 60, pointerId: 1 });
    fireEvent.click(button);
    expect(button.style.left).toBe(`${window.innerWidth}px`);
    expect(button.style.top).toBe('50px');
    expect(where()).toContain('/repay/delay');
  });
});

describe('payment instructions page', () => {
  it('copies the voucher code and the company name', async () => {
    const user = setup();
    renderLoaded(<PaymentInstructionsPage />, `/carpmm?${session}&requestType=1&amount=112345&payCode=OXXO`, 'paymentInstructions', voucher);
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    await user.click(screen.getByRole('button', { name: 'Copy company name' }));
    expect(written).toEqual(['93001234567890', 'Lendo Cash S.A. de C.V.']);
  });

  it('an incomplete link says so without calling the server', async () => {
    const { server } = await import('../../src/mocks/node');
    const requests: string[] = [];
    server.listen({ onUnhandledRequest: 'bypass' });
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    render(
      <MemoryRouter initialEntries={[`/carpmm?${session}&amount=112345&payCode=OXXO`]}>
        <AppProviders lang="en">
          <PaymentInstructionsPage />
        </AppProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has no payment type. Please go back and try again.');
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
    server.close();
  });

  it('refuses a visit link outside the allow-list', async () => {
    renderLoaded(<PaymentInstructionsPage />, `/carpmm?${session}&requestType=1&amount=1&payCode=OXXO`, 'paymentInstructions', {
      ...voucher,
      imgList: { ...voucher.imgList, eMail: 'https://evil.example/pay' },
    });
    expect(await screen.findByText('The server link is not from an allowed site and is not opened.')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('customer service page', () => {
  it('calls the telephone line through the bridge and offers a mail link', async () => {
    const user = setup();
    const { bridge } = renderLoaded(<CustomerServicePage />, `/Dag?${session}`, 'customerService', serviceInfo);
    await user.click(await screen.findByRole('button', { name: `Call ${serviceInfo.va}` }));
    expect(bridge.calls).toEqual([{ action: 'callPhone', arg: serviceInfo.va }]);
    expect(screen.getByRole('link', { name: `Write to ${serviceInfo.email}` })).toHaveAttribute('href', 'mailto:soporte@lendo.example');
  });

  it('uses the other number when the telephone line is empty', async () => {
    const user = setup();
    const { bridge } = renderLoaded(<CustomerServicePage />, `/Dag?${session}`, 'customerService', { ...serviceInfo, va: '' });
    await user.click(await screen.findByRole('button', { name: `Call ${serviceInfo.phone}` }));
    expect(bridge.calls).toEqual([{ action: 'callPhone', arg: serviceInfo.phone }]);
  });
});
