import type { Meta, StoryObj } from '@storybook/react-vite';
import { loanDetailsMachine, type LoanDetailsContext } from '../machines/loan-details/loan-details.machine';
import { apiError } from '../src/api/errors';
import type { LoanDetails } from '../src/api/loan';
import LoanDetailsPage from '../src/flows/loan-details/loan-details-page';
import { orderDetails } from './support/loan-fixtures';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Loan details',
  parameters: { route: '/loan/detail?productId=7&orderId=240518001' },
} satisfies Meta;

const story = (value: string, order: LoanDetails | null, name?: string, error: LoanDetailsContext['error'] = null) =>
  stateStory(loanDetailsMachine, LoanDetailsPage, value, { productId: '7', orderId: '240518001', order, error }, name ? { name } : {});

export const Loading = story('loading', null);
export const LoadFailed = story('loadFailed', null, undefined, apiError({ kind: 'timeout' }));
export const Viewing21 = story('viewing', orderDetails(21), 'Viewing (21, under review)');
export const Viewing151 = story('viewing', orderDetails(151), 'Viewing (151, approved)');
export const Viewing110 = story('viewing', orderDetails(110), 'Viewing (110, rejected: no detail list)');
export const ViewingOther = story('viewing', orderDetails(170), 'Viewing (170, default icon)');
export const Repayable174 = story('repayable', orderDetails(174), 'Repayable (174, repay only)');
export const Repayable180Delay = story('repayable', orderDetails(180, { isDelay: 1 }), 'Repayable (180, repay and extension)');
export const Settled = story('settled', orderDetails(200), 'Settled (200, borrow again and rating)');
export const ExtensionReminder = story('extensionReminder', orderDetails(174, { isDelay: 1 }));

/** Its link without a usable value it acts on (docs/decisions/0092-acted-on-values.md). */
export const LinkRefused: StoryObj = {
  name: 'Link refused (orderId missing)',
  parameters: { route: '/loan/detail?productId=7' },
  render: () => <LoanDetailsPage />,
};
