import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../src/app/providers';
import type { Lang } from '../src/i18n';
import { setScenarios } from '../src/mocks/scenarios';
import { forgetAllEntries } from '../src/lib/entry-store';

/**
 * Every story runs inside the app's providers and a router at `parameters.route`; the language
 * comes from the toolbar global `lang` (es by default, as the app without `type=1`), and the demo
 * backend plays `parameters.scenarios` (none by default). Every story's router starts on the same
 * first history entry: what pages kept for it (folds, choices, docs/decisions/0111) is forgotten,
 * so no story starts with another story's choices.
 */
export const appDecorator: Decorator = (Story, context) => {
  setScenarios((context.parameters.scenarios as string[] | undefined) ?? []);
  forgetAllEntries();
  const lang: Lang = context.globals.lang === 'en' ? 'en' : 'es';
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <MemoryRouter initialEntries={[route]}>
      <AppProviders lang={lang}>
        <Story />
      </AppProviders>
    </MemoryRouter>
  );
};

export const globalTypes: Preview['globalTypes'] = {
  lang: {
    description: 'Language (the `type` query flag)',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: [
        { value: 'es', title: 'Español ($)' },
        { value: 'en', title: 'English (₱)' },
      ],
    },
  },
};

export const initialGlobals = { lang: 'es' };
