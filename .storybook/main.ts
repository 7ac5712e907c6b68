import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The app's build plugins that shape the app's own pages and chunks: they expect the app's
 * index.html and route table, not Storybook's iframe, and have nothing to do for stories.
 */
export const APP_ONLY_PLUGINS = ['prerender-pages', 'prerendered-pages-preview', 'chunk-groups', 'host-config'];

function pluginName(plugin: PluginOption): string | undefined {
  return plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined;
}

/** Drops the app-only plugins (nested plugin lists included) from Storybook's Vite config. */
export function withoutAppOnlyPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? [])
    .map((plugin) => (Array.isArray(plugin) ? withoutAppOnlyPlugins(plugin) : plugin))
    .filter((plugin) => !APP_ONLY_PLUGINS.includes(pluginName(plugin) ?? ''));
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js lives in public/ so the MSW addon can serve the demo backend to stories.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // A green `npm test` is quiet: Storybook's build writes no list of its files, no warning for its
  // own large chunks (Storybook's runtime and the statecharts' layout, in no page of the app) and no
  // timing note; a real warning or error still shows.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: withoutAppOnlyPlugins(viteConfig.plugins),
    logLevel: 'warn',
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: { ...viteConfig.build?.rolldownOptions, checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: false } },
    },
  }),
};

export default config;
