import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { loanDetailsMachine, type LoanDetailsContext } from '../../machines/loan-details/loan-details.machine';
import { BridgeProvider, createFakeBridge } from '../../src/bridge';
import LoanDetailsPage from '../../src/flows/loan-details/loan-details-page';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage, pageAlert, toastText } from '../helpers/render-page';
import { loanDetailsModel } from '../machines/loan-details.model';

let bridge = createFakeBridge();

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{`${pathname}${search}`}</span>;
}

const where = () => screen.getByTestId('where').textContent;
const COMMON = '?productId=7&orderId=240518001&type=1';
const button = (name: string) => screen.queryByRole('button', { name });
const reminder = () => screen.queryByRole('dialog', { name: 'Extend your term' });

/**
 * SPEC section 4, the order status table written out: each known code has an icon of its own (others
 * the default one); 110 hides the detail list; 174 and 180 offer Repay, plus Extension when isDelay
 * is 1; 200 offers Borrow again; every other code offers none of them.
 */
const STATUS_TABLE: Record<number, { icon: string; details: boolean; repay: boolean; borrowAgain: boolean }> = {
  21: { icon: 'review', details: true, repay: false, borrowAgain: false },
  151: { icon: 'approved', details: true, repay: false, borrowAgain: false },
  110: { icon: 'rejected', details: false, repay: false, borrowAgain: false },
  174: { icon: 'repay', details: true, repay: true, borrowAgain: false },
  180: { icon: 'overdue', details: true, repay: true, borrowAgain: false },
  200: { icon: 'settled', details: true, repay: false, borrowAgain: true },
};
const OTHER_STATUS = { icon: 'other', details: true, repay: false, borrowAgain: false };

// What the page shows for the order as the server sent it, read from the table above by its status.
function expectOrder(c: LoanDetailsContext) {
  const order = c.order!;
  const row = STATUS_TABLE[order.orderStatus ?? -1] ?? OTHER_STATUS;
  const status = screen.getByRole('region', { name: order.noticeStatusText });
  expect(status).toHaveAttribute('data-status', String(order.orderStatus));
  expect(status.querySelector('[data-icon]')).toHaveAttribute('data-icon', row.icon);
  const card = within(screen.getByRole('region', { name: 'Lendo Cash Express' }));
  expect(card.getByRole('img', { name: 'Lendo Cash Express logo' })).toBeInTheDocument();
  // Amounts in the detail list are minor units shown in pesos: '300000' is ₱3000.00.
  if (row.details) {
    expect(card.getByText('Número de pedido')).toBeInTheDocument();
    expect(card.getByText('₱3000.00')).toBeInTheDocument();
  } else expect(card.queryByText('Número de pedido')).toBeNull();
  const inReminder = reminder() !== null;
  if (inReminder) return;
  expect(button('Repay') !== null).toBe(row.repay);
  expect(button('Extension') !== null).toBe(row.repay && order.isDelay === 1);
  expect(button('Borrow again') !== null).toBe(row.borrowAgain);
}

describeViewModel('loanDetails', loanDetailsMachine, {
  ...loanDetailsModel,
  render: (machineOptions) => {
    bridge = createFakeBridge();
    renderPage(
      <BridgeProvider bridge={bridge}>
        <LoanDetailsPage />
        <Where />
      </BridgeProvider>,
      { route: `/loan/detail${COMMON}`, machineOptions },
    );
  },
  events: {
    'details.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'repay.start': async (_e, { user }) => {
      await user.click(button('Repay')!);
      // Without an extension the borrower goes straight to repay; with one, the reminder asks first.
      if (!reminder()) expect(where()).toBe(`/repay/card${COMMON}`);
    },
    'extension.open': async (_e, { user }) => {
      await user.click(button('Extension')!);
      expect(where()).toBe(`/repay/delay${COMMON}`);
    },
    'loan.again': async (_e, { user }) => {
      await user.click(button('Borrow again')!);
      expect(bridge.calls).toEqual([{ action: 'openPage', arg: 'lendocash://loan?productId=7' }]);
    },
    'reminder.extend': async (_e, { user }) => {
      await user.click(button('Extend the term')!);
      expect(where()).toBe(`/repay/delay${COMMON}`);
    },
    'reminder.repay': async (_e, { user }) => {
      await user.click(button('No need')!);
      expect(where()).toBe(`/repay/card${COMMON}`);
    },
    'reminder.close': async (_e, { user }) => {
      await user.keyboard('{Escape}');
      expect(where()).toBe(`/loan/detail${COMMON}`);
    },
  },
  states: {
    loading: (_s, { actors }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(actors.pending.get('loadDetails')?.input).toEqual({ productId: '7', orderId: '240518001' });
    },
    loadFailed: () => {
      // The server's message is the toast (SPEC 8); the page says why in our words.
      expect(toastText()).toContain('Pedido no encontrado');
      expect(pageAlert()).toHaveTextContent('The information could not be loaded.');
      expect(button('Retry')).toBeEnabled();
    },
    viewing: (s) => {
      expectOrder(s.context as LoanDetailsContext);
      for (const name of ['Repay', 'Extension', 'Borrow again']) expect(button(name)).toBeNull();
    },
    repayable: (s) => {
      const c = s.context as LoanDetailsContext;
      expectOrder(c);
      expect(button('Repay')).toBeEnabled();
      if (c.order?.isDelay === 1) expect(button('Extension')).toBeEnabled();
      else expect(button('Extension')).toBeNull();
      expect(button('Borrow again')).toBeNull();
      expect(reminder()).toBeNull();
    },
    settled: async (s) => {
      expectOrder(s.context as LoanDetailsContext);
      expect(button('Borrow again')).toBeEnabled();
      expect(button('Repay')).toBeNull();
      // The rating's code loads when the order offers it.
      expect(await screen.findByRole('button', { name: 'Rate the service' })).toBeEnabled();
    },
    extensionReminder: () => {
      expect(reminder()).toHaveTextContent('You can extend your loan term');
      expect(button('Extend the term')).toBeEnabled();
      expect(button('No need')).toBeEnabled();
    },
  },
});
