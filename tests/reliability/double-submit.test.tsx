import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import BankRepaymentPage from '../../src/flows/bank-repayment/bank-repayment-page';
import ComplaintDetailPage from '../../src/flows/complaint/complaint-detail-page';
import ComplaintFormPage from '../../src/flows/complaint/complaint-form-page';
import ConfirmLoanPage from '../../src/flows/confirm-loan/confirm-loan-page';
import LoanDetailsPage from '../../src/flows/loan-details/loan-details-page';
import RegisterPage from '../../src/flows/register/register-page';
import { translate, type MessageKey, type Params } from '../../src/i18n/catalogue';
import { server } from '../../src/mocks/node';
import type { ScenarioName } from '../../src/mocks/scenarios';
import type { InspectionEvent } from 'xstate';
import { api, hold, renderRoute, where, withDemoBackend, type Held } from './page-harness';
import { editableField, enabledControl } from '../helpers/render-page';
import { uploadsWithNodeFormData } from '../helpers/node-form-data';
import { tinyPng } from '../helpers/tiny-png';
import { SUCCESS_MODAL_MS } from '../../machines/complaint-form/complaint-draft';
import { registerMachine } from '../../machines/register/register.machine';

/** How long the register page says "registered" before it opens the download page (its machine's delay). */
const REDIRECT_MS = Number(registerMachine.implementations.delays.redirectDelay);

withDemoBackend();

// jsdom's FormData and File cannot be sent by Node's fetch (the part arrives without its bytes); a
// browser's can. Node's own stand in for the browser's, so the upload carries the real bytes.
uploadsWithNodeFormData();

const msg = (key: MessageKey, params?: Params) => translate('en', key, params);
const LOAN = 'type=1&productId=7&orderId=240518001';
const TAPS = 5;

type Page = ReturnType<typeof renderRoute>;

interface Ctx {
  page: Page;
  user: UserEvent;
  held: Held;
  /** The sending actors the page's machines started since the burst began. */
  sends: Counter;
  /** The control that was tapped. */
  control: HTMLElement;
}

/** One sending control: how to reach it on its real page, and what must happen once its request is answered. */
interface Sender {
  name: string;
  method: 'get' | 'post';
  endpoint: string;
  /** The machine event one tap sends. */
  event: string;
  /** The invoked actor that sends the request: no request leaves without the machine starting one. */
  actor: string;
  route: string;
  scenarios?: ScenarioName[];
  /** Gets the page to where the control sends; returns the control. */
  reach: (page: Page, user: UserEvent) => Promise<HTMLElement>;
  /** One tap (or selection) by a script and by a person. */
  fire?: (control: HTMLElement) => void;
  byUser?: (user: UserEvent, control: HTMLElement) => Promise<void>;
  /** What the one request carried. */
  sent: (fields: Record<string, string>, raw: string) => void;
  /** While the request is in flight, what the control shows. */
  inFlight?: (control: HTMLElement) => void;
  /** After the answer: the page moved on, then a sixth tap behaves as the product means it to. */
  after: (ctx: Ctx) => Promise<void>;
  /**
   * The page moves on after a timer once answered (a success shown for 1.5 s): the clock is a fake
   * one from the answer on, moved by `after`, so the test does not sit out the timer.
   */
  timed?: true;
}

/** Moves a fake clock (see `Sender.timed`) past a page's timer, in React's act. */
const pass = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

async function fieldsOf(request: Request): Promise<{ fields: Record<string, string>; raw: string }> {
  const raw = await request.clone().text();
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    const body = JSON.parse(raw) as Record<string, unknown>;
    return { fields: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])), raw };
  }
  return { fields: Object.fromEntries(new URLSearchParams(raw)), raw };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name });
const codeButton = () => screen.getByRole('button', { name: /^Get code$|another code/ });

async function fillRegisterForm() {
  await editableField(msg('register.phone'));
  type(msg('register.phone'), '13912345678');
  type(msg('register.captcha'), '1234');
}

async function chooseFirstCard(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: /BBVA/ }));
}

/** Request bytes of the picked image (a small PNG, sent as it is): the test's file is Node's, so the multipart body carries them. */
const IMAGE_BYTES = 'reliability-image-bytes-7f1c';
const pickedImage = () => new File([tinyPng(IMAGE_BYTES)], 'receipt.png', { type: 'image/png' });

/** A sixth tap on the same spot, once the answer is in. */
function tapAgain(control: HTMLElement) {
  fireEvent.click(control);
}

/**
 * Exactly `count` requests were sent. A request leaves only from a sending actor, which the machine
 * starts in the same step as the tap it answers: once every actor started so far has reached the
 * server, no request is still on its way, so no fixed wait is needed.
 */
async function expectRequestsStay(held: Held, count: number, sends: Counter) {
  await waitFor(() => expect(held.seen).toHaveLength(sends.count()));
  expect(sends.count()).toBe(count);
}

const senders: Sender[] = [
  {
    name: 'get code (register)',
    method: 'post',
    event: 'sms.send',
    actor: 'sendSms',
    endpoint: api.promotion('get-sms'),
    route: '/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring',
    reach: async () => {
      await fillRegisterForm();
      return codeButton();
    },
    sent: (f) => expect(f).toMatchObject({ phone: '13912345678', capcode: '1234' }),
    inFlight: (control) => expect(control).toHaveAttribute('aria-busy', 'true'),
    after: async ({ held, sends, control }) => {
      expect(await screen.findByTestId('register-notice')).toHaveTextContent(msg('register.notice.smsSent'));
      expect(codeButton()).toHaveAttribute('aria-disabled', 'true');
      // During the countdown a tap only says why nothing is sent.
      tapAgain(control);
      expect(await screen.findByRole('alert')).toHaveTextContent(msg('register.notice.resendBlocked'));
      await expectRequestsStay(held, 1, sends);
    },
  },
  {
    name: 'register',
    method: 'post',
    event: 'form.submit',
    actor: 'register',
    endpoint: api.promotion('register'),
    route: '/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring',
    reach: async () => {
      await fillRegisterForm();
      fireEvent.click(codeButton());
      expect(await screen.findByTestId('register-notice')).toHaveTextContent(msg('register.notice.smsSent'));
      type(msg('register.smsCode'), '123456');
      return button(msg('register.submit'));
    },
    sent: (f) => expect(f).toMatchObject({ phone: '13912345678', capcode: '1234', smsCode: '123456' }),
    inFlight: (control) => expect(control).toHaveAttribute('aria-busy', 'true'),
    timed: true,
    after: async ({ held, sends, control }) => {
      expect(await screen.findByTestId('register-notice')).toHaveTextContent(msg('register.notice.registered'));
      // The form is gone: the page only says it is opening the download page.
      expect(screen.queryByRole('button', { name: msg('register.submit') })).toBeNull();
      tapAgain(control);
      await pass(REDIRECT_MS);
      await screen.findByTestId('landed');
      expect(where()).toMatch(/^\/\?type=1#\/downloadTemplate\?/);
      await expectRequestsStay(held, 1, sends);
    },
  },
  {
    name: 'loan push (confirm loan)',
    method: 'post',
    event: 'loan.submit',
    actor: 'pushLoan',
    endpoint: api.maintains('/v3/loan-confirm/loan-detail-push'),
    route: `/loan/confirm?${LOAN}`,
    reach: async () => enabledControl(() => screen.getByRole('button', { name: msg('confirm.submit') })),
    sent: (f) => expect(f).toEqual({ amount: '300000', periods: '91', termUnit: '1', productId: '7' }),
    inFlight: (control) => expect(control).toBeDisabled(),
    after: async ({ page, held, sends, control }) => {
      await screen.findByTestId('landed');
      expect(where()).toMatch(/^\/loan\/detail\?.*from=confirm/);
      expect(page.bridge.calls.filter((c) => c.action === 'reportConfirm')).toEqual([{ action: 'reportConfirm', arg: '7' }]);
      tapAgain(control);
      await expectRequestsStay(held, 1, sends);
    },
  },
  {
    name: 'rating score (loan details)',
    method: 'post',
    event: 'rating.submit',
    actor: 'sendScore',
    endpoint: api.maintains('/v3/loan-details/google-score'),
    route: `/loan/detail?${LOAN}`,
    scenarios: ['status-200'],
    reach: async (_page, user) => {
      await user.click(await screen.findByRole('button', { name: msg('rating.open') }));
      const dialog = screen.getByRole('dialog', { name: msg('rating.title') });
      await user.click(within(dialog).getByRole('radio', { name: msg('rating.star', { count: 5 }) }));
      return within(dialog).getByRole('button', { name: msg('rating.submit') });
    },
    sent: (f) => expect(f).toMatchObject({ score: '5' }),
    inFlight: (control) => expect(control).toHaveAttribute('aria-busy', 'true'),
    after: async ({ page, held, sends, control }) => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(page.bridge.calls.filter((c) => c.action === 'goRating')).toHaveLength(1);
      expect(screen.getByText(msg('rating.done'))).toBeVisible();
      expect(screen.queryByRole('button', { name: msg('rating.open') })).toBeNull();
      tapAgain(control);
      await expectRequestsStay(held, 1, sends);
    },
  },
  {
    name: 'image upload (complaint form)',
    method: 'post',
    event: 'image.pick',
    actor: 'uploadImage',
    endpoint: api.maintains('/user-problem/upload-problem-img'),
    route: '/complainPageNext?type=1&problemType=2&orderNo=MX240518001',
    reach: async () => enabledControl(() => screen.getByLabelText(msg('complaint.addImage'))),
    fire: (input) => fireEvent.change(input, { target: { files: [pickedImage()] } }),
    byUser: (user, input) => user.upload(input, pickedImage()),
    sent: (_f, raw) => expect(raw).toContain(IMAGE_BYTES),
    // Each pick is an image of its own (one per pick, SPEC 5): the picker stays open while one
    // goes, and the others wait their turn on the form: one request at a time.
    inFlight: (input) => {
      expect(input).toBeEnabled();
      expect(screen.getAllByTestId('photo').filter((t) => t.dataset.status === 'waiting')).toHaveLength(TAPS - 1);
    },
    after: async ({ held, sends }) => {
      // Each picked image is sent once, in turn, and shows on the form as sent.
      await waitFor(() => expect(screen.getAllByTestId('photo').filter((t) => t.dataset.status === 'sent')).toHaveLength(TAPS));
      expect(await screen.findByText(msg('complaint.uploaded'))).toBeVisible();
      await expectRequestsStay(held, TAPS, sends);
    },
  },
  {
    name: 'complaint save (complaint form)',
    method: 'post',
    event: 'form.submit',
    actor: 'saveComplaint',
    endpoint: api.maintains('/user-problem/problem-save'),
    route: '/complainPageNext?type=1&problemType=2&orderNo=MX240518001',
    reach: async () => {
      await editableField(msg('complaint.description'));
      type(msg('complaint.description'), 'Me cobraron dos veces.');
      // The form takes text while its type titles load, and sends once they are in: answers are
      // handed on in a task of their own since decision 0140, so the button may still be inert here.
      return enabledControl(() => button(msg('complaint.submit')));
    },
    sent: (f) => expect(f).toMatchObject({ problemType: '2', problemDetail: 'Me cobraron dos veces.', orderNo: 'MX240518001' }),
    inFlight: (control) => expect(control).toHaveAttribute('aria-busy', 'true'),
    timed: true,
    after: async ({ held, sends, control }) => {
      expect(await screen.findByRole('dialog', { name: msg('complaint.successTitle') })).toBeInTheDocument();
      tapAgain(control);
      await expectRequestsStay(held, 1, sends);
      await pass(SUCCESS_MODAL_MS);
      await screen.findByTestId('landed');
      expect(where()).toMatch(/^\/complaint\?/);
    },
  },
  {
    name: 'repayment commit (bank card)',
    method: 'post',
    event: 'pay.submit',
    actor: 'commit',
    endpoint: api.repay('repayment-commit'),
    route: '/repay/card?type=1&orderId=240518001&productId=7&withholdingAmount=150000&userId=U5',
    reach: async (_page, user) => {
      await chooseFirstCard(user);
      return button(msg('bankRepay.pay'));
    },
    sent: (f) => expect(f).toMatchObject({ amount: '150000', cardId: '301', orderId: '240518001' }),
    inFlight: (control) => expect(control).toHaveAttribute('aria-busy', 'true'),
    after: async ({ held, sends, control }) => {
      await screen.findByTestId('landed');
      expect(where()).toMatch(/^\/loan\/detail\?/);
      tapAgain(control);
      await expectRequestsStay(held, 1, sends);
    },
  },
  {
    name: 'repayment confirm (SMS step)',
    method: 'post',
    event: 'code.submit',
    actor: 'confirm',
    endpoint: api.repay('repayment-confirm'),
    route: '/repay/card?type=1&orderId=240518001&productId=7&withholdingAmount=150000&userId=U5',
    scenarios: ['need-valid'],
    reach: async (_page, user) => {
      await chooseFirstCard(user);
      await user.click(button(msg('bankRepay.pay')));
      const dialog = await screen.findByRole('dialog', { name: msg('bankRepay.smsTitle') });
      type(msg('bankRepay.code'), '123456');
      return within(dialog).getByRole('button', { name: msg('bankRepay.confirm') });
    },
    sent: (f) => expect(f).toMatchObject({ orderId: '240518001', verifyCode: '123456' }),
    inFlight: (control) => expect(control).toHaveAttribute('aria-busy', 'true'),
    after: async ({ held, sends, control }) => {
      await screen.findByTestId('landed');
      expect(where()).toMatch(/^\/loan\/detail\?/);
      tapAgain(control);
      await expectRequestsStay(held, 1, sends);
    },
  },
];

const ONE_TASK = 'five taps in one task, before any re-render';

interface Counter {
  inspect: (e: InspectionEvent) => void;
  reset: () => void;
  count: () => number;
}

/** Counts the events of one type the page's machines receive. */
function tapCounter(type: string): Counter {
  let count = 0;
  return {
    inspect: (e: InspectionEvent) => {
      if (e.type === '@xstate.event' && e.event.type === type) count += 1;
    },
    reset: () => void (count = 0),
    count: () => count,
  };
}

/** Counts the actors invoked as `src` that the page's machines start. */
function startCounter(src: string): Counter {
  let count = 0;
  return {
    inspect: (e: InspectionEvent) => {
      if (e.type === '@xstate.actor' && 'src' in e.actorRef && e.actorRef.src === src) count += 1;
    },
    reset: () => void (count = 0),
    count: () => count,
  };
}

type Burst = (sender: Sender, control: HTMLElement, user: UserEvent) => Promise<void>;

const once = (sender: Sender, control: HTMLElement) => (sender.fire ?? fireEvent.click)(control);

const bursts: Record<string, Burst> = {
  // Each tap is its own event: the page re-renders between them (a busy control is disabled by then).
  'five fireEvent taps in a row': async (sender, control) => {
    for (let i = 0; i < TAPS; i++) once(sender, control);
  },
  // All five before the page re-renders: the control still looks idle, so only the machine stands guard.
  [ONE_TASK]: async (sender, control) => {
    act(() => {
      for (let i = 0; i < TAPS; i++) once(sender, control);
    });
  },
  'five user-event taps': async (sender, control, user) => {
    for (let i = 0; i < TAPS; i++) await (sender.byUser ? sender.byUser(user, control) : user.click(control));
  },
};

describe.each(senders)('$name', (sender) => {
  it.each(Object.keys(bursts))('%s send exactly one request while it is in flight', async (burst) => {
    const user = userEvent.setup();
    const taps = tapCounter(sender.event);
    const sends = startCounter(sender.actor);
    const inspect = (e: InspectionEvent) => {
      taps.inspect(e);
      sends.inspect(e);
    };
    const page = renderRoute(<PageFor route={sender.route} />, sender.route, sender.scenarios, { inspect });
    const control = await sender.reach(page, user);
    const held = hold(sender.method, sender.endpoint);

    taps.reset();
    sends.reset();
    await bursts[burst]!(sender, control, user);
    // In one task all five reach the machine, which must ignore four; otherwise the view may stop them first.
    if (burst === ONE_TASK) expect(taps.count()).toBe(TAPS);
    else expect(taps.count()).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(held.seen).toHaveLength(1));
    await expectRequestsStay(held, 1, sends);
    expect(control.isConnected).toBe(true);
    sender.inFlight?.(control);
    const { fields, raw } = await fieldsOf(held.seen[0]!);
    sender.sent(fields, raw);

    if (sender.timed) vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      held.release();
      await sender.after({ page, user, held, sends, control });
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The page component for a route, as the route table maps it. */
function PageFor({ route }: { route: string }) {
  const path = route.slice(0, route.indexOf('?'));
  switch (path) {
    case '/promotion':
      return <RegisterPage />;
    case '/loan/confirm':
      return <ConfirmLoanPage />;
    case '/loan/detail':
      return <LoanDetailsPage />;
    case '/complainPageNext':
      return <ComplaintFormPage />;
    case '/repay/card':
      return <BankRepaymentPage />;
    default:
      throw new Error(`no page for ${path}`);
  }
}

describe('rating score (complaint detail)', () => {
  // The complaint detail has no score endpoint (SPEC 4 sends the score from the loan details only):
  // its rating keeps the score and opens the store rating for 4-5 stars. Five taps open it once.
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname);
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', record);
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
    vi.useRealTimers();
  });

  it.each(Object.keys(bursts))('%s open the store rating once and send nothing', async (burst) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const taps = tapCounter('rating.submit');
    const page = renderRoute(<ComplaintDetailPage />, '/complainDetails?type=1&problemId=1000', ['need-score'], { inspect: taps.inspect });
    await screen.findByTestId('detail-content');
    await act(async () => void vi.advanceTimersByTime(3000));
    const dialog = await screen.findByRole('dialog', { name: msg('rating.title') });
    await user.click(within(dialog).getByRole('radio', { name: msg('rating.star', { count: 5 }) }));
    const submit = within(dialog).getByRole('button', { name: msg('rating.submit') });
    const loaded = [...requests];
    expect(loaded).toEqual(['/maintains/user-problem/problem-detail']);

    await bursts[burst]!({} as Sender, submit, user);
    if (burst === ONE_TASK) expect(taps.count()).toBe(TAPS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.bridge.calls.filter((c) => c.action === 'goRating')).toHaveLength(1);
    // The closed dialog's button is out of the page: a tap on it reaches no handler, so nothing can follow.
    expect(submit.isConnected).toBe(false);
    tapAgain(submit);
    expect(page.bridge.calls.filter((c) => c.action === 'goRating')).toHaveLength(1);
    expect(requests).toEqual(loaded);
  });
});
