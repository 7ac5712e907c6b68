import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { customerServiceMachine } from '../../machines/customer-service/customer-service.machine';
import CustomerServicePage from '../../src/flows/customer-service/customer-service-page';
import { serviceInfo } from '../../stories/support/repaying-fixtures';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { customerServiceModel } from '../machines/customer-service.model';
import { pageDataEvents, pageDataStates } from './page-data.view';

describeViewModel('customerService', customerServiceMachine, {
  ...customerServiceModel,
  render: (machineOptions) => renderPage(<CustomerServicePage />, { route: '/Dag?type=1&productId=7', machineOptions }),
  events: pageDataEvents,
  states: pageDataStates(
    (_s, run) => {
      expect(run.actors.calls.at(-1)?.input).toEqual({});
      contacts();
    },
    // Kept contacts (0139): shown and usable (no money moves by them), with a line saying so.
    (standing, _s, run) => {
      expect(run.actors.calls.at(-1)).toEqual({ id: 'recheck', input: {} });
      contacts();
      if (standing === 'checking') {
        expect(screen.getByRole('status')).toHaveTextContent('Checking the contact details.');
        expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
      } else {
        expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('We could not confirm the contact details. They may have changed.');
        expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
      }
    },
  ),
});

function contacts() {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer service');
  expect(screen.getByTestId('service-phone')).toHaveTextContent(serviceInfo.va);
  expect(screen.getByRole('button', { name: `Call ${serviceInfo.va}` })).toBeEnabled();
  expect(screen.getByTestId('service-whatsapp')).toHaveTextContent(serviceInfo.phone);
  expect(screen.getByRole('link', { name: `Write to ${serviceInfo.email}` })).toHaveAttribute('href', `mailto:${serviceInfo.email}`);
}
