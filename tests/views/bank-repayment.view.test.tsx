import { beforeEach, expect, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { bankRepaymentMachine, type BankRepaymentContext } from '../../machines/bank-repayment/bank-repayment.machine';
import BankRepaymentPage from '../../src/flows/bank-repayment/bank-repayment-page';
import { PENDING_COMMIT_KEY, savePendingCommit } from '../../src/flows/bank-repayment/pending-commit';
import { describeViewModel, type ViewRun } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { bankRepaymentModel, expectedNotice, redirectUrl, repayCards, storedPending } from '../machines/bank-repayment.model';

const route = '/repay/card?type=1&orderId=O1&withholdingAmount=150000&couponId=C7&userId=U5';
const redirects: string[] = [];

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{`${pathname}${search}`}</span>;
}

const ctx = (s: AnyMachineSnapshot) => s.context as BankRepaymentContext;

/** Another tab of the app changes the payment held for this user and order; the page hears of it once its hold module is in. */
async function otherTab(record: Record<string, unknown>) {
  await act(async () => {
    await import('../../src/flows/bank-repayment/repay-hold');
  });
  const key = 'loan-journey.held.repay.U5.O1';
  localStorage.setItem(key, JSON.stringify({ key: 'k', of: 'x', tab: 'another-tab', lostAt: null, outcome: null, ...record }));
  await act(async () => window.dispatchEvent(new StorageEvent('storage', { key })));
  await act(async () => void (await import('../../src/flows/bank-repayment/repay-hold')));
}
const dialog = () => screen.getByRole('dialog', { name: 'SMS verification' });
/**
 * The SMS step's code is fetched when the step is needed (or once the page has settled, in the app):
 * a page opened straight into the step shows its loading frame until the code is in.
 */
async function smsStepCode() {
  for (let i = 0; i < 5 && !screen.queryByRole('dialog', { name: 'SMS verification' }); i++)
    await act(async () => {
      await import('../../src/flows/bank-repayment/bank-repayment-sms');
    });
}
const codeInput = () => within(dialog()).getByLabelText('Verification code') as HTMLInputElement;
const click = (run: ViewRun, name: string | RegExp) => run.user.click(screen.getByRole('button', { name }));
const seconds = async (n: number) => {
  for (let i = 0; i < n; i++) await act(async () => vi.advanceTimersByTime(1000));
};

function expectNotice(s: AnyMachineSnapshot, root: HTMLElement = document.body) {
  const text = expectedNotice(ctx(s).notice);
  // The amount's own message (why Pay is stopped) is checked by the amount states.
  const alerts = within(root)
    .queryAllByRole('alert')
    .filter((a) => a.dataset.testid !== 'amount-stop');
  if (text) expect(alerts.map((a) => a.textContent)).toContain(text);
  else expect(alerts).toHaveLength(0);
}

function expectCards(s: AnyMachineSnapshot) {
  const radios = screen.getAllByRole('radio') as HTMLInputElement[];
  expect(radios).toHaveLength(ctx(s).cards.length);
  radios.forEach((r, i) => expect(r.checked).toBe(i === ctx(s).selected));
}

const PAGE_STATES_WITHOUT_AMOUNT = ['paid', 'redirected'];
/** What the amount row says in each amount state (hand-written; 150000 and 120000 are minor units). */
const AMOUNT_TEXT = { loading: 'Loading the amount…', shown: '₱1500.00', unusable: 'Not available', failed: 'Not available' } as const;
const STOP_TEXT = {
  unusable: 'Payment stopped: the amount to pay in the link is not valid.',
  failed: 'The amount to pay could not be loaded. Paying is stopped until it is shown.',
} as const;

function expectAmount(s: AnyMachineSnapshot, amount: keyof typeof AMOUNT_TEXT) {
  if (PAGE_STATES_WITHOUT_AMOUNT.some((pay) => s.matches({ pay }))) {
    expect(screen.queryByTestId('repay-amount')).toBeNull();
    return;
  }
  const pending = ctx(s).pending;
  // The SMS step is for a commit made: it shows that commit's amount (the restored one is 1200.00).
  const text = pending ? (pending.amount === '120000' ? '₱1200.00' : '₱1500.00') : AMOUNT_TEXT[amount];
  expect(screen.getByTestId('repay-amount')).toHaveTextContent(text);
  const stop = screen.queryByTestId('amount-stop');
  if (!pending && (amount === 'unusable' || amount === 'failed')) expect(stop).toHaveTextContent(STOP_TEXT[amount]);
  else expect(stop).toBeNull();
  const retry = screen.queryByRole('button', { name: 'Load the amount again' });
  if (!pending && amount === 'failed') expect(retry).toBeEnabled();
  else expect(retry).toBeNull();
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  redirects.length = 0;
});

describeViewModel('bankRepayment', bankRepaymentMachine, {
  ...bankRepaymentModel,
  fakeTimers: true,
  keepActors: ['countdown'],
  render: (machineOptions) => {
    const own = machineOptions.overrides?.[bankRepaymentMachine.id] ?? {};
    // Leaving the app is recorded instead of navigating jsdom away.
    const overrides = {
      [bankRepaymentMachine.id]: {
        ...own,
        actions: { redirect: ({ context }: { context: BankRepaymentContext }) => void redirects.push(context.redirectUrl) },
      },
    };
    renderPage(
      <>
        <BankRepaymentPage />
        <Where />
      </>,
      { route, machineOptions: { ...machineOptions, overrides: overrides as never } },
    );
  },
  events: {
    // Retry after a failed load; Check again when kept cards could not be confirmed (docs/decisions/0128).
    'load.retry': async (_e, run) => click(run, screen.queryByRole('button', { name: 'Check again' }) ? 'Check again' : 'Retry'),
    // Offered only where the machine takes it: where it does not (the SMS step), there is no button,
    // and the state check after this step shows nothing changed.
    'amount.retry': async (_e, run) => {
      const retry = screen.queryByRole('button', { name: 'Load the amount again' });
      if (retry) await run.user.click(retry);
    },
    'card.select': async (e, run) => {
      const card = repayCards[(e as unknown as { index: number }).index]!;
      await run.user.click(screen.getByRole('radio', { name: new RegExp(card.bankName) }));
      // Kept for the borrower of the link (U5), for a reload (docs/decisions/0137).
      expect(sessionStorage.getItem('keep.entries.choices')).toContain(`{"bankRepayment.card":"${card.id}"}`);
      expect(sessionStorage.getItem('keep.entries.choices')).toContain(JSON.stringify(JSON.stringify(['U5']).slice(0, -1)).slice(1, -1));
    },
    'pay.submit': async (_e, run) => click(run, 'Pay'),
    'online.pay': async (_e, run) => click(run, 'Pay online'),
    'code.change': async (e, run) => {
      await run.user.clear(codeInput());
      await run.user.type(codeInput(), (e as unknown as { value: string }).value);
    },
    'code.submit': async (_e, run) => click(run, 'Confirm payment'),
    'sms.resend': async (_e, run) => click(run, 'Resend code'),
    'sms.cancel': async (_e, run) => click(run, 'Cancel'),
    // A restored commit is one the page had stored before the reload: the store holds it, as the real
    // reader found it there.
    'xstate.done.actor.readPending': async (e, run) => {
      const output: unknown = Reflect.get(e, 'output');
      const held = typeof output === 'object' && output !== null && 'heldFor' in output;
      const restored = output !== null && output !== undefined && !held;
      if (restored) savePendingCommit(storedPending);
      await act(async () => run.actors.settle('readPending', { output: held ? output : restored ? storedPending : null }));
    },
    // Another tab holds a payment of this order, or settled it (docs/decisions/0133): written on the phone, heard here.
    'hold.seen': async (e) => otherTab({ sentAt: Date.now() - 2000, lostAt: Date.now() - Number(Reflect.get(e, 'elapsed')) }),
    'hold.cleared': async (e) => otherTab({ sentAt: null, outcome: Reflect.get(e, 'taken') === true ? 'taken' : 'open' }),
    'repay.check': async (_e, run) => click(run, 'Check again'),
    // The real countdown child runs on fake timers: a tick is one second, its end the whole minute.
    'countdown.tick': async () => seconds(1),
    'xstate.done.actor.countdown': async () => seconds(60),
  } satisfies Record<string, (e: EventObject, run: ViewRun) => Promise<void>>,
  states: {
    'amount.loading': (s) => expectAmount(s, 'loading'),
    'amount.shown': (s) => expectAmount(s, 'shown'),
    'amount.unusable': (s) => expectAmount(s, 'unusable'),
    'amount.failed': (s) => expectAmount(s, 'failed'),
    'pay.restoring': () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    },
    'pay.loading': () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    },
    'pay.loadFailed': (s) => {
      const alerts = screen.getAllByRole('alert').filter((a) => a.dataset.testid !== 'amount-stop');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toHaveTextContent(expectedNotice(ctx(s).notice) ?? '');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    'pay.choosing': (s) => {
      expectCards(s);
      expectNotice(s);
      expect(screen.queryByRole('dialog')).toBeNull();
      // Pay (and Pay online, which carries the amount too) only once the amount is shown.
      const shown = s.matches({ amount: 'shown' });
      expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', !shown);
      expect(screen.getByRole('button', { name: 'Pay online' })).toHaveProperty('disabled', !shown);
    },
    // Kept cards (Back or forward): shown, and a card may be chosen, but nothing is paid until the fresh answer confirms them.
    'pay.checking': (s) => {
      expectCards(s);
      expect(screen.getByTestId('repay-standing')).toHaveTextContent('Checking your payment details. You can pay once they are confirmed.');
      expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Pay online' })).toBeDisabled();
    },
    'pay.unconfirmed': (s) => {
      expectCards(s);
      expect(screen.getByTestId('repay-standing')).toHaveTextContent(
        'We could not confirm your payment details. You cannot pay until they are checked.',
      );
      expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Pay online' })).toBeDisabled();
    },
    'pay.committing': (s) => {
      expectCards(s);
      expect(screen.getByRole('button', { name: 'Pay' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
      screen.getAllByRole('radio').forEach((r) => expect(r).toBeDisabled());
    },
    'pay.redirecting': () => {
      expect(screen.getByRole('button', { name: 'Pay online' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    },
    'pay.smsStep': async (s) => {
      await smsStepCode();
      const c = ctx(s);
      expect(codeInput().value).toBe(c.code);
      expect(dialog()).toHaveTextContent(`${c.pending?.card.bankName} ${c.pending?.card.cardNo}`);
      expectNotice(s, dialog());
      const stored = JSON.parse(sessionStorage.getItem(PENDING_COMMIT_KEY) ?? 'null') as { repayRecordId?: string } | null;
      // The step is there only for a commit the bank asked a code for, and that commit is kept (SPEC 4).
      expect(c.pending).not.toBeNull();
      expect(stored?.repayRecordId).toBe(c.pending?.repayRecordId);
      const resend = within(dialog()).getByTestId('sms-resend');
      if (s.matches({ pay: { smsStep: { timer: 'counting' } } })) {
        expect(resend).toBeDisabled();
        // The label shows the seconds left, exactly (60 at first, one fewer each second).
        expect(resend).toHaveTextContent(`Resend (${c.remaining} s)`);
      } else if (s.matches({ pay: { smsStep: { timer: 'ready' } } })) {
        expect(resend).toHaveTextContent('Resend code');
        expect(resend).toBeEnabled();
      } else {
        expect(resend).toHaveAttribute('aria-busy', 'true');
      }
      const confirm = within(dialog()).getByRole('button', { name: 'Confirm payment' });
      if (s.matches({ pay: { smsStep: { code: 'confirming' } } })) expect(confirm).toHaveAttribute('aria-busy', 'true');
      else expect(confirm).toBeEnabled();
    },
    // A payment whose answer was lost (0133): the page says it cannot tell, offers no Pay, reads the order.
    'pay.commitUnknown': async (s, { actors }) => {
      // Its notice is a bundle of its own, loaded when a payment is held.
      await act(async () => void (await import('../../src/flows/bank-repayment/bank-repayment-held')));
      expect(await screen.findByTestId('repay-unknown')).toHaveTextContent('We cannot tell whether your payment went through');
      expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
      const unread = s.matches({ pay: { commitUnknown: 'unread' } });
      expect(screen.getByTestId('repay-unknown')).toHaveTextContent(
        unread ? 'We could not read the state of your payment.' : 'Pay comes back only if it shows the payment was not made',
      );
      expect(screen.queryByRole('button', { name: 'Check again' }) !== null).toBe(unread);
      if (s.matches({ pay: { commitUnknown: 'reading' } })) expect(actors.pending.get('readRepayment')?.input).toEqual({ orderId: 'O1' });
    },
    'pay.paid': async () => {
      expect(screen.getByRole('status')).toHaveTextContent('Payment sent. Opening the loan details…');
      expect(screen.getByTestId('where')).toHaveTextContent('/loan/detail?orderId=O1&userId=U5&type=1');
      expect(sessionStorage.getItem(PENDING_COMMIT_KEY)).toBeNull();
      // The flow ended: the card chosen for it is forgotten for the borrower (docs/decisions/0137).
      await act(async () => void (await import('../../src/flows/shared/forget-choices')));
      expect(sessionStorage.getItem('keep.entries.choices') ?? '').not.toContain('bankRepayment.card');
    },
    'pay.redirected': () => {
      expect(screen.getByRole('status')).toHaveTextContent('Opening the payment page…');
      expect(redirects).toEqual([redirectUrl]);
    },
  },
});
