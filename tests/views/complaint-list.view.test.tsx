import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { complaintListMachine, type ComplaintListContext } from '../../machines/complaint-list/complaint-list.machine';
import ComplaintListPage from '../../src/flows/complaint/complaint-list-page';
import { formatDate } from '../../src/i18n';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage, pageAlert, toastText } from '../helpers/render-page';
import { businessError, complaintList } from '../../stories/support/complaint-fixtures';
import { complaintListModel } from '../machines/complaint.model';
import { LocationProbe, currentLocation } from './location-probe';

describeViewModel('complaintList', complaintListMachine, {
  ...complaintListModel,
  render: (machineOptions) =>
    renderPage(
      <>
        <ComplaintListPage />
        <LocationProbe />
      </>,
      { route: '/complaintList?type=1&orderId=240518001', machineOptions },
    ),
  events: {
    'load.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'tab.select': async (e, { user }) => {
      const index = (e as unknown as { index: number }).index;
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
    loaded: (s) => {
      const { tab } = s.context as ComplaintListContext;
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(complaintList.tabs.map((t) => t.title));
      expect(screen.getByRole('tab', { name: complaintList.tabs[tab]?.title })).toHaveAttribute('aria-selected', 'true');
      const panel = within(screen.getByRole('tabpanel'));
      for (const item of complaintList.tabs[tab]?.items ?? []) {
        expect(panel.getByText(item.content)).toBeInTheDocument();
        expect(panel.getByText(item.type)).toBeInTheDocument();
        expect(panel.getByText(formatDate(item.time))).toBeInTheDocument();
      }
    },
  },
});
