import type { Meta, StoryObj } from '@storybook/react-vite';
import { confirmLoanMachine, type ConfirmLoanContext } from '../machines/confirm-loan/confirm-loan.machine';
import { apiError } from '../src/api/errors';
import ConfirmLoanPage from '../src/flows/confirm-loan/confirm-loan-page';
import { confirmOffer } from './support/loan-fixtures';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Confirm loan',
  parameters: { route: '/loan/confirm?productId=7&orderId=240518001' },
} satisfies Meta;

const base: ConfirmLoanContext = {
  productId: '7',
  offer: confirmOffer(),
  agreed: true,
  reloaded: false,
  detailsUrl: null,
  error: null,
  pushError: null,
  notTaken: false,
  orderId: '240518001',
  hold: null,
};
const story = (value: string | Record<string, string>, context: Partial<ConfirmLoanContext>, name?: string) =>
  stateStory(confirmLoanMachine, ConfirmLoanPage, value, { ...base, ...context }, name ? { name } : {});

export const Loading = story('loading', { offer: null });
export const Reloading = story(
  'loading',
  { offer: confirmOffer({ isNeedPop: 1 }), reloaded: true },
  'Loading (reload after recalculation, isType=1)',
);
export const LoadFailed = story('loadFailed', { offer: null, error: apiError({ kind: 'network' }) });
export const Recalculating = story('recalculating', { offer: confirmOffer({ isNeedPop: 1 }) });
export const Ready = story('ready', {});
export const ReadyUnchecked = story('ready', { agreed: false }, 'Ready (contract unchecked: submit disabled)');
export const ReadyNoContract = story('ready', { offer: confirmOffer({ isNewContract: '', couNum: null }) }, 'Ready (no contract link, no coupon)');
export const Submitting = story('submitting', {});
export const PushFailed = story('pushFailed', {
  pushError: apiError({ kind: 'business', code: '2001', message: 'No pudimos procesar su solicitud en este momento. Intente más tarde.' }),
});
export const RedirectRefused = story('redirectRefused', {});
/** The push's answer never came (docs/decisions/0128): the page cannot tell whether the loan was requested. */
/** A push held (docs/decisions/0133): its answer lost, another tab's, or one before a reload; the order is read at 2, 5, 10, 20, 40 s. */
export const SettlingWaiting = story(
  { settling: 'waiting' },
  { pushError: apiError({ kind: 'http', status: 500 }), hold: { read: 1, elapsed: 2000 } },
  'Settling (held: waiting for the next read of the order)',
);
export const SettlingReading = story({ settling: 'reading' }, { hold: { read: 0, elapsed: 0 } }, 'Settling (held: reading the order)');
export const PushUnknown = story(
  'pushUnknown',
  { pushError: apiError({ kind: 'timeout' }) },
  'Push unknown (the hold passed, the order could not be read)',
);
export const Checking = story('checking', { pushError: apiError({ kind: 'http', status: 504 }) }, 'Checking (a read of the order)');
export const ReadyNotTaken = story('ready', { notTaken: true }, 'Ready (the order read after the hold shows no loan)');
export const Taken = story('taken', {}, 'Taken (the order shows the loan: on to its details)');
export const Leaving = story('leaving', { detailsUrl: '/loan/detail?productId=7&orderId=240518001&from=confirm' });

/** Its link without a usable value it acts on (docs/decisions/0092-acted-on-values.md). */
export const LinkRefused: StoryObj = {
  name: 'Link refused (productId unusable)',
  parameters: { route: '/loan/confirm?productId=..%2F..%2Fx%3Fy%3D1' },
  render: () => <ConfirmLoanPage />,
};
