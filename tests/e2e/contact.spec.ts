import { axeViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('contact form', () => {
  test('all four fields are required; a complete form says Successful! and sends nothing', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/maintains') || r.url().includes('/api/')) requests.push(r.url());
    });
    await page.goto('/?type=1');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact Us' }).click();
    await page.getByLabel('Name').fill('Ana Ruiz');
    await page.getByLabel('Telephone').fill('5512345678');
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText('Please provide complete information!');
    await expect(page.getByLabel('Name')).toHaveValue('Ana Ruiz');
    expect(await axeViolations(page), 'axe').toEqual([]);
    await page.getByLabel('Remark').fill('Quiero información');
    await expect(page.getByRole('status')).toHaveText('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText('Successful!');
    expect(requests).toEqual([]);
  });

  test('Spanish labels by default, with the quoted messages', async ({ page }) => {
    await page.goto('/Contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctenos');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('status')).toHaveText('Please provide complete information!');
  });
});
