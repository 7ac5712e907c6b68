import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { LOAN, pages, type Json, type PageSpec } from './page-specs';
import { demoAnswer, renderRoute, where, withDemoBackend } from './page-harness';
import { REQUIRED_FIELDS } from './required-fields';
import { CATALOGUE_EN } from '../helpers/catalogue-texts';
import { translate, type MessageKey } from '../../src/i18n/catalogue';

// The reading policy (docs/decisions/0067-tolerant-reading.md), generated: for every page that loads
// data on open, every field of the answer it reads first (top level, the fields of its objects and
// of the first item of every list), given each odd value in turn. The page shows its content (no
// failure screen, no crash); an amount sent as "N/D" reads "N/D"; its main action, when it has one,
// sends no corrupt value. A page may refuse only for a field the decision names (REQUIRED_FIELDS).
// The main action must be there and run (its request sent, or the page moved on), or be stopped with
// the page's own message for that case; no case may log a console error or leave an uncaught error.

withDemoBackend();

const MISSING = Symbol('missing');
type Odd = 'null' | 'empty' | 'missing' | 'N/D' | 'swapped';
const ODD: Record<Odd, (value: unknown) => unknown> = {
  null: () => null,
  empty: () => '',
  missing: () => MISSING,
  'N/D': () => 'N/D',
  // A number where text is expected and text where a number is: '300000' <-> 300000, 'Lendo' -> 7.
  swapped: (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : 7),
};

const en = (key: MessageKey) => translate('en', key);

/** What the main action did: ran (its request went out, or the page moved on) or was stopped with a message. */
type ActOutcome = 'ran' | 'stopped';

/** The requests started so far in the case (method and URL), in order. */
type Started = () => string[];

/** A page, its first answer, and what it must show or may do with it. */
interface OddPage {
  spec: PageSpec;
  /** Field paths (under data) that are amounts: "N/D" there must be shown as "N/D". */
  amounts: string[];
  /** The page's level-one heading once it shows (English). */
  heading: string | RegExp;
  /** The main action on the loaded data, when the page has one: performs it and checks what followed. */
  act?: (user: UserEvent, started: Started) => Promise<ActOutcome>;
  /** The fields whose odd value may stop the main action (with the page's message): the ones it acts on. */
  stopsFor?: string[];
}

/** Resolves once a request to `endpoint` has started. */
const sentTo = (started: Started, endpoint: RegExp) =>
  waitFor(() =>
    expect(
      started().some((line) => endpoint.test(line)),
      `a request to ${endpoint}`,
    ).toBe(true),
  );

/**
 * A pay channel (instalment and extension pages): the first one opens the payment instructions
 * with the plan's request type, or the page says why it cannot (the amount or the channel could not
 * be read); a plan with no channels says there are none.
 */
const openFirstChannel =
  (requestType: string) =>
  async (user: UserEvent): Promise<ActOutcome> => {
    const channels = document.querySelectorAll<HTMLButtonElement>('button.pay-channel__main');
    if (channels.length === 0) {
      expect(screen.getByText(en('repaying.noChannels'))).toBeVisible();
      return 'stopped';
    }
    const first = channels[0]!;
    expect(first).toBeEnabled();
    const here = where();
    const why = [en('repaying.amountUnreadable'), en('repaying.channelUnreadable')];
    const saysWhy = () => screen.queryAllByRole('alert').some((a) => why.includes(a.textContent ?? ''));
    await user.click(first);
    await waitFor(() => expect(where() !== here || saysWhy(), 'the channel opened, or the page said why not').toBe(true));
    if (where() === here) return 'stopped';
    const url = new URL(where(), 'http://x');
    expect(url.pathname).toBe('/carpmm');
    expect(url.searchParams.get('requestType')).toBe(requestType);
    expect(url.searchParams.get('amount')).toMatch(/^\d+$/);
    expect(url.searchParams.get('payCode')).not.toBe('');
    return 'ran';
  };

const oddPages: OddPage[] = [
  {
    spec: pages.confirm,
    amounts: ['amount', 'couNum', 'repay_plans.0.amount'],
    heading: 'Confirm loan',
    stopsFor: ['amount', 'periods'],
    // Confirm sends loan-detail-push; an offer whose amount or term cannot be read keeps it grey and says so.
    act: async (user, started) => {
      const submit = screen.getByRole('button', { name: 'Confirm loan' });
      if (submit.hasAttribute('disabled')) {
        expect(screen.getByTestId('confirm-unusable')).toHaveTextContent(en('confirm.offerUnusable'));
        return 'stopped';
      }
      await user.click(submit);
      await sentTo(started, /loan-detail-push/);
      // The push answered: the borrower moves on to the loan details, or reads why not.
      await waitFor(() => expect(where().startsWith('/loan/detail?') || screen.queryByText(en('confirm.pushFailed')) !== null).toBe(true));
      return 'ran';
    },
  },
  {
    spec: pages.details,
    amounts: [],
    heading: 'Loan details',
    // An unreadable status offers no repay actions (SPEC 4: buttons depend on the status).
    stopsFor: ['orderStatus'],
    // The demo order is repayable: Repay opens the card repayment, or first the extension reminder.
    act: async (user) => {
      const repay = screen.queryByRole('button', { name: 'Repay' });
      if (!repay) return 'stopped';
      await user.click(repay);
      await waitFor(() =>
        expect(where().startsWith('/repay/card?') || screen.queryByRole('dialog', { name: 'Extend your term' }) !== null).toBe(true),
      );
      return 'ran';
    },
  },
  {
    spec: pages.instalment,
    amounts: ['repayAmount'],
    heading: 'Instalment repayment',
    act: openFirstChannel('1'),
    stopsFor: ['repayAmount', 'repayList', 'repayList.0.list.0.payCode'],
  },
  {
    spec: pages.extension,
    amounts: ['delayInfo.delayAmount', 'repayPlan.0.amount'],
    heading: 'Extension repayment',
    act: openFirstChannel('2'),
    stopsFor: ['delayInfo', 'delayInfo.delayAmount', 'repayList', 'repayList.0.list.0.payCode'],
  },
  { spec: pages.instructions, amounts: ['repayDetail.amount'], heading: /.*/ },
  { spec: pages.service, amounts: [], heading: 'Customer service' },
  { spec: pages.list, amounts: [], heading: 'My complaints' },
  { spec: pages.detail, amounts: [], heading: 'Complaint detail' },
  { spec: pages.entry, amounts: [], heading: 'Complaints and suggestions' },
  { spec: pages.form, amounts: [], heading: 'Describe your problem' },
  {
    spec: pages.contract,
    amounts: ['contractAmount', 'commission', 'Interest', 'IVA', 'giveAmount', 'amount'],
    heading: 'Loan Agreement',
  },
  {
    spec: pages.bank,
    amounts: [],
    heading: 'Pay by bank card',
    stopsFor: ['bankCards'],
    // A card, then Pay: the commit is sent and the borrower moves on (or reads the server's answer);
    // with no card on file the page says so.
    act: async (user, started) => {
      const card = screen.queryAllByRole('radio')[0];
      if (!card) {
        expect(screen.getByText(en('bankRepay.noCards'))).toBeVisible();
        return 'stopped';
      }
      await user.click(card);
      const pay = screen.getByRole('button', { name: 'Pay' });
      expect(pay).toBeEnabled();
      await user.click(pay);
      await sentTo(started, /repayment-commit/);
      await waitFor(() => expect(where().startsWith('/loan/detail?') || screen.queryAllByRole('alert').length > 0).toBe(true));
      return 'ran';
    },
  },
  { spec: pages.register, amounts: [], heading: 'Sign up and get your loan' },
  {
    spec: { ...pages.register, name: 'register (sid)', method: 'get', endpoint: '*/api/v2/lendo/promotion/get-sid' },
    amounts: [],
    heading: 'Sign up and get your loan',
  },
];

/** The demo backend's answer to the page's first request, sampled once to list its fields. */
async function sample(spec: PageSpec): Promise<Json> {
  const path = spec.endpoint.replace(/^\*/, 'http://localhost');
  const params = new URLSearchParams(`${LOAN}&problemId=1000&orderNo=MX240518001&amount=112345&payCode=OXXO&requestType=1&sid=s1&templateId=7`);
  const request =
    spec.method === 'get'
      ? new Request(`${path}?${params}`)
      : new Request(path, { method: 'POST', body: params, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return (await (await demoAnswer(request)).json()) as Json;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every field path: top level, inside objects, and in the first item of every list. */
function fieldPaths(node: unknown, prefix = ''): string[] {
  const out: string[] = [];
  if (Array.isArray(node)) return node.length > 0 && isObject(node[0]) ? fieldPaths(node[0], `${prefix}0.`) : out;
  if (!isObject(node)) return out;
  for (const [key, value] of Object.entries(node)) {
    out.push(`${prefix}${key}`);
    out.push(...fieldPaths(value, `${prefix}${key}.`));
  }
  return out;
}

function setOdd(body: Json, path: string, odd: Odd): void {
  const keys = path.split('.');
  let node: unknown = body;
  for (const key of keys.slice(0, -1)) node = (node as Json)[key];
  const last = keys.at(-1) ?? '';
  const parent = node as Json;
  const value = ODD[odd](parent[last]);
  if (value === MISSING) delete parent[last];
  else parent[last] = value;
}

const CORRUPT = /NaN|undefined|\[object Object\]|Infinity/;
const AMOUNT_PARAM = /(^|[?&])(amount|withholdingAmount)=([^&]*)/g;

/** Request lines (URL and body) sent while `run` ran; `run` may read the ones started so far. */
async function recordRequests(run: (started: Started) => Promise<void>): Promise<string[]> {
  const seen: Promise<string>[] = [];
  const startedLines: string[] = [];
  const onStart = ({ request }: { request: Request }) => {
    startedLines.push(`${request.method} ${request.url}`);
    seen.push(
      request
        .clone()
        .text()
        .then((body) => `${request.method} ${request.url} ${body}`),
    );
  };
  server.events.on('request:start', onStart);
  try {
    await run(() => [...startedLines]);
  } finally {
    server.events.removeListener('request:start', onStart);
  }
  return Promise.all(seen);
}

function corruptIn(line: string): string | null {
  if (CORRUPT.test(line)) return line;
  for (const [, , , value] of line.matchAll(AMOUNT_PARAM)) {
    if (!/^-?\d+(\.\d+)?$/.test(decodeURIComponent(value ?? ''))) return line;
  }
  return null;
}

interface Outcome {
  page: string;
  field: string;
  odd: Odd;
  refused: boolean;
}
const outcomes: Outcome[] = [];

const uncaught: unknown[] = [];
const onRejection = (reason: unknown) => void uncaught.push(reason);
const onWindowError = (event: ErrorEvent) => void uncaught.push(event.error ?? event.message);
let consoleError: MockInstance<typeof console.error>;
beforeAll(() => {
  process.on('unhandledRejection', onRejection);
  window.addEventListener('error', onWindowError);
});
beforeEach(() => {
  uncaught.length = 0;
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());
afterAll(() => {
  process.off('unhandledRejection', onRejection);
  window.removeEventListener('error', onWindowError);
});

/** No console error and no uncaught error or rejection, once late ones had a turn to surface. */
async function expectNoErrors() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(uncaught, 'uncaught errors or unhandled rejections').toEqual([]);
  expect(consoleError, 'console.error').not.toHaveBeenCalled();
}

const samples = new Map<string, Json>();
for (const page of oddPages) samples.set(page.spec.name, await sample(page.spec));

for (const page of oddPages) {
  const body = samples.get(page.spec.name) ?? {};
  const paths = fieldPaths(body.data);
  const required = REQUIRED_FIELDS[page.spec.name] ?? [];

  describe(`${page.spec.name}: odd values in ${page.spec.endpoint}`, () => {
    it('lists the fields of its answer', () => {
      expect(paths.length).toBeGreaterThan(0);
      for (const field of required) expect(paths, `named field ${field}`).toContain(field);
    });

    for (const field of paths) {
      for (const odd of Object.keys(ODD) as Odd[]) {
        it(`${field} = ${odd}`, async () => {
          let answered = false;
          server.use(
            http[page.spec.method](page.spec.endpoint, async ({ request }) => {
              const answer = (await (await demoAnswer(request)).json()) as Json;
              if (!answered) setOdd(answer, `data.${field}`, odd);
              answered = true;
              return HttpResponse.json(answer);
            }),
          );
          const user = userEvent.setup();
          const sent = await recordRequests(async (started) => {
            renderRoute(page.spec.element(), page.spec.route, page.spec.scenarios ?? []);
            await waitFor(() => expect(answered).toBe(true));
            await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
            const refused = screen.queryByRole('button', { name: 'Retry' }) !== null;
            outcomes.push({ page: page.spec.name, field, odd, refused });
            if (refused) {
              expect(required, `the page refused for ${field}, a field the decision does not name`).toContain(field);
              expect(CATALOGUE_EN, 'a catalogue message on the failure screen').toContain(screen.getByRole('alert').textContent);
              return;
            }
            expect(screen.getAllByRole('heading', { level: 1, name: page.heading }).length).toBeGreaterThan(0);
            if (odd === 'N/D' && page.amounts.includes(field)) expect(document.body.textContent).toContain('N/D');
            if (page.act) {
              const action = await page.act(user, started);
              if (action === 'stopped') expect(page.stopsFor ?? [], `the main action stopped for ${field}`).toContain(field);
            }
          });
          const corrupt = [...sent, where()].map(corruptIn).filter(Boolean);
          expect(corrupt, 'a request or a link carried a corrupt value').toEqual([]);
          await expectNoErrors();
        });
      }
    }
  });
}

describe('?scenario=messy (every answer as a loose backend writes it)', () => {
  for (const page of oddPages) {
    it(`${page.spec.name} shows its content`, async () => {
      renderRoute(page.spec.element(), page.spec.route, [...(page.spec.scenarios ?? []), 'messy']);
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 1, name: page.heading }).length).toBeGreaterThan(0));
      await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      if (page.amounts.length > 0) await waitFor(() => expect(document.body.textContent).toContain('N/D'));
      await expectNoErrors();
    });
  }
});

describe('the policy as a whole', () => {
  afterAll(() => {
    const refused = outcomes.filter((o) => o.refused);
    console.info(
      `odd values: ${outcomes.length} cases, ${outcomes.length - refused.length} show their page, ${refused.length} refused (named fields)`,
    );
  });

  it('at least 95% of the cases show their page', () => {
    const refused = outcomes.filter((o) => o.refused).length;
    expect(outcomes.length).toBeGreaterThan(300);
    expect(refused / outcomes.length).toBeLessThanOrEqual(0.05);
  });
});
