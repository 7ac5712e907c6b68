import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { complaintEntryMachine, type ComplaintEntryContext } from '../../machines/complaint-entry/complaint-entry.machine';
import ComplaintEntryPage from '../../src/flows/complaint/complaint-entry-page';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage, pageAlert, toastText } from '../helpers/render-page';
import { businessError, orderA, orderB, problemInit } from '../../stories/support/complaint-fixtures';
import { complaintEntryModel } from '../machines/complaint.model';
import { LocationProbe, currentLocation } from './location-probe';

let current = orderA;
const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const titleOf = (value: string) => problemInit.problemType.find((t) => t.value === value)?.title ?? '';

function expectCard(c: ComplaintEntryContext) {
  const card = within(screen.getByTestId('order-card'));
  expect(card.getByText(c.current?.productName ?? '')).toBeInTheDocument();
  expect(card.getByText(c.current?.status ?? '')).toBeInTheDocument();
  for (const row of c.current?.list ?? []) expect(card.getByText(row.title)).toBeInTheDocument();
  expect(card.getByRole('img', { name: `${c.current?.productName} logo` })).toBeInTheDocument();
}

describeViewModel('complaintEntry', complaintEntryMachine, {
  ...complaintEntryModel,
  render: (machineOptions) => {
    current = orderA;
    renderPage(
      <>
        <ComplaintEntryPage />
        <LocationProbe />
      </>,
      { route: '/complaint?type=1&orderId=240518001', machineOptions },
    );
  },
  events: {
    'load.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'orders.open': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'See all orders' })),
    'orders.close': async (_e, { user }) => user.click(dialog('Choose an order').getByRole('button', { name: 'Close' })),
    'order.pick': async (e, { user }) => {
      const orderNo = (e as unknown as { orderNo: string }).orderNo;
      await user.click(dialog('Choose an order').getByRole('button', { name: new RegExp(orderNo) }));
      current = orderNo === orderB.orderNo ? orderB : orderA;
    },
    'type.pick': async (e, { user }) => {
      const value = (e as unknown as { value: string }).value;
      await user.click(screen.getByRole('button', { name: titleOf(value) }));
      if (value === '1' && current.isShow !== 1) {
        expect(await screen.findByText('The selected order does not support sending collection types.')).toBeInTheDocument();
        expect(currentLocation().pathname).toBe('/complaint');
      } else if (value !== '1') {
        const to = currentLocation();
        expect(to.pathname).toBe('/complainPageNext');
        expect(Object.fromEntries(to.searchParams)).toMatchObject({
          problemType: value,
          problemSonType: '',
          orderNo: current.orderNo,
          orderId: '240518001',
          type: '1',
        });
      }
    },
    'sonType.pick': async (e, { user }) => {
      const value = (e as unknown as { value: string }).value;
      const title = problemInit.problemSonType.find((t) => t.value === value)?.title ?? '';
      await user.click(dialog('Choose the collection sub-type').getByRole('button', { name: title }));
      const to = currentLocation();
      expect(to.pathname).toBe('/complainPageNext');
      expect(Object.fromEntries(to.searchParams)).toMatchObject({ problemType: '1', problemSonType: value, orderNo: current.orderNo });
    },
    'sonTypes.close': async (_e, { user }) => user.click(dialog('Choose the collection sub-type').getByRole('button', { name: 'Close' })),
    'list.open': async (_e, { user }) => {
      await user.click(screen.getByRole('button', { name: 'My complaints' }));
      expect(currentLocation().pathname).toBe('/complaintList');
      expect(currentLocation().searchParams.get('orderId')).toBe('240518001');
    },
  },
  states: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    },
    failed: () => {
      // The server's message is the toast (SPEC 8); the page says why in our words.
      expect(toastText()).toContain(businessError.message);
      expect(pageAlert()).toHaveTextContent('The information could not be loaded.');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
    'ready.browsing': (s) => {
      expectCard(s.context as ComplaintEntryContext);
      expect(screen.queryByRole('dialog')).toBeNull();
      for (const t of problemInit.problemType) expect(screen.getByRole('button', { name: t.title })).toBeInTheDocument();
    },
    'ready.pickingOrder': (s) => {
      const d = dialog('Choose an order');
      for (const o of problemInit.orderList) expect(d.getByRole('button', { name: new RegExp(o.orderNo) })).toBeInTheDocument();
      const c = s.context as ComplaintEntryContext;
      expect(d.getByRole('button', { name: new RegExp(c.current?.orderNo ?? '') })).toHaveAttribute('aria-current', 'true');
    },
    'ready.pickingSonType': () => {
      const d = dialog('Choose the collection sub-type');
      for (const t of problemInit.problemSonType) expect(d.getByRole('button', { name: t.title })).toBeInTheDocument();
    },
  },
});
