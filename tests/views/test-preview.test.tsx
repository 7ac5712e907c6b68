import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import TestPreviewPage from '../../src/flows/test-preview/test-preview-page';
import { PREVIEW_TARGETS, initialParams, previewHref } from '../../src/flows/test-preview/test-preview-params';
import { paths } from '../../src/app/route-table';
import { renderPage } from '../helpers/render-page';

function Opened() {
  const { pathname, search } = useLocation();
  return <p data-testid="opened">{pathname + search}</p>;
}

const page = (
  <Routes>
    <Route path="/testPreview" element={<TestPreviewPage />} />
    <Route path="*" element={<Opened />} />
  </Routes>
);

describe('developer test page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('builds each page address from the route table with every parameter encoded', () => {
    const params = { ...initialParams(''), deviceName: 'Moto G (5) & co', sessionId: 'a=b?c' };
    const href = previewHref('confirmLoan', params, '1');
    expect(href.startsWith(`${paths.confirmLoan}?`)).toBe(true);
    const q = new URLSearchParams(href.split('?')[1]);
    expect(q.get('deviceName')).toBe('Moto G (5) & co');
    expect(q.get('sessionId')).toBe('a=b?c');
    expect(q.get('product_id')).toBe(q.get('productId'));
    expect(q.get('type')).toBe('1');
    expect(href).toContain('deviceName=Moto+G+%285%29+%26+co');
  });

  it('has the eight fields and ten page buttons, and a button opens its page with the edited values', async () => {
    const user = userEvent.setup();
    renderPage(page, { route: '/testPreview?type=1&deviceId=abc' });
    for (const label of ['App version', 'Device name', 'Device id', 'OS version', 'Session id', 'Ad id', 'Product id', 'Order id']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Device id')).toHaveValue('abc');
    const pages = screen.getByRole('region', { name: 'Open pages' });
    expect([...pages.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Confirm loan',
      'Loan detail',
      'Repay',
      'Extension',
      'Bind bank',
      'About us',
      'Complaint',
      'Customer service',
      'Privacy policy',
      'Repayment instructions',
    ]);
    expect(PREVIEW_TARGETS).toHaveLength(10);
    await user.clear(screen.getByLabelText('Order id'));
    await user.type(screen.getByLabelText('Order id'), '42 / 7');
    await user.click(screen.getByRole('button', { name: 'Loan detail' }));
    const opened = screen.getByTestId('opened').textContent ?? '';
    expect(opened.startsWith('/loan/detail?')).toBe(true);
    expect(new URLSearchParams(opened.split('?')[1]).get('orderId')).toBe('42 / 7');
    expect(new URLSearchParams(opened.split('?')[1]).get('deviceId')).toBe('abc');
  });

  it('shows the chosen photo and the submitted contact', async () => {
    const user = userEvent.setup();
    renderPage(page, { route: '/testPreview?type=1' });
    await user.upload(screen.getByLabelText('Photo'), new File(['x'], 'face.png', { type: 'image/png' }));
    expect(screen.getByText('Photo chosen: face.png')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contact'), 'Ana 5512345678');
    await user.click(screen.getByRole('button', { name: 'Submit contact' }));
    expect(screen.getByText('Contact submitted: Ana 5512345678')).toBeInTheDocument();
  });

  it('alerts the coordinates, and explains a refusal or a missing location service', async () => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    let outcome: 'ok' | 'denied' = 'ok';
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          outcome === 'ok'
            ? ok({ coords: { latitude: 19.4326, longitude: -99.1332 } } as GeolocationPosition)
            : fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError),
      },
    });
    renderPage(page, { route: '/testPreview?type=1' });
    await user.click(screen.getByRole('button', { name: 'Get location' }));
    expect(alert).toHaveBeenCalledWith('Latitude 19.4326, longitude -99.1332');
    outcome = 'denied';
    await user.click(screen.getByRole('button', { name: 'Get location' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Location permission was refused.');
  });

  it('says location is unavailable when the device has no location service', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('navigator', {});
    renderPage(page, { route: '/testPreview?type=1' });
    await user.click(screen.getByRole('button', { name: 'Get location' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Location is not available on this device.');
  });
});
