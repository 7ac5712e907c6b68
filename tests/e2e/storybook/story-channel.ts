import type { Frame, Page } from '@playwright/test';

// Moving an open Storybook to another story as Storybook itself does, through its channel, instead
// of loading the manager or the preview again for each story (a second or more each, and several on
// a loaded machine): the preview renders the next story in the same page.

/** What the preview reports for a story it was asked to show. */
export type StoryOutcome =
  'rendered' | 'error screen' | 'uncaught exception' | 'missing' | 'no outcome in 15 s' | 'no Storybook channel in the preview';

/**
 * In a preview page (`iframe.html`, or the manager's preview frame), renders `storyId` as the manager
 * does when QA picks a story (`setCurrentStory`), and resolves with what the preview reported for it.
 */
export function showStory(preview: Page | Frame, storyId: string): Promise<StoryOutcome> {
  return preview.evaluate(
    (id) =>
      new Promise<StoryOutcome>((resolve) => {
        const channel = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__') as
          { on: (event: string, listener: (payload: unknown) => void) => void; emit: (event: string, payload: unknown) => void } | undefined;
        if (!channel) return resolve('no Storybook channel in the preview');
        const outcomes: Record<string, StoryOutcome> = {
          storyRendered: 'rendered',
          storyErrored: 'error screen',
          storyThrewException: 'uncaught exception',
          storyMissing: 'missing',
        };
        for (const [event, result] of Object.entries(outcomes))
          channel.on(event, (payload) => {
            // Only this story's render counts (the payload of storyRendered is the story's id).
            if (event !== 'storyRendered' || payload === id) resolve(result);
          });
        setTimeout(() => resolve('no outcome in 15 s'), 15_000);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/**
 * In the manager, selects `storyId` as a story's own link does (`selectStory` from the preview, as
 * Storybook's links addon sends it): the manager moves its address and its panels to that story and
 * has the preview render it.
 */
export async function selectStory(page: Page, storyId: string): Promise<void> {
  const preview = page.frame({ url: /\/iframe\.html/ });
  if (!preview) throw new Error('the manager has no preview frame');
  await preview.evaluate((id) => {
    const channel = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__') as { emit: (event: string, payload: unknown) => void } | undefined;
    if (!channel) throw new Error('no Storybook channel in the preview');
    channel.emit('selectStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  await page.waitForURL((url) => url.searchParams.get('path') === `/story/${storyId}`);
}
