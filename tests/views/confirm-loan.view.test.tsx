import { expect } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { confirmLoanMachine, type ConfirmLoanContext } from '../../machines/confirm-loan/confirm-loan.machine';
import ConfirmLoanPage from '../../src/flows/confirm-loan/confirm-loan-page';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage, pageAlert, toastText } from '../helpers/render-page';
import { DETAILS_URL, confirmLoanModel } from '../machines/confirm-loan.model';

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{`${pathname}${search}`}</span>;
}
const where = () => screen.getByTestId('where').textContent;

const checkbox = () => screen.getByRole('checkbox', { name: 'I have read and accept the loan contract' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /^(Confirm loan|Retry)$/ });
// The offer amounts of the model, as the page must show them (SPEC 1: minor units / 100 with two
// decimals and the English peso sign; a non-numeric amount as the server sent it).
const SHOWN_AMOUNT: Record<string, string> = { '300000': '₱3000.00', '250000': '₱2500.00', 'N/D': 'N/D' };
function peso(minor: number | string): string {
  const shown = SHOWN_AMOUNT[String(minor)];
  if (shown === undefined) throw new Error(`No expected text for the amount ${minor}: add it to SHOWN_AMOUNT`);
  return shown;
}
/** The contract box as the person left it: ticked by default (SPEC 2 screen 17), flipped by each tap. */
let agreed = true;

function expectOffer(c: ConfirmLoanContext) {
  expect(screen.getByRole('heading', { level: 1, name: 'Confirm loan' })).toBeInTheDocument();
  expect(screen.getByTestId('confirm-amount')).toHaveTextContent(peso(c.offer?.amount ?? 0));
  expect(screen.queryByTestId('confirm-unusable') !== null).toBe(typeof c.offer?.amount !== 'number');
  expect(screen.getByTestId('confirm-term')).toHaveTextContent('91 days');
  expect(screen.getByTestId('confirm-rate')).toHaveTextContent('0.03%');
  expect(screen.getByTestId('confirm-coupon')).toHaveTextContent('₱50.00');
  const plan = within(screen.getByRole('region', { name: 'Repayment plan' }));
  expect(plan.getAllByRole('listitem')).toHaveLength(3);
  expect(plan.getAllByText('₱1027.30')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'View the loan contract' })).toHaveAttribute(
    'href',
    'http://localhost:3000/agreement/loan?orderNo=MX240518001',
  );
  expect(checkbox().checked).toBe(agreed);
}

/** Another tab of the app changes the held push on the phone (docs/decisions/0133): the page hears of it and reads it with its hold part. */
async function otherTab(record: Record<string, unknown>) {
  const hold = () => import('../../src/flows/confirm-loan/loan-hold');
  await act(async () => void (await hold()));
  const key = 'loan-journey.held.loan..product-7';
  localStorage.setItem(
    key,
    JSON.stringify({ key: 'k-1', of: '7|250000|91|1', tab: 'another-tab', sentAt: null, lostAt: null, outcome: null, ...record }),
  );
  await act(async () => void window.dispatchEvent(new StorageEvent('storage', { key })));
  await act(async () => void (await hold()));
}
const HELD = 'We cannot tell yet whether your loan was requested';
const noConfirm = () => expect(screen.queryByRole('button', { name: /^(Confirm loan|Retry)$/ })).toBeNull();

const recalcDialog = () => screen.queryByRole('dialog', { name: 'Recalculating your loan' });

describeViewModel('confirmLoan', confirmLoanMachine, {
  ...confirmLoanModel,
  fakeTimers: true,
  render: (machineOptions) => {
    agreed = true;
    localStorage.clear();
    renderPage(
      <>
        <ConfirmLoanPage />
        <Where />
      </>,
      { route: '/loan/confirm?productId=7&type=1', machineOptions },
    );
  },
  events: {
    'contract.toggle': async (_e, { user }) => {
      agreed = !agreed;
      await user.click(checkbox());
    },
    'loan.submit': async (_e, { user }) => user.click(submit()),
    'confirm.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'details.open': async (_e, { user }) => {
      await user.click(screen.getByRole('button', { name: 'View my order' }));
      expect(where()).toBe('/loan/detail?productId=7&type=1');
    },
    'order.check': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Check my order again' })),
    'hold.seen': async (e) => {
      const elapsed = Number(Reflect.get(e, 'elapsed'));
      await otherTab({ sentAt: Date.now() - elapsed - 1000, lostAt: Date.now() - elapsed });
    },
    'hold.cleared': async (e) => otherTab({ outcome: Reflect.get(e, 'taken') === true ? 'taken' : 'open' }),
  },
  states: {
    loading: (s, { actors }) => {
      const c = s.context as ConfirmLoanContext;
      expect(actors.pending.get('loadConfirm')?.input).toEqual(c.reloaded ? { productId: '7', isType: 1 } : { productId: '7' });
      if (c.reloaded) expect(recalcDialog()).toHaveTextContent(peso(c.offer?.amount ?? 0));
      else {
        // The page's frame: the offer's card loading, the contract box and submit there but inert.
        expect(screen.getByRole('status')).toHaveTextContent('Loading…');
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm loan');
        expect(checkbox()).toBeDisabled();
        expect(checkbox()).toHaveProperty('checked', agreed);
        expect(submit()).toBeDisabled();
      }
    },
    loadFailed: () => {
      expect(pageAlert()).toHaveTextContent('The information could not be loaded.');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    recalculating: (s) => {
      expectOffer(s.context as ConfirmLoanContext);
      expect(recalcDialog()).toHaveTextContent('Your amount was adjusted to ₱3000.00.');
    },
    ready: (s) => {
      const c = s.context as ConfirmLoanContext;
      expectOffer(c);
      expect(recalcDialog()).toBeNull();
      // Submit only with the box ticked and an amount that can be sent back (SPEC 4, decision 0067).
      if (agreed && typeof c.offer?.amount === 'number') expect(submit()).toBeEnabled();
      else expect(submit()).toBeDisabled();
      // After a push with no answer, a fresh read showed it did not take (docs/decisions/0128).
      expect(screen.queryByText('Your order shows no loan after 40 seconds: your loan was not requested. You can confirm it again.') !== null).toBe(
        c.notTaken,
      );
    },
    submitting: (s, { actors }) => {
      expectOffer(s.context as ConfirmLoanContext);
      expect(submit()).toHaveAttribute('aria-busy', 'true');
      expect(actors.pending.get('pushLoan')?.input).toEqual({
        amount: (s.context as ConfirmLoanContext).offer?.amount,
        periods: '91',
        termUnit: '1',
        productId: '7',
      });
    },
    pushFailed: (s) => {
      expectOffer(s.context as ConfirmLoanContext);
      // The server's message is the toast (SPEC 8); the page says why in our words.
      expect(toastText()).toContain('No pudimos procesar su solicitud.');
      expect(pageAlert()).toHaveTextContent('Your loan was not confirmed. Please try again.');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    // A push held (docs/decisions/0133): the page says why, reads the order, offers no Confirm.
    settling: (s, { actors }) => {
      expect(pageAlert()).toHaveTextContent(HELD);
      expect(screen.getByText(/We are reading your order; this can take up to 40 seconds/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'View my order' })).toBeEnabled();
      noConfirm();
      expect(actors.pending.has('pushLoan')).toBe(false);
      if (s.matches({ settling: 'reading' })) expect(actors.pending.get('readOrder')?.input).toEqual({ productId: '7', orderId: '' });
    },
    // The hold passed and the order could not be read: the page cannot tell, and offers only what can.
    pushUnknown: async (s) => {
      // The offer, when it could be read (a held push is settled by the order, read or not).
      if ((s.context as ConfirmLoanContext).offer) expectOffer(s.context as ConfirmLoanContext);
      // The hold's own notice gives way once the page's hold watch hears it is over: a task of its
      // own after the step, so the line is waited for, not read at once.
      await waitFor(() => expect(pageAlert()).toHaveTextContent('We cannot tell whether your loan was requested'));
      expect(screen.getByRole('button', { name: 'View my order' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Check my order again' })).toBeEnabled();
      noConfirm();
    },
    checking: async (s, { actors }) => {
      await waitFor(() => expect(pageAlert()).toHaveTextContent('We cannot tell whether your loan was requested'));
      expect(screen.getByRole('button', { name: 'Check my order again' })).toHaveAttribute('aria-busy', 'true');
      expect(actors.pending.get('checkOrder')?.input).toEqual({ productId: '7', orderId: '' });
      expect(actors.pending.has('pushLoan')).toBe(false);
      noConfirm();
      if ((s.context as ConfirmLoanContext).offer) expectOffer(s.context as ConfirmLoanContext);
    },
    // The order shows the loan: on to its details, as after an answered push.
    taken: () => {
      expect(where()).toBe('/loan/detail?productId=7&type=1');
    },
    redirectRefused: () => {
      expect(pageAlert()).toHaveTextContent('the order address is not trusted');
      expect(screen.getByRole('button', { name: 'View my order' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Confirm loan' })).toBeNull();
    },
    leaving: (s) => {
      expect(where()).toBe(DETAILS_URL);
      expectOffer(s.context as ConfirmLoanContext);
      expect(submit()).toBeDisabled();
    },
  },
});
