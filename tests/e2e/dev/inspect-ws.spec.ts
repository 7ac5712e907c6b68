import { expect, test } from '@playwright/test';
import { createWebSocketReceiver, type StatelyInspectionEvent } from '@statelyai/inspect';
import { startInspectorServer } from '../../../scripts/inspector-server.mjs';
import { devPort } from '../../../playwright.dev.config';
import { fullChromium } from '../browsers';

// The whole browser: the package sends each event in an idle callback, and the headless shell the
// other dev-server tests run in gives the page no idle time after a tap (docs/decisions/0132).
test.use({ launchOptions: fullChromium });

// `?inspect=ws` under `npm start` (docs/decisions/0127-statecharts-and-phone-inspection.md): the page sends its machines over a socket
// of its own origin, the dev server relays it to `npm run inspect-server` (here started in the test,
// on the port the config hands the dev server), and the desktop's inspector page receives them.
test('?inspect=ws sends the page machines through the dev server to the inspector server', async ({ page }) => {
  const port = devPort + 1;
  // What `npm run inspect-server` runs, on loopback (docs/decisions/0135).
  const server = await startInspectorServer({ port });
  try {
    const actors: string[] = [];
    const events: string[] = [];
    createWebSocketReceiver({ server: `ws://127.0.0.1:${port}` }).subscribe((e: StatelyInspectionEvent) => {
      if (e.type === '@xstate.actor') actors.push(e.name);
      if (e.type === '@xstate.event') events.push(e.event.type);
    });
    await page.goto('/User?type=1&inspect=ws');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => actors).toContain('calculator');
    // Typing and a tap on the page are events the desktop sees. (The package sends each event in an
    // idle callback; headless Chromium runs none after a mouse click, so the test taps as a phone does.)
    await page.getByLabel('Loan amount').fill('10000');
    await page.getByRole('button', { name: 'Calculate' }).tap();
    await expect.poll(() => events).toEqual(expect.arrayContaining(['amount.change', 'form.calculate']));
  } finally {
    // The page's socket closes first, and the server stops once the relay has let it go: stopped
    // while the page still sent, the dev server's relay wrote into a closed socket and logged a
    // "ws proxy error" (a fresh-machine rehearsal's run was loud with it; decision 0138).
    const before = server.clients();
    await page.close();
    await expect.poll(() => server.clients(), { timeout: 10_000 }).toBeLessThan(before);
    await server.stop();
  }
});
