import { axeViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('developer test page', () => {
  test('opens a page with the edited parameters as an encoded query', async ({ page }) => {
    await page.goto('/testPreview?type=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test page');
    expect(await axeViolations(page), 'axe').toEqual([]);
    await page.getByLabel('Device name').fill('Moto G & co');
    await page.getByRole('button', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about-us\?/);
    const q = new URL(page.url()).searchParams;
    expect(q.get('deviceName')).toBe('Moto G & co');
    expect(q.get('productId')).toBe('7');
    expect(q.get('orderId')).toBe('240518001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });

  test('get location says so when the permission is refused', async ({ page }) => {
    await page.goto('/testPreview?type=1');
    await page.getByRole('button', { name: 'Get location' }).click();
    await expect(page.getByRole('alert')).toHaveText('Location permission was refused.');
  });
});

test.describe('developer test page with location allowed', () => {
  test.use({ geolocation: { latitude: 19.4326, longitude: -99.1332 }, permissions: ['geolocation'] });

  test('get location alerts the coordinates', async ({ page }) => {
    await page.goto('/testPreview?type=1');
    const messages: string[] = [];
    // The alert must be answered while the click is still in flight, so it is handled in the listener.
    page.on('dialog', (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Get location' }).click();
    await expect.poll(() => messages).toEqual(['Latitude 19.4326, longitude -99.1332']);
  });
});
