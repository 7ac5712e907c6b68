import type { Meta, StoryObj } from '@storybook/react-vite';
import { instalmentMachine, type InstalmentContext } from '../machines/instalment/instalment.machine';
import { apiError } from '../src/api/errors';
import InstalmentPage from '../src/flows/instalment/instalment-page';
import { translate } from '../src/i18n';
import { instalmentPlan } from './support/repaying-fixtures';
import { clickButtonLabelled } from './support/open-by-label';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Instalment repayment',
  parameters: { route: '/repay/choose?productId=7&orderId=240518001' },
} satisfies Meta;

const input = { productId: '7', orderId: '240518001' };
const at = (data: InstalmentContext['data'], error: InstalmentContext['error'] = null): InstalmentContext => ({ input, data, error });
/** The label of a channel's barcode button in the story's language (the toolbar's `lang`). */
const showBarcode = (lang: unknown, code: string) => translate(lang === 'en' ? 'en' : 'es', 'repaying.showBarcode', { code });

export const Loading = stateStory(instalmentMachine, InstalmentPage, 'loading', at(null));
export const Loaded = stateStory(instalmentMachine, InstalmentPage, 'loaded', at(instalmentPlan));
export const Failed = stateStory(instalmentMachine, InstalmentPage, 'failed', at(null, apiError({ kind: 'network' })), { name: 'Failed (offline)' });
export const FailedBusiness = stateStory(
  instalmentMachine,
  InstalmentPage,
  'failed',
  at(null, apiError({ kind: 'business', code: '4001', message: 'Este pedido no tiene pagos pendientes.' })),
  {
    name: 'Failed (server message)',
  },
);

/** Back or forward: the kept plan while the fresh answer comes; nothing paid with, copied or drawn (docs/decisions/0139). */
export const Checking = stateStory(instalmentMachine, InstalmentPage, 'checking', at({ ...instalmentPlan, kept: true }), {
  name: 'Checking (kept plan, not acted on)',
});
/** The fresh answer did not come: the kept plan stays, marked as not confirmed, with Check again; no failure screen. */
export const Unconfirmed = stateStory(
  instalmentMachine,
  InstalmentPage,
  'unconfirmed',
  at({ ...instalmentPlan, kept: true }, apiError({ kind: 'network' })),
  { name: 'Unconfirmed (the fresh answer did not come)' },
);

/** The scan-to-pay modal with the server's image (OXXO sends BARcodeImg). */
export const BarcodeFromServer: StoryObj = {
  ...stateStory(instalmentMachine, InstalmentPage, 'loaded', at(instalmentPlan), { name: 'Loaded: barcode from the server' }),
  play: ({ canvasElement, globals }) => clickButtonLabelled(canvasElement, showBarcode(globals.lang, '9300')),
};

/** The scan-to-pay modal drawn on the client (7-Eleven sends no image): the barcode encoder loads now. */
export const BarcodeDrawn: StoryObj = {
  ...stateStory(instalmentMachine, InstalmentPage, 'loaded', at(instalmentPlan), { name: 'Loaded: barcode drawn here' }),
  play: ({ canvasElement, globals }) => clickButtonLabelled(canvasElement, showBarcode(globals.lang, '7001')),
};

/** Its link without a usable value it acts on (docs/decisions/0092-acted-on-values.md). */
export const LinkRefused: StoryObj = {
  name: 'Link refused (orderId unusable)',
  parameters: { route: '/repay/choose?productId=7&orderId=-5' },
  render: () => <InstalmentPage />,
};
