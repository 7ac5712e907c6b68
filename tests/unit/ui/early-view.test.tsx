import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_MAX_AGE_MS } from '../../../src/api/early-response';
import { successData } from '../../../src/api/envelope-code';
import { AppProviders } from '../../../src/app/providers';
import { FIRST_PAINT_WAIT_MS, firstPaintShown, startAfterPaint } from '../../../src/app/boot-start';
// The page modules register the frames' messages.
import '../../../src/flows/instalment/instalment-page';
import '../../../src/flows/loan-details/loan-details-page';
import '../../../src/flows/payment-instructions/payment-instructions-page';
import { InstalmentFrame } from '../../../src/flows/instalment/instalment-view';
import { LoanDetailsFrame } from '../../../src/flows/loan-details/loan-details-view';
import { PaymentInstructionsFrame } from '../../../src/flows/payment-instructions/payment-instructions-view';
import type { Lang } from '../../../src/i18n/define';
import { APP_RENDERING, EARLY_ATTRS, EARLY_TIMING } from '../../../src/ui/early-marks';
import {
  clearEarlyData,
  earlyDataFor,
  earlyValue,
  earlyViewPresented,
  fillEarlyView,
  hrefOf,
  keepEarlyData,
  showEarlyView,
} from '../../../src/ui/early-view';
import { PrerenderingContext } from '../../../src/ui/prerendering';

afterEach(() => {
  clearEarlyData();
  window.history.replaceState(null, '', '/');
});

const ORDER = { noticeStatusText: 'Pending repayment', noticeDesText: 'Pay before the due date to keep a good record.', orderStatus: 174 };
const PLAN = { noticeMsg: 'Your payment shows in 10 to 30 minutes.', repayAmount: 300000 };
const VOUCHER = {
  topLogo: '/maintains/demo-files/logo-top.svg',
  repayDetail: {
    amount: 300000,
    repayTitle: 'Pay at OXXO',
    repayDes: 'Show this code at the till.',
    vCode: '9300 1234 5678 90',
    companyName: 'Lendo',
  },
};

describe('the answer a loan page shows early', () => {
  it('is the data of a success envelope only', () => {
    expect(successData({ code: '0', data: ORDER })).toBe(ORDER);
    expect(successData({ code: 0, data: ORDER })).toBe(ORDER);
    expect(successData({ status: '00', data: ORDER })).toBe(ORDER);
    expect(successData({ code: '1', message: 'no', data: ORDER })).toBeNull();
    expect(successData({ code: '0', data: [ORDER] })).toBeNull();
    expect(successData({ code: '0', data: null })).toBeNull();
    expect(successData({ data: ORDER })).toBeNull();
    expect(successData([{ code: '0', data: ORDER }])).toBeNull();
    expect(successData('{"code":"0"}')).toBeNull();
  });

  it('reads text or finite numbers at a path, and money in the language of the page', () => {
    const data = { a: { b: 'text', n: 12, money: '300000', blank: '  ', no: null, yes: true, inf: Infinity, list: ['x'] } };
    expect(earlyValue(data, 'a.b', undefined, 'es')).toBe('text');
    expect(earlyValue(data, 'a.n', undefined, 'es')).toBe('12');
    expect(earlyValue(data, 'a.money', 'money', 'es')).toBe('$3000.00');
    expect(earlyValue(data, 'a.money', 'money', 'en')).toBe('₱3000.00');
    for (const path of ['a.blank', 'a.no', 'a.yes', 'a.inf', 'a.list', 'a', 'a.missing', 'a.b.length', 'constructor', 'a.__proto__', 'a.list.0']) {
      expect(earlyValue(data, path, undefined, 'es'), path).toBe('');
    }
  });

  it('is kept for the address it was asked at, while fresh', () => {
    keepEarlyData('/loan/detail?orderId=1', ORDER, 1000);
    expect(earlyDataFor('/loan/detail?orderId=1', 1000 + EARLY_MAX_AGE_MS)).toBe(ORDER);
    expect(earlyDataFor('/loan/detail?orderId=1', 1001 + EARLY_MAX_AGE_MS)).toBeNull();
    expect(earlyDataFor('/loan/detail?orderId=2', 1000)).toBeNull();
    clearEarlyData();
    expect(earlyDataFor('/loan/detail?orderId=1', 1000)).toBeNull();
  });
});

function withProviders(ui: ReactElement, lang: Lang) {
  return (
    <MemoryRouter>
      <AppProviders lang={lang} machineOptions={{}}>
        {ui}
      </AppProviders>
    </MemoryRouter>
  );
}

/** The frame as the build writes it into the page. */
function prerendered(ui: ReactElement, lang: Lang): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<PrerenderingContext value>{withProviders(ui, lang)}</PrerenderingContext>);
  return root;
}

const withoutMarks = (root: HTMLElement) => {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll('*')) for (const attr of [...Object.values(EARLY_ATTRS), 'elementtiming']) el.removeAttribute(attr);
  return copy.innerHTML;
};

const FRAMES: [string, () => ReactElement, Record<string, unknown>, string[]][] = [
  ['loan details', () => <LoanDetailsFrame />, ORDER, [ORDER.noticeStatusText, ORDER.noticeDesText]],
  ['instalment repayment', () => <InstalmentFrame />, PLAN, [PLAN.noticeMsg]],
  [
    'payment instructions',
    () => <PaymentInstructionsFrame />,
    VOUCHER,
    ['$3000.00', 'Pay at OXXO', 'Show this code at the till.', '9300 1234 5678 90'],
  ],
];

describe.each(FRAMES)('the %s loading frame', (_name, frame, data, shown) => {
  it('is written with its marks, showing none of the answer', () => {
    const root = prerendered(frame(), 'es');
    expect(root.querySelectorAll(`[${EARLY_ATTRS.text}]`).length).toBeGreaterThan(0);
    // Element Timing tells the inline script when the answer is on screen.
    expect(root.querySelectorAll(`[elementtiming="${EARLY_TIMING}"]`).length).toBe(root.querySelectorAll(`[${EARLY_ATTRS.text}]`).length);
    for (const text of shown) expect(root.textContent).not.toContain(text);
    expect(root.querySelector('[role=status]:not([hidden] *)')).not.toBeNull();
  });

  it('filled by the inline script is what the app renders with the kept answer', () => {
    const root = prerendered(frame(), 'es');
    fillEarlyView(root, data, 'es');
    for (const text of shown) expect(root.textContent).toContain(text);
    window.history.replaceState(null, '', '/page?x=1');
    keepEarlyData(hrefOf(window.location), data);
    const { container } = render(withProviders(frame(), 'es'));
    expect(container.innerHTML).toBe(withoutMarks(root));
  });

  it('shows the answer once: a frame mounted again (a retry) waits for new data', () => {
    window.history.replaceState(null, '', '/page?x=1');
    keepEarlyData(hrefOf(window.location), data);
    const first = render(withProviders(frame(), 'es'));
    expect(first.container.textContent).toContain(shown[0]);
    first.unmount();
    const again = render(withProviders(frame(), 'es'));
    expect(again.container.textContent).not.toContain(shown[0]);
  });

  it('does not show an answer kept for another address', () => {
    window.history.replaceState(null, '', '/page?x=1');
    keepEarlyData('/page?x=2', data);
    const { container } = render(withProviders(frame(), 'es'));
    expect(container.textContent).not.toContain(shown[0]);
  });
});

describe('the inline script writing the answer', () => {
  const json = (body: unknown, init?: ResponseInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init }));

  it('fills the frame, keeps the answer, and leaves the response for the API layer', async () => {
    const root = prerendered(<LoanDetailsFrame />, 'es');
    const response = json({ code: '0', data: ORDER });
    await showEarlyView(response, root, '/loan/detail?orderId=1', 'es');
    expect(root.querySelector('section')).not.toHaveAttribute('hidden');
    expect(root.textContent).toContain(ORDER.noticeDesText);
    expect(earlyDataFor('/loan/detail?orderId=1')).toEqual(ORDER);
    expect(await (await response).json()).toEqual({ code: '0', data: ORDER });
  });

  it('writes text, never markup', async () => {
    const root = prerendered(<LoanDetailsFrame />, 'es');
    await showEarlyView(json({ code: '0', data: { ...ORDER, noticeDesText: '<img src=x onerror=alert(1)>' } }), root, '/a', 'es');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it.each([
    ['a failure code', () => json({ code: '5', message: 'Not found', data: ORDER })],
    ['an HTTP error', () => json({ code: '0', data: ORDER }, { status: 500 })],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['no data object', () => json({ code: '0', data: 'text' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('leaves the frame as it is on %s', async (_name, response) => {
    const root = prerendered(<LoanDetailsFrame />, 'es');
    const before = root.innerHTML;
    await showEarlyView(response(), root, '/a', 'es');
    expect(root.innerHTML).toBe(before);
    expect(earlyDataFor('/a')).toBeNull();
  });

  it('once the app renders, only keeps the answer (React owns the page)', async () => {
    const root = prerendered(<LoanDetailsFrame />, 'es');
    root.setAttribute(APP_RENDERING, '');
    const before = root.innerHTML;
    await showEarlyView(json({ code: '0', data: ORDER }), root, '/a', 'es');
    expect(root.innerHTML).toBe(before);
    expect(earlyDataFor('/a')).toEqual(ORDER);
  });
});

describe('starting the app on a loan page', () => {
  function builtRoot() {
    const root = document.createElement('div');
    root.dataset.app = '/assets/main.js';
    root.dataset.modules = '/assets/runtime.js /assets/main.js /assets/page.js';
    return root;
  }
  const preloads = () => [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
  afterEach(() => document.head.querySelectorAll('link[rel=modulepreload]').forEach((l) => l.remove()));

  it('asks for the app only once the early view is on screen', async () => {
    const loaded: string[] = [];
    let show!: () => void;
    const earlyView = new Promise<void>((resolve) => (show = resolve));
    const started = startAfterPaint(builtRoot(), earlyView, async (href) => void loaded.push(href));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual([]);
    expect(preloads()).toEqual([]);
    show();
    await started;
    expect(loaded).toEqual(['/assets/main.js']);
    expect(preloads()).toEqual(['/assets/runtime.js', '/assets/page.js']);
  });

  it('asks for it anyway when the answer is slow', async () => {
    const loaded: string[] = [];
    await startAfterPaint(builtRoot(), new Promise(() => undefined), async (href) => void loaded.push(href));
    expect(loaded).toEqual(['/assets/main.js']);
  });

  it('on other pages, asks for it after the first paint', async () => {
    const loaded: string[] = [];
    await startAfterPaint(builtRoot(), undefined, async (href) => void loaded.push(href));
    expect(loaded).toEqual(['/assets/main.js']);
    expect(preloads()).toEqual(['/assets/runtime.js', '/assets/page.js']);
  });
});

describe('knowing the early view is on screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the Element Timing entry of an early text', async () => {
    let report!: (identifiers: string[]) => void;
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => { identifier: string }[] }) => void) {
        report = (ids) => callback({ getEntries: () => ids.map((identifier) => ({ identifier })) });
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'element', buffered: true });
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    let presented = false;
    const done = earlyViewPresented().then(() => (presented = true));
    report(['hero-image']);
    await Promise.resolve();
    expect(presented).toBe(false);
    report([EARLY_TIMING]);
    await done;
    expect(presented).toBe(true);
  });

  it('without Element Timing, waits for the next frame', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await earlyViewPresented();
    expect(frame).toHaveBeenCalled();
  });
});

describe('knowing the first paint is on screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function paintObserver() {
    const seen: { report?: (names: string[]) => void; disconnected: boolean } = { disconnected: false };
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: { getEntries: () => { name: string }[] }) => void) {
        seen.report = (names) => callback({ getEntries: () => names.map((name) => ({ name })) });
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        seen.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return seen;
  }

  it('waits for the first contentful paint entry', async () => {
    const seen = paintObserver();
    let shown = false;
    const done = firstPaintShown().then(() => (shown = true));
    seen.report!(['first-paint']);
    await Promise.resolve();
    expect(shown).toBe(false);
    seen.report!(['first-contentful-paint']);
    await done;
    expect(seen.disconnected).toBe(true);
  });

  it('goes on after FIRST_PAINT_WAIT_MS when no paint is reported (a hidden page)', async () => {
    vi.useFakeTimers();
    const seen = paintObserver();
    let shown = false;
    void firstPaintShown().then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(shown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toBe(true);
    expect(seen.disconnected).toBe(true);
  });
});
