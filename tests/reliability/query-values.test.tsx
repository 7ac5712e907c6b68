import { afterAll, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { server } from '../../src/mocks/node';
import { demoCodes } from '../../src/mocks';
import RegisterPage from '../../src/flows/register/register-page';
import { LOAN, pages, setAt } from './page-specs';
import { editAnswer, renderRoute, tick, where, withDemoBackend } from './page-harness';

// The reading policy for what a page acts on (docs/decisions/0092-acted-on-values.md), generated:
// every acted-on query parameter of every page (the bank-card page has its own tests) given each
// odd value in turn, the rest of the link as the app builds it. Expected outcomes come from the
// hand-written tables below (which value each kind takes, and the message a borrower reads), never
// from the readers under test. Each case asserts:
//   (a) no request carries the value when it is unusable (a page whose load needs it sends nothing
//       at all; a form that sends it on submit does not submit), and a usable one is sent as given;
//   (b) the page says which value and why, in the catalogue's words.
// Then the pay-channel hand-off: the amount and channel code the server sent, checked before the
// payment-instructions link is built.

withDemoBackend();

/** The odd values, as they stand in a link (null: the parameter is left out). */
const VALUES = {
  empty: '',
  missing: null,
  abc: 'abc',
  zero: '0',
  negative: '-5',
  exponent: '1e9',
  fraction: '1.005',
  long: '9'.repeat(300),
  markup: '<img src=x onerror=alert(1)>',
  path: '../../x?y=1',
} as const satisfies Record<string, string | null>;
type ValueCase = keyof typeof VALUES;

type Kind = 'id' | 'optionalId' | 'amount' | 'requestType';
type Outcome = 'ok' | 'missing' | 'unusable';

// Which value each kind takes (decision 0092, by hand): an id is letters, digits, '_', '.', '-',
// starting with a letter or digit, at most 64 characters; an optional id may be absent; an amount
// in minor units is a positive whole number written plainly; a request type is 1 or 2.
const EXPECTED: Record<Kind, Record<ValueCase, Outcome>> = {
  id: {
    empty: 'missing',
    missing: 'missing',
    abc: 'ok',
    zero: 'ok',
    negative: 'unusable',
    exponent: 'ok',
    fraction: 'ok',
    long: 'unusable',
    markup: 'unusable',
    path: 'unusable',
  },
  optionalId: {
    empty: 'ok',
    missing: 'ok',
    abc: 'ok',
    zero: 'ok',
    negative: 'unusable',
    exponent: 'ok',
    fraction: 'ok',
    long: 'unusable',
    markup: 'unusable',
    path: 'unusable',
  },
  amount: {
    empty: 'missing',
    missing: 'missing',
    abc: 'unusable',
    zero: 'unusable',
    negative: 'unusable',
    exponent: 'unusable',
    fraction: 'unusable',
    long: 'unusable',
    markup: 'unusable',
    path: 'unusable',
  },
  requestType: {
    empty: 'missing',
    missing: 'missing',
    abc: 'unusable',
    zero: 'unusable',
    negative: 'unusable',
    exponent: 'unusable',
    fraction: 'unusable',
    long: 'unusable',
    markup: 'unusable',
    path: 'unusable',
  },
};

// What the borrower reads (the English catalogue, written out here).
const SAYS = {
  missing: (what: string) => `The link has no ${what}. Please go back and try again.`,
  unusable: (what: string) => `The link has an unusable ${what}. Please go back and try again.`,
};

interface Param {
  name: string;
  kind: Kind;
  /** How the message names it. */
  what: string;
}

/** A page, its link with every acted-on value usable, and what stops when one is not. */
interface QueryPage {
  name: string;
  path: string;
  element: () => ReactElement;
  query: Record<string, string>;
  params: Param[];
  /** `load`: the page's load needs the values (nothing is sent); `submit`: its submit sends them. */
  stops: 'load' | 'submit';
  /** The request that carries the values (a path ending). */
  carrier: string;
  /** For `submit` pages: fill the form and press submit when it can be pressed. */
  act?: (user: UserEvent) => Promise<void>;
}

const loanQuery = Object.fromEntries(new URLSearchParams(LOAN));
const PRODUCT: Param = { name: 'productId', kind: 'id', what: 'product' };
const ORDER: Param = { name: 'orderId', kind: 'id', what: 'order number' };

const fill = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const submitComplaint = async (user: UserEvent) => {
  await waitFor(() => expect(screen.getByTestId('chosen-type').textContent).not.toContain('Loading'));
  await fill(user, screen.getByLabelText('Problem description'), 'The payment is not shown.');
  const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
  if (!submit.disabled) await user.click(submit);
};

// Register: the page loads, then phone, image code and SMS code, and Register sends the link's
// template id and invite code (a refused link shows no form: nothing to fill).
const registerWithCodes = async (user: UserEvent) => {
  if (document.querySelector('[data-refused]')) return;
  // Pasted, not typed key by key: what is sent is the same, and each key's render is not what this checks.
  await fill(user, await screen.findByLabelText('Mobile number'), '13912345678');
  await fill(user, screen.getByLabelText('Image code'), demoCodes.captcha);
  await user.click(screen.getByRole('button', { name: 'Get code' }));
  await fill(user, screen.getByLabelText('SMS code'), demoCodes.sms);
  await user.click(screen.getByRole('button', { name: 'Register' }));
};

const queryPages: QueryPage[] = [
  {
    name: 'loan details',
    path: '/loan/detail',
    element: pages.details.element,
    query: loanQuery,
    params: [PRODUCT, ORDER],
    stops: 'load',
    carrier: '/v3/loan-details/loan-details',
  },
  {
    name: 'confirm loan',
    path: '/loan/confirm',
    element: pages.confirm.element,
    query: loanQuery,
    params: [PRODUCT],
    stops: 'load',
    carrier: '/v3/loan-confirm/loan-detail-confirm',
  },
  {
    name: 'instalment',
    path: '/repay/choose',
    element: pages.instalment.element,
    query: loanQuery,
    params: [PRODUCT, ORDER],
    stops: 'load',
    carrier: '/v3/installment/loan-play-detail',
  },
  {
    name: 'extension',
    path: '/repay/delay',
    element: pages.extension.element,
    query: loanQuery,
    params: [PRODUCT, ORDER],
    stops: 'load',
    carrier: '/v3/installment/loan-play-delay-detail',
  },
  {
    name: 'payment instructions',
    path: '/carpmm',
    element: pages.instructions.element,
    query: { ...loanQuery, amount: '112345', payCode: 'OXXO', requestType: '1' },
    params: [
      PRODUCT,
      ORDER,
      { name: 'amount', kind: 'amount', what: 'amount to pay' },
      { name: 'payCode', kind: 'id', what: 'payment channel' },
      { name: 'requestType', kind: 'requestType', what: 'payment type' },
    ],
    stops: 'load',
    carrier: '/v3/loan-details/generate-vcode',
  },
  {
    name: 'complaint entry',
    path: '/complaint',
    element: pages.entry.element,
    query: loanQuery,
    params: [{ name: 'orderId', kind: 'optionalId', what: 'order number' }],
    stops: 'load',
    carrier: '/user-problem/problem-init',
  },
  {
    name: 'complaint detail',
    path: '/complainDetails',
    element: pages.detail.element,
    query: { type: '1', problemId: '1000' },
    params: [{ name: 'problemId', kind: 'id', what: 'complaint number' }],
    stops: 'load',
    carrier: '/user-problem/problem-detail',
  },
  {
    name: 'complaint form',
    path: '/complainPageNext',
    element: pages.form.element,
    query: { type: '1', problemType: '1', problemSonType: '11', orderNo: 'MX240518001' },
    params: [
      { name: 'problemType', kind: 'id', what: 'problem type' },
      { name: 'problemSonType', kind: 'optionalId', what: 'problem sub-type' },
      { name: 'orderNo', kind: 'optionalId', what: 'order reference' },
    ],
    stops: 'submit',
    carrier: '/user-problem/problem-save',
    act: submitComplaint,
  },
  {
    name: 'loan agreement',
    path: '/agony',
    element: pages.contract.element,
    query: { type: '1', orderNo: 'MX240518001' },
    params: [{ name: 'orderNo', kind: 'id', what: 'order reference' }],
    stops: 'load',
    carrier: '/v3/loan-details/contract-detail',
  },
  {
    name: 'register',
    path: '/promotion',
    element: () => <RegisterPage />,
    query: { type: '1', id: '1', links_id: '3', invite_code: 'INV7' },
    params: [
      { name: 'id', kind: 'id', what: 'promotion page' },
      { name: 'invite_code', kind: 'optionalId', what: 'invitation code' },
    ],
    stops: 'submit',
    carrier: '/promotion/register',
    act: registerWithCodes,
  },
];

interface Sent {
  url: string;
  /** Every name=value the request carries, in its address and its form body. */
  pairs: [string, string][];
}

/** Requests sent while `run` ran, with their address and form values. */
async function recordRequests(run: () => Promise<void>): Promise<Sent[]> {
  const seen: Promise<Sent>[] = [];
  const onStart = ({ request }: { request: Request }) =>
    void seen.push(
      request
        .clone()
        .text()
        .then((body) => {
          const url = new URL(request.url);
          const form = /^[^{<]*=/.test(body) ? [...new URLSearchParams(body)] : [];
          return { url: url.pathname, pairs: [...url.searchParams, ...form] };
        }),
    );
  server.events.on('request:start', onStart);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', onStart);
  }
  return Promise.all(seen);
}

function linkWith(query: Record<string, string>, name: string, value: string | null): string {
  const params = new URLSearchParams(query);
  if (value === null) params.delete(name);
  else params.set(name, value);
  return params.toString();
}

let cases = 0;
let refusedCases = 0;

for (const page of queryPages) {
  describe(`${page.name} (${page.path}): what its link gives`, () => {
    for (const param of page.params) {
      for (const [valueCase, value] of Object.entries(VALUES) as [ValueCase, string | null][]) {
        const outcome = EXPECTED[param.kind][valueCase];
        cases += 1;
        if (outcome !== 'ok') refusedCases += 1;
        it(`${param.name} ${valueCase === 'missing' ? 'left out' : `= ${JSON.stringify(value).slice(0, 40)}`}: ${outcome}`, async () => {
          const user = userEvent.setup();
          const route = `${page.path}?${linkWith(page.query, param.name, value)}`;
          seenPaths.length = 0;
          const sent = await recordRequests(async () => {
            renderRoute(page.element(), route);
            if (outcome === 'ok') {
              if (page.stops === 'load') await waitFor(() => expect(sentTo(page.carrier)).toBe(true));
              else await page.act?.(user);
            } else {
              await waitFor(() => expect(document.body.textContent).toContain(SAYS[outcome](param.what)));
              await page.act?.(user);
            }
            await tick(30);
          });
          const carriers = sent.filter((request) => request.url.endsWith(page.carrier));
          if (outcome === 'ok') {
            // A usable value is acted on, as given (a left-out optional one is simply not sent).
            expect(carriers.length, `a request to ${page.carrier}`).toBeGreaterThan(0);
            const carried = carriers.flatMap((request) => request.pairs.filter(([name]) => name === param.name).map(([, v]) => v));
            if (value !== null && value !== '') expect(carried).toContain(value);
            else expect(carried.filter((v) => v !== '')).toEqual([]);
            for (const [name, expected] of Object.entries(page.query)) {
              if (name !== param.name && page.params.some((p) => p.name === name)) {
                expect(carriers[0]?.pairs, `${name} is sent as given`).toContainEqual([name, expected]);
              }
            }
            expect(document.body.textContent).not.toContain('The link has');
            return;
          }
          // (a) Nothing is sent with the value: a load that needs it sends nothing at all.
          if (page.stops === 'load') expect(sent.map((request) => request.url)).toEqual([]);
          expect(carriers, `no request to ${page.carrier}`).toEqual([]);
          const carrying = sent.filter((request) => request.pairs.some(([name, v]) => name === param.name && v === (value ?? '')));
          expect(carrying.map((request) => request.url)).toEqual([]);
          // (b) The page says which value and why.
          expect(document.body.textContent).toContain(SAYS[outcome](param.what));
        });
      }
    }
  });
}

// The requests seen so far in the running case (for waiting on the carrier request).
const seenPaths: string[] = [];
server.events.on('request:start', ({ request }) => void seenPaths.push(new URL(request.url).pathname));
function sentTo(carrier: string): boolean {
  return seenPaths.some((path) => path.endsWith(carrier));
}

// The pay-channel hand-off: the amount and the channel code come from the server and are sent on
// in the payment-instructions link. As text, each odd value is refused and the tap explains.
const AMOUNT_UNREADABLE = 'We could not read the amount to pay. Please try again later.';
const CODE_UNREADABLE = 'We could not read this payment channel.';

const SERVER_AMOUNTS: Record<ValueCase | 'usable', { value: unknown; ok: boolean }> = {
  usable: { value: 112345, ok: true },
  empty: { value: '', ok: false },
  missing: { value: null, ok: false },
  abc: { value: 'abc', ok: false },
  zero: { value: 0, ok: false },
  negative: { value: -5, ok: false },
  exponent: { value: '1e9', ok: false },
  fraction: { value: 1.005, ok: false },
  long: { value: '9'.repeat(300), ok: false },
  markup: { value: VALUES.markup, ok: false },
  path: { value: VALUES.path, ok: false },
};
const SERVER_CODES: Record<'usable' | 'markup' | 'path' | 'long' | 'negative', { value: string; ok: boolean }> = {
  usable: { value: 'OXXO', ok: true },
  markup: { value: VALUES.markup, ok: false },
  path: { value: VALUES.path, ok: false },
  long: { value: 'O'.repeat(300), ok: false },
  negative: { value: '-5', ok: false },
};

const handOffs = [
  { name: 'instalment', spec: pages.instalment, amountAt: 'data.repayAmount', requestType: '1' },
  { name: 'extension', spec: pages.extension, amountAt: 'data.delayInfo.delayAmount', requestType: '2' },
];

async function tapFirstChannel(user: UserEvent) {
  const channel = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('button.pay-channel__main');
    expect(button).not.toBeNull();
    return button as HTMLButtonElement;
  });
  await user.click(channel);
  await tick(20);
}

for (const handOff of handOffs) {
  describe(`${handOff.name}: the amount the server sent, sent on to /carpmm`, () => {
    for (const [valueCase, { value, ok }] of Object.entries(SERVER_AMOUNTS)) {
      cases += 1;
      if (!ok) refusedCases += 1;
      it(`${handOff.amountAt} = ${JSON.stringify(value).slice(0, 40)}: ${ok ? 'linked' : 'explained'} (${valueCase})`, async () => {
        editAnswer('post', handOff.spec.endpoint, (body) => setAt(body, handOff.amountAt, value));
        renderRoute(handOff.spec.element(), handOff.spec.route);
        await tapFirstChannel(userEvent.setup());
        const link = new URL(where(), 'http://x');
        if (ok) {
          expect(link.pathname).toBe('/carpmm');
          expect(link.searchParams.get('amount')).toBe(String(value));
          expect(link.searchParams.get('requestType')).toBe(handOff.requestType);
          return;
        }
        expect(link.pathname).toBe(new URL(handOff.spec.route, 'http://x').pathname);
        expect(document.body.textContent).toContain(AMOUNT_UNREADABLE);
      });
    }
    for (const [valueCase, { value, ok }] of Object.entries(SERVER_CODES)) {
      cases += 1;
      if (!ok) refusedCases += 1;
      it(`the first channel's payCode = ${JSON.stringify(value).slice(0, 40)}: ${ok ? 'linked' : 'explained'} (${valueCase})`, async () => {
        editAnswer('post', handOff.spec.endpoint, (body) => setAt(body, 'data.repayList.0.list.0.payCode', value));
        renderRoute(handOff.spec.element(), handOff.spec.route);
        await tapFirstChannel(userEvent.setup());
        const link = new URL(where(), 'http://x');
        if (ok) {
          expect(link.pathname).toBe('/carpmm');
          expect(link.searchParams.get('payCode')).toBe(value);
          return;
        }
        expect(link.pathname).toBe(new URL(handOff.spec.route, 'http://x').pathname);
        expect(document.body.textContent).toContain(CODE_UNREADABLE);
      });
    }
  });
}

describe('the generated query cases', () => {
  afterAll(() => console.info(`query values: ${cases} cases, ${refusedCases} refused with a message, ${cases - refusedCases} acted on`));
  it('cover every acted-on parameter of every page with every odd value', () => {
    const params = queryPages.reduce((n, page) => n + page.params.length, 0);
    expect(params).toBe(20);
    expect(cases).toBe(params * Object.keys(VALUES).length + handOffs.length * (11 + 5));
  });
});
