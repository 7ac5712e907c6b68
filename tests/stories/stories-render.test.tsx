import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import { appDecorator, globalTypes, initialGlobals } from '../../.storybook/decorators';
import { server } from '../../src/mocks/node';
import { unexplainedText } from '../helpers/shown-messages';

// Every story of every stories file renders with the app's decorators and no console error; every
// alert and status it shows (each failure state of every flow has its story) is a catalogue
// message or a server message, never internal text (an exception, a schema path, an HTTP status).
const storyModules = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx', { eager: true });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

for (const [file, mod] of Object.entries(storyModules)) {
  describe(file.replace('../../stories/', ''), () => {
    const stories = composeStories(mod as Parameters<typeof composeStories>[0], { decorators: [appDecorator], globalTypes, initialGlobals } as never);
    for (const [name, Story] of Object.entries(stories as Record<string, ComponentType>)) {
      it(`${name} renders without console errors`, async () => {
        const errors = vi.spyOn(console, 'error');
        const warnings = vi.spyOn(console, 'warn');
        const { container } = render(<Story />);
        await (Story as { play?: (c: { canvasElement: HTMLElement }) => Promise<void> | void }).play?.({ canvasElement: container });
        await act(async () => {
          await new Promise((r) => setTimeout(r, 20));
        });
        expect(document.body.textContent?.trim().length ?? 0).toBeGreaterThan(0);
        for (const shown of document.body.querySelectorAll('[role="alert"], [role="status"]')) {
          expect(unexplainedText(shown.textContent ?? ''), `internal text in: ${shown.textContent}`).toBe('');
        }
        expect(errors).not.toHaveBeenCalled();
        expect(warnings).not.toHaveBeenCalled();
      });
    }
  });
}
