import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { complaintListMachine } from '../../machines/complaint-list/complaint-list.machine';
import ComplaintListPage from '../../src/flows/complaint/complaint-list-page';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage, pageAlert, toastText } from '../helpers/render-page';
import { businessError, complaintList } from '../../stories/support/complaint-fixtures';
import { complaintListModel } from '../machines/complaint.model';
import { LocationProbe, currentLocation } from './location-probe';

// What each tab shows, written out (SPEC 2 screen 12: time, problem type and content; dates as
// YYYY-MM-DD HH:mm, SPEC 9).
const SHOWN = [
  { tab: 'En proceso', items: [{ time: '2026-03-14 09:30', type: 'Cobranza', content: 'Me llaman de noche.' }] },
  { tab: 'Resueltas', items: [{ time: '2026-03-02 18:05', type: 'Pagos y reembolsos', content: 'Pagué por SPEI.' }] },
];
/** The tab a person picked last in this run (the first one until they pick). */
let picked = 0;

describeViewModel('complaintList', complaintListMachine, {
  ...complaintListModel,
  render: (machineOptions) => {
    picked = 0;
    renderPage(
      <>
        <ComplaintListPage />
        <LocationProbe />
      </>,
      { route: '/complaintList?type=1&orderId=240518001', machineOptions },
    );
  },
  events: {
    'load.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'tab.select': async (e, { user }) => {
      const index = (e as unknown as { index: number }).index;
      picked = index;
      await user.click(screen.getByRole('tab', { name: complaintList.tabs[index]?.title }));
    },
    // A person taps the first item of the tab on screen; the page opens that item's detail.
    'item.open': async (_e, { user }) => {
      const panel = within(screen.getByRole('tabpanel'));
      const [first] = panel.getAllByRole('button');
      const item = complaintList.tabs.flatMap((t) => t.items).find((i) => first?.textContent?.includes(i.content));
      await user.click(first!);
      expect(currentLocation().pathname).toBe('/complainDetails');
      expect(Object.fromEntries(currentLocation().searchParams)).toMatchObject({ problemId: item?.id, orderId: '240518001', type: '1' });
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
    },
    loaded: () => {
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(SHOWN.map((t) => t.tab));
      const shown = SHOWN[picked]!;
      expect(screen.getByRole('tab', { name: shown.tab })).toHaveAttribute('aria-selected', 'true');
      const panel = within(screen.getByRole('tabpanel'));
      expect(panel.getAllByRole('button')).toHaveLength(shown.items.length);
      for (const item of shown.items) {
        expect(panel.getByText(item.content)).toBeInTheDocument();
        expect(panel.getByText(item.type)).toBeInTheDocument();
        expect(panel.getByText(item.time)).toBeInTheDocument();
      }
    },
  },
});
