import { expect, type Page } from '@playwright/test';
import { mainContent } from '../helpers/route-examples';

/** What a route's page shows once it is ready, in English (the README's examples all have type=1). */
export async function showsItsPage(page: Page, name: string): Promise<void> {
  const main = mainContent[name] ?? {};
  if (main.heading) await expect(page.getByRole('heading', { level: 1, name: main.heading, exact: true })).toBeVisible();
  if (main.text) await expect(page.getByText(main.text, { exact: true }).first()).toBeVisible();
  if (main.region) await expect(page.getByRole('region', { name: main.region, exact: true })).toBeVisible();
}

/** The page's requests in flight (its frames' too), so a test can wait until every answer is in. */
export function pendingRequests(page: Page): Set<unknown> {
  const pending = new Set<unknown>();
  page.on('request', (r) => void pending.add(r));
  page.on('requestfinished', (r) => void pending.delete(r));
  page.on('requestfailed', (r) => void pending.delete(r));
  return pending;
}
