// @vitest-environment happy-dom
// The code kept on the phone, drawn by the payment code pages' inline script before the app runs
// when the first request gets no answer (src/first-paint/kept-voucher-paint.ts, decision 0136).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { paintKeptVoucher } from '../../../src/first-paint/kept-voucher-paint';
import { formatDate } from '../../../src/i18n/format-date';
import { KEPT_VOUCHER_MAX_AGE_MS, keepVoucher, keptVoucherKey } from '../../../src/lib/kept-vouchers';
import { LoadingFrame } from '../../../src/ui/loading-frame';

function frame(lang: 'es' | 'en' = 'en'): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <MemoryRouter>
      <AppProviders lang={lang}>
        <LoadingFrame className="pay-page" title="Payment instructions" />
      </AppProviders>
    </MemoryRouter>,
  );
  return root;
}

const LINK = { orderId: '240518001', payCode: 'OXXO', requestType: '1', amount: '112345' };
const search = (userId: string, extra = '') =>
  `?type=1&productId=7&orderId=${LINK.orderId}&requestType=1&amount=${LINK.amount}&payCode=OXXO&userId=${userId}${extra}`;
const VOUCHER = {
  topLogo: '',
  repayDetail: { amount: 112345, repayTitle: 'Pay at OXXO', repayCode: '', vCode: '9300 1234 5678 90', companyName: 'Cobranza SA', repayDes: '' },
};
const SAVED_AT = Date.now() - 60_000;

function keep(userId: string, voucher: unknown = VOUCHER, savedAt = SAVED_AT, link = LINK) {
  keepVoucher(keptVoucherKey(userId, link)!, voucher, savedAt);
}

const slotOf = (root: HTMLElement) => root.querySelector('[data-first-answer]')!;
const text = (root: HTMLElement, testId: string) => root.querySelector(`[data-testid="${testId}"]`)?.textContent;

afterEach(() => localStorage.clear());

describe('the kept payment code before the app runs', () => {
  it('draws the amount, the offline line, when and for which channel, the barcode, the code and the company, from the kept answer', () => {
    keep('U5');
    const root = frame();
    expect(paintKeptVoucher(root, search('U5'), 'en')).toBe(true);
    expect(text(root, 'voucher-amount')).toBe('₱1123.45');
    expect(root.querySelector('.vc-standing--offline [role="status"]')?.textContent).toMatch(
      /^No connection: this is the payment code saved on your phone\./,
    );
    expect(text(root, 'voucher-saved')).toBe(`Code generated on ${formatDate(SAVED_AT)} for channel OXXO.`);
    const svg = root.querySelector('[data-testid="barcode-drawn"]')!;
    expect(svg.getAttribute('data-state')).toBe('drawn');
    expect(svg.getAttribute('aria-label')).toBe('Barcode of 9300 1234 5678 90');
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(text(root, 'voucher-code')).toBe('9300 1234 5678 90');
    expect(root.querySelector('.vc-code')?.classList.contains('vc-code--kept')).toBe(true);
    expect(text(root, 'company-name')).toBe('Cobranza SA');
    expect(root.querySelector('.vc-title')?.textContent).toBe('Pay at OXXO');
    // Element Timing marks what the app waits for before it starts.
    expect(slotOf(root).querySelectorAll('[elementtiming="first-answer"]').length).toBe(2);
  });

  it('speaks the page’s language: Spanish texts and the peso sign of Mexico', () => {
    keep('U5');
    const root = frame('es');
    expect(paintKeptVoucher(root, search('U5', '&lang=es'), 'es')).toBe(true);
    expect(text(root, 'voucher-amount')).toBe('$1123.45');
    expect(root.querySelector('.vc-standing--offline [role="status"]')?.textContent).toMatch(/^Sin conexión: este es el código de pago guardado/);
    expect(text(root, 'voucher-saved')).toBe(`Código generado el ${formatDate(SAVED_AT)} para el canal OXXO.`);
  });

  it('shows nothing for another user on the same phone, or with no userId', () => {
    keep('U5');
    for (const link of [search('U6'), search('')]) {
      const root = frame();
      expect(paintKeptVoucher(root, link, 'en')).toBe(false);
      expect(slotOf(root).childElementCount).toBe(0);
    }
  });

  it('shows nothing for another amount, channel or order, nor a code too old to be shown', () => {
    keep('U5', VOUCHER, SAVED_AT, { ...LINK, amount: '100000' });
    keep('U5', VOUCHER, SAVED_AT, { ...LINK, payCode: 'SPEI' });
    keep('U5', VOUCHER, SAVED_AT, { ...LINK, orderId: '240518002' });
    keep('U7', VOUCHER, Date.now() - KEPT_VOUCHER_MAX_AGE_MS - 1000);
    for (const userId of ['U5', 'U7']) {
      const root = frame();
      expect(paintKeptVoucher(root, search(userId), 'en')).toBe(false);
      expect(slotOf(root).childElementCount).toBe(0);
    }
  });

  it('shows nothing when the kept answer has no code, and never writes over an answer already shown', () => {
    keep('U5', { repayDetail: { amount: 112345, vCode: '  ' } });
    expect(paintKeptVoucher(frame(), search('U5'), 'en')).toBe(false);
    keep('U5');
    const root = frame();
    slotOf(root).append(document.createElement('p'));
    expect(paintKeptVoucher(root, search('U5'), 'en')).toBe(false);
    expect(slotOf(root).childElementCount).toBe(1);
  });

  it('writes server text as text only', () => {
    keep('U5', { repayDetail: { ...VOUCHER.repayDetail, repayTitle: '<img src=x onerror=alert(1)>', companyName: '<b>Co</b>' } });
    const root = frame();
    expect(paintKeptVoucher(root, search('U5'), 'en')).toBe(true);
    expect(root.querySelector('.vc-title')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(root.querySelector('img, b')).toBeNull();
  });
});
