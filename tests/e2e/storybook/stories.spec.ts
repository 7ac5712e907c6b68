import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { showStory } from './story-channel';

// Every story of the static Storybook build renders in Chromium: no Storybook error screen, no
// uncaught exception, no console error. The list comes from the build's own index.json.
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}

// One test per stories file (from the repository, as the index is only there once the build is
// served), so both workers share the walk; each file's stories come from the build's index.json.
const storyFiles = readdirSync(new URL('../../../stories', import.meta.url)).filter((f) => f.endsWith('.stories.tsx'));

test('the static build lists every stories file', async ({ request }) => {
  const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, IndexEntry> };
  const stories = Object.values(index.entries).filter((e) => e.type === 'story');
  expect(stories.length).toBeGreaterThan(100);
  // Every stories file of the repository is in the build (tests/stories checks a story per machine state).
  expect(new Set(stories.map((s) => s.importPath.replace(/^\.\/stories\//, ''))).size).toBe(storyFiles.length);
});

for (const file of storyFiles) {
  test(`every story of ${file} renders without an error`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, IndexEntry> };
    const stories = Object.values(index.entries).filter((e) => e.type === 'story' && e.importPath === `./stories/${file}`);
    expect(stories.length, `${file}: stories in the build`).toBeGreaterThan(0);
    const problems: string[] = [];
    let current = '';
    page.on('console', (message) => {
      // The browser asks for /favicon.ico on its own; Storybook ships favicon.svg.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
        problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: uncaught: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
        problems.push(`${current}: ${response.status()} for ${response.url()}`);
    });
    // The first story opens the preview; the next ones are switched to in the same page, as the
    // manager does when QA clicks through a flow's stories (a fresh page per story cost a second each
    // for loading the preview again). Storybook marks the body once a story has rendered or failed.
    for (const [index, story] of stories.entries()) {
      current = story.id;
      if (index === 0) {
        await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
        await page.waitForFunction(() =>
          ['sb-show-main', 'sb-show-errordisplay', 'sb-show-nopreview'].some((c) => document.body.classList.contains(c)),
        );
      } else {
        const outcome = await showStory(page, story.id);
        if (outcome !== 'rendered' && outcome !== 'error screen') problems.push(`${story.id}: ${outcome}`);
      }
      const failed = await page.evaluate(() => !document.body.classList.contains('sb-show-main'));
      if (failed) problems.push(`${story.id}: ${(await page.locator('#error-message, .sb-errordisplay').first().textContent()) ?? 'error screen'}`);
      else {
        // A story renders into the root (a dialog story too: its page is behind it).
        const rendered = await page
          .waitForFunction(
            () =>
              (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 || !!document.querySelector('dialog[open], [role="dialog"]'),
            undefined,
            { timeout: 15_000 },
          )
          .then(
            () => true,
            () => false,
          );
        if (!rendered) problems.push(`${story.id}: rendered nothing`);
      }
    }
    expect(problems).toEqual([]);
  });
}
