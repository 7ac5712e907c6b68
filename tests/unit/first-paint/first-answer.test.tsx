// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ORDER_ANSWER_PARTS, showFirstAnswer, writeFirstAnswer } from '../../../src/first-paint/first-answer';
import { VOUCHER_ANSWER_PARTS } from '../../../src/first-paint/first-answer-voucher';

const PARTS = { ...ORDER_ANSWER_PARTS, ...VOUCHER_ANSWER_PARTS };
import { LoadingFrame } from '../../../src/ui/loading-frame';
import { AppProviders } from '../../../src/app/providers';
import { MemoryRouter } from 'react-router';

// A loan page's first answer in its loading frame before the app runs (docs/how-a-page-loads.md).
function frame(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <MemoryRouter>
      <AppProviders lang="es">
        <LoadingFrame className="pay-page" title="Instrucciones de pago" />
      </AppProviders>
    </MemoryRouter>,
  );
  return root;
}

const ok = (data: unknown) => Promise.resolve(new Response(JSON.stringify({ code: 0, success: true, data }), { status: 200 }));
const voucher = {
  topLogo: '/logo.png',
  repayDetail: { amount: 308190, repayTitle: 'Pague en OXXO', repayCode: '/maintains/demo-files/barcode-93.svg', vCode: '9300 1234 5678 90' },
};

describe('the first answer in the loading frame', () => {
  it('shows the payment code page’s total, title, code picture and code, with the classes of their places on the page', async () => {
    const root = frame();
    expect(await showFirstAnswer(PARTS, ok(voucher), root, '/carpmm', 'es')).toBe(true);
    const slot = root.querySelector('[data-first-answer]')!;
    expect(slot.querySelector('.vc-total .pay-amount')?.textContent).toBe('$3081.90');
    expect(slot.querySelector('.pay-card .vc-title')?.textContent).toBe('Pague en OXXO');
    expect(slot.querySelector<HTMLImageElement>('.pay-barcode__figure img.pay-barcode__img')?.src).toBe(
      `${window.location.origin}/maintains/demo-files/barcode-93.svg`,
    );
    expect(slot.querySelector('.vc-code')?.textContent).toBe('9300 1234 5678 90');
    expect(slot.querySelectorAll('[elementtiming="first-answer"]').length).toBe(4);
  });

  it('moves the loading indicator below the answer as a new element, the old one left as rendered (the stylesheet hides it)', () => {
    const root = frame();
    const before = root.querySelector<HTMLElement>('.ui-page-state')!;
    const markup = before.outerHTML;
    writeFirstAnswer(root, ORDER_ANSWER_PARTS['/repay/choose']!({ noticeMsg: 'Su pago se refleja en 10 minutos.' }, 'es'));
    expect(before.outerHTML).toBe(markup);
    expect(before.previousElementSibling?.matches('.ui-first-answer:not(:empty)')).toBe(true);
    const slot = root.querySelector('[data-first-answer]')!;
    expect(slot.lastElementChild?.classList.contains('ui-page-state')).toBe(true);
    expect(slot.querySelector('.pay-notice')?.textContent).toBe('Su pago se refleja en 10 minutos.');
  });

  it('writes server text as text, and a picture only through the URL allow-list', async () => {
    const root = frame();
    const hostile = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
    await showFirstAnswer(
      PARTS,
      ok({ repayDetail: { amount: 'N/D', repayTitle: hostile, repayCode: 'javascript:alert(1)', vCode: '//evil.example/x' } }),
      root,
      '/carpmm',
      'es',
    );
    const slot = root.querySelector('[data-first-answer]')!;
    expect(slot.querySelector('.vc-title')?.textContent).toBe(hostile);
    expect(slot.querySelectorAll('b, img').length).toBe(0);
    expect(slot.querySelector('.pay-amount')?.textContent).toBe('N/D');
    const evil = frame();
    await showFirstAnswer(PARTS, ok({ repayDetail: { repayCode: 'https://evil.example/x.png' } }), evil, '/repay/instructions', 'es');
    expect(evil.querySelectorAll('img').length).toBe(0);
  });

  it('leaves the frame as it is for a failed answer, a business error, an unreadable body or a page without a preview', async () => {
    const cases: [Promise<Response>, string][] = [
      [Promise.resolve(new Response('no', { status: 500 })), '/loan/detail'],
      [Promise.resolve(new Response(JSON.stringify({ code: 5001, message: 'x', data: { noticeStatusText: 'A' } }))), '/loan/detail'],
      [Promise.resolve(new Response('<html>')), '/loan/detail'],
      [Promise.reject(new TypeError('offline')), '/loan/detail'],
      [ok({ noticeStatusText: 'A' }), '/loan/confirm'],
      [ok({ noticeStatusText: null, noticeDesText: '' }), '/loan/detail'],
    ];
    for (const [response, path] of cases) {
      const root = frame();
      const html = root.innerHTML;
      expect(await showFirstAnswer(PARTS, response, root, path, 'es')).toBe(false);
      expect(root.innerHTML).toBe(html);
    }
  });

  it('marks the parts with their language on a page of the other language (a host sending the Spanish page for type=1), and only there', async () => {
    const order = { noticeStatusText: 'Pending payment', noticeDesText: 'Pay before the due date.' };
    try {
      document.documentElement.lang = 'es';
      const other = frame();
      expect(await showFirstAnswer(PARTS, ok(order), other, '/loan/detail', 'en')).toBe(true);
      const slot = other.querySelector('[data-first-answer]')!;
      expect([...slot.children].map((el) => [el.className, el.getAttribute('lang')])).toEqual([
        ['loan-card details__status', 'en'],
        ['ui-page-state', null],
      ]);
      document.documentElement.lang = 'en';
      const same = frame();
      expect(await showFirstAnswer(PARTS, ok(order), same, '/loan/detail', 'en')).toBe(true);
      expect(same.querySelectorAll('[data-first-answer] [lang]').length).toBe(0);
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('reads a copy of the answer: the app still reads the body itself', async () => {
    const response = ok({ noticeStatusText: 'Pendiente de pago', noticeDesText: 'Pague antes de la fecha.' });
    const shown = showFirstAnswer(PARTS, response, frame(), '/loan/detail', 'es');
    const body = await (await response).text();
    expect(JSON.parse(body).data.noticeStatusText).toBe('Pendiente de pago');
    expect(await shown).toBe(true);
  });
});
