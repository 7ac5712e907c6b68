import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
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

function expectOrder(c: LoanDetailsContext) {
  const order = c.order!;
  const status = screen.getByRole('region', { name: order.noticeStatusText });
  expect(status).toHaveAttribute('data-status', String(order.orderStatus));
  expect(status.querySelector('[data-icon]')).toHaveAttribute(
    'data-icon',
    { 110: 'rejected', 174: 'repay', 180: 'overdue', 200: 'settled' }[order.orderStatus ?? 0] ?? 'other',
  );
  const card = within(screen.getByRole('region', { name: 'Lendo Cash Express' }));
  expect(card.getByRole('img', { name: 'Lendo Cash Express logo' })).toBeInTheDocument();
  // The detail list is hidden for the rejected status; amounts in it are minor units shown in pesos.
  if (order.orderStatus === 110) expect(card.queryByText('Número de pedido')).toBeNull();
  else expect(card.getByText('₱3000.00')).toBeInTheDocument();
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
