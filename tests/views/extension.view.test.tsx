import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { extensionMachine } from '../../machines/extension/extension.machine';
import ExtensionPage from '../../src/flows/extension/extension-page';
import { delayDetail } from '../../stories/support/repaying-fixtures';
import type { AnyMachineSnapshot } from 'xstate';
import { describeViewModel, type ViewRun } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { extensionInput, extensionModel } from '../machines/extension.model';
import { keptRepayingPage, pageDataEvents, pageDataStates, Where } from './page-data.view';

/** The customer-service button is there in every state, so help is reachable when loading fails. */
function withServiceButton<T extends Record<string, (s: AnyMachineSnapshot, run: ViewRun) => void | Promise<void>>>(states: T): T {
  const wrapped = Object.entries(states).map(([key, check]) => [
    key,
    async (s: AnyMachineSnapshot, run: ViewRun) => {
      await check(s, run);
      expect(screen.getByRole('button', { name: 'Customer service' })).toHaveAccessibleDescription('Drag the button or move it with the arrow keys.');
    },
  ]);
  return Object.fromEntries(wrapped) as T;
}

describeViewModel('extension', extensionMachine, {
  ...extensionModel,
  render: (machineOptions) =>
    renderPage(
      <>
        <ExtensionPage />
        <Where />
      </>,
      { route: '/repay/delay?type=1&productId=7&orderId=240518001', machineOptions },
    ),
  events: pageDataEvents,
  states: withServiceButton(
    pageDataStates(
      async (_s, run) => {
        expect(run.actors.calls.at(-1)?.input).toEqual(extensionInput);
        // The loaded view is fetched alongside the detail, out of the page's first load: shown once both are in.
        expect(await screen.findByTestId('delay-amount')).toHaveTextContent('₱150.00');
        expect(screen.getByTestId('delay-date')).toHaveTextContent(delayDetail.delayInfo.delayTime);
        expect(screen.getByText(delayDetail.delayInfo.reviewer)).toBeVisible();
        expect(screen.getByText('Lendo Cash Express')).toBeVisible();
        const plan = within(screen.getByTestId('delay-plan')).getAllByRole('listitem');
        expect(plan).toHaveLength(2);
        expect(plan[1]).toHaveTextContent('Nueva fecha de pago₱1123.45Monto del pago pendiente2026-12-08');
        expect(screen.getByText(delayDetail.note)).toBeVisible();
        expect(screen.getByText(delayDetail.noticeMsg)).toBeVisible();
        expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(delayDetail.repayList.map((g) => g.title));
      },
      // A kept detail (Back or forward): shown dimmed, nothing paid with, copied or drawn, until confirmed (0139).
      async (standing, _s, run) => {
        expect(run.actors.calls.at(-1)).toEqual({ id: 'recheck', input: extensionInput });
        await keptRepayingPage(standing, 'delay-amount');
        expect(screen.getByTestId('delay-amount')).toHaveTextContent('₱150.00');
      },
    ),
  ),
});
