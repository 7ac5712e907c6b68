import { expect, test } from '@playwright/test';

// `?inspect=panel` under `npm start`: the machine panel inside the page, at phone size (the
// project's Pixel 7), for a webview where Stately's inspector cannot open its popup
// (docs/decisions/0107-machine-panel.md).
test('the in-page panel shows the page machine and moves it, within a phone screen', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/User?inspect=panel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Machines' });
  await expect(toggle).toBeVisible();
  // Folded, it leaves the page usable: only the toggle shows.
  await expect(page.getByRole('region', { name: 'Machine panel' })).toHaveCount(0);
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Machine panel' });
  await expect(panel.getByRole('heading', { name: 'Machine calculator' })).toBeVisible();
  const state = panel.getByTestId('machine-panel-state');
  await expect(state).toHaveText('idle');
  // An empty amount: the calculator refuses it, on the page too.
  await panel.getByRole('group', { name: 'Accepted events' }).getByRole('button', { name: 'form.calculate', exact: true }).click();
  await expect(state).toHaveText('invalid');
  await expect(panel.getByRole('list', { name: 'Last events' }).locator('li').first()).toHaveText('{"type":"form.calculate"} → invalid');
  // The drawer fits the phone's width and stays inside its height.
  const fits = await page.evaluate(() => {
    const sheet = document.getElementById('machine-panel-sheet');
    return sheet ? sheet.scrollWidth <= window.innerWidth && sheet.getBoundingClientRect().height <= window.innerHeight : false;
  });
  expect(fits).toBe(true);
  await page.getByRole('button', { name: 'Close machines' }).click();
  await expect(panel).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('an event with a payload, written in the editor, moves the page', async ({ page }) => {
  await page.goto('/User?inspect=panel');
  await page.getByRole('button', { name: 'Machines' }).click();
  const panel = page.getByRole('region', { name: 'Machine panel' });
  const events = panel.getByRole('group', { name: 'Accepted events' });
  await events.getByRole('button', { name: 'Edit amount.change with a payload' }).click();
  await panel.getByRole('textbox', { name: 'Event JSON' }).fill('{"type":"amount.change","value":"5000"}');
  await panel.getByRole('button', { name: 'Send event' }).click();
  await events.getByRole('button', { name: 'form.calculate', exact: true }).click();
  await expect(panel.getByTestId('machine-panel-state')).toHaveText('showingResults');
  await expect(page.getByRole('region', { name: 'Resultado' })).toBeVisible();
});

test('without ?inspect=panel the page has no panel', async ({ page }) => {
  await page.goto('/User');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#machine-panel-host')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Machines' })).toHaveCount(0);
});
