import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { instalmentMachine } from '../../machines/instalment/instalment.machine';
import InstalmentPage from '../../src/flows/instalment/instalment-page';
import { instalmentPlan } from '../../stories/support/repaying-fixtures';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { instalmentInput, instalmentModel } from '../machines/instalment.model';
import { keptRepayingPage, pageDataEvents, pageDataStates, Where } from './page-data.view';

describeViewModel('instalment', instalmentMachine, {
  ...instalmentModel,
  render: (machineOptions) =>
    renderPage(
      <>
        <InstalmentPage />
        <Where />
      </>,
      { route: '/repay/choose?type=1&productId=7&orderId=240518001', machineOptions },
    ),
  events: pageDataEvents,
  states: pageDataStates(
    async (_s, run) => {
      expect(run.actors.calls.at(-1)?.input).toEqual(instalmentInput);
      // The loaded view is fetched alongside the plan, out of the page's first load: shown once both are in.
      expect(await screen.findByText('Lendo Cash Express')).toBeVisible();
      expect(screen.getByTestId('repay-amount')).toHaveTextContent('₱1123.45');
      expect(screen.getByTestId('repay-date')).toHaveTextContent(instalmentPlan.repayDate);
      const rows = within(screen.getByTestId('detail-rows'));
      expect(rows.getAllByRole('term').map((t) => t.textContent)).toEqual(['Número de pedido', 'Pago']);
      expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText(instalmentPlan.noticeMsg)).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(instalmentPlan.repayList.map((g) => g.title));
      expect(screen.getByRole('button', { name: 'Copy the code 9300 1234 5678 90' })).toBeEnabled();
      expect(screen.getByTestId('where')).toHaveTextContent('/repay/choose?');
    },
    // A kept plan (Back or forward): shown dimmed, nothing paid with, copied or drawn, until confirmed (0139).
    async (standing, _s, run) => {
      expect(run.actors.calls.at(-1)).toEqual({ id: 'recheck', input: instalmentInput });
      await keptRepayingPage(standing, 'repay-amount');
      expect(screen.getByTestId('repay-amount')).toHaveTextContent('₱1123.45');
    },
  ),
});
