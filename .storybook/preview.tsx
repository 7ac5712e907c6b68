import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { appDecorator, globalTypes, initialGlobals } from './decorators';
import { machinePanelDecorator } from './machine-panel/preview';
import '../src/app/global.css';

const preview: Preview = {
  // The first decorator is the innermost: the machine panel's options sit inside the app's providers.
  decorators: [machinePanelDecorator, appDecorator],
  globalTypes,
  initialGlobals,
  // The demo backend answers every endpoint in stories, as it does for `npm start`.
  loaders: [
    mswLoader(async () => {
      const [{ setupWorker }, { handlers }] = await Promise.all([import('msw/browser'), import('../src/mocks/handlers')]);
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
