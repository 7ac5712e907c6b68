import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js lives in public/ so the MSW addon can serve the demo backend to stories.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
