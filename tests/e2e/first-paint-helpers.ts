// Shared by the first-paint E2E specs (docs/how-a-page-loads.md).
import type { Page } from './fixtures';
import { appStarted } from './fixtures';

export const SESSION = 'productId=7&orderId=240518001&deviceId=D9&sessionId=S1';

/** Holds every script of the build until `release()`: the page as it is before the app starts. */
export async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The text of #root the moment the app has taken over (read in the same task it marks <html>). */
export async function textWhenAppStarts(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-app-ready')) return;
      (window as unknown as { atStart: string }).atStart = document.getElementById('root')?.innerText ?? '';
      observer.disconnect();
    }).observe(document.documentElement, { attributes: true });
  });
  return async () => {
    await appStarted(page);
    return page.evaluate(() => (window as unknown as { atStart: string }).atStart);
  };
}
