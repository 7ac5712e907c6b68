// Complaint pages: call sites for the fault matrix (tests/reliability/endpoints.ts).
import { screen } from '@testing-library/react';
import { maintainsEndpoints } from '../../../src/api/endpoints';
import ComplaintDetailPage from '../../../src/flows/complaint/complaint-detail-page';
import ComplaintEntryPage from '../../../src/flows/complaint/complaint-entry-page';
import ComplaintFormPage from '../../../src/flows/complaint/complaint-form-page';
import ComplaintListPage from '../../../src/flows/complaint/complaint-list-page';
import { m, order, complaintFormRoute, complaintText, nothing, button, writeComplaint, complaintForm, shownIn, type EndpointCall } from './shared';
import { tinyPng } from '../../helpers/tiny-png';

export const complaintCalls: readonly EndpointCall[] = [
  {
    endpoint: 'maintains.problemInit',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.problemInit),
    route: `/complaint?${order}`,
    page: ComplaintEntryPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByRole('heading', { name: 'Complaints and suggestions' }),
    retried: () => screen.findByText('Application and disbursement'),
    readsData: true,
  },
  {
    endpoint: 'maintains.problemInit',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.problemInit),
    route: complaintFormRoute,
    page: ComplaintFormPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: complaintForm,
    retried: shownIn('chosen-type', 'Payments and refunds'),
    readsData: true,
  },
  {
    endpoint: 'maintains.uploadProblemImage',
    family: 'maintains',
    kind: 'action',
    method: 'POST',
    path: m(maintainsEndpoints.uploadProblemImage),
    route: complaintFormRoute,
    page: ComplaintFormPage,
    trigger: async (user) => {
      await writeComplaint(user);
      await user.upload(screen.getByLabelText('Add image'), new File([tinyPng()], 'receipt.png', { type: 'image/png' }));
    },
    typed: { 'Problem description': complaintText },
    retry: true,
    retryControl: () => screen.getByLabelText('Add image'),
    ready: complaintForm,
    readsData: true,
  },
  {
    endpoint: 'maintains.problemSave',
    family: 'maintains',
    kind: 'action',
    method: 'POST',
    path: m(maintainsEndpoints.problemSave),
    route: complaintFormRoute,
    page: ComplaintFormPage,
    trigger: async (user) => {
      await writeComplaint(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
    typed: { 'Problem description': complaintText },
    retry: true,
    retryControl: button('Submit'),
    ready: complaintForm,
    readsData: false,
  },
  {
    endpoint: 'maintains.problemList',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.problemList),
    route: '/complaintList?type=1',
    page: ComplaintListPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByRole('heading', { name: 'My complaints' }),
    retried: () => screen.findByRole('tab', { name: 'Resolved' }),
    readsData: true,
  },
  {
    endpoint: 'maintains.problemDetail',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.problemDetail),
    route: '/complainDetails?type=1&problemId=1000',
    page: ComplaintDetailPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('detail-content'),
    retried: shownIn('detail-content', 'Pagué mi préstamo por SPEI'),
    readsData: true,
  },
];
