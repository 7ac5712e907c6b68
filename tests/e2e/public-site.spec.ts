import { axeViolations } from './a11y';
import { appStarted, expect, test, type Page } from './fixtures';

async function expectNoAxeViolations(page: Page, { frames = true }: { frames?: boolean } = {}) {
  // axe runs inside each frame by injecting its script; a frame sandboxed without scripts never
  // answers, so such a page is checked without its frames (axe.run in the page alone) and the
  // framed page on its own.
  expect(await axeViolations(page, { frames }), 'axe').toEqual([]);
}

const activeDot = (page: Page) => page.getByRole('button', { name: /Go to picture \d/ }).and(page.locator('[aria-current="true"]'));

test.describe('public marketing site', () => {
  test('every navigation item opens its section at the top of the page', async ({ page }) => {
    await page.goto('/?type=1');
    // In-app navigation: before the app starts the links are plain links, which load the page anew.
    await appStarted(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const sections: [string, RegExp, string][] = [
      ['About us', /\/About\?type=1$/, 'About us'],
      ['Loan Calculator', /\/User\?type=1$/, 'Loan Calculator'],
      ['Privacy Policy', /\/Policy\?type=1$/, 'Privacy Policy'],
      ['Loan terms and conditions', /\/terms\?type=1$/, 'Loan terms and conditions'],
      ['Contact Us', /\/Contact\?type=1$/, 'Contact Us'],
      ['Home', /\/\?type=1$/, 'Fast, considerate loans'],
    ];
    for (const [item, url, heading] of sections) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('navigation', { name: 'Footer navigation' }).getByRole('link', { name: item }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(nav.getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the footer shows the company details from the config', async ({ page }) => {
    await page.goto('/?type=1');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Lendo Cash S.A. de C.V.');
    await expect(footer.getByRole('link', { name: '+52 55 1234 5678' })).toHaveAttribute('href', 'tel:+525512345678');
    await expect(footer.getByRole('link', { name: 'ayuda@lendo.example' })).toHaveAttribute('href', 'mailto:ayuda@lendo.example');
    await expect(footer).toContainText('Av. Reforma 100, Ciudad de México');
    await expect(footer).toContainText('© 2026 Lendo Cash');
  });

  test('the carousel changes every 3000 ms, holds while the page is hidden, and follows swipes and dots', async ({ page }) => {
    await page.clock.install();
    await page.goto('/?type=1');
    await expect(activeDot(page)).toHaveAccessibleName('Go to picture 1');
    await page.clock.runFor(2900);
    await expect(activeDot(page)).toHaveAccessibleName('Go to picture 1');
    await page.clock.runFor(100);
    await expect(activeDot(page)).toHaveAccessibleName('Go to picture 2');
    await page.clock.runFor(3000);
    await expect(activeDot(page)).toHaveAccessibleName('Go to picture 3');
    await page.clock.runFor(3000);
    await expect(activeDot(page)).toHaveAccessibleName('Go to picture 1');

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(9000);
    await expect(activeDot(page)).toHaveAccessibleName('Go to picture 1');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(3000);
    await expect(activeDot(page)).toHaveAccessibleName('Go to picture 2');

    const box = (await page.locator('.carousel__viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, y, { steps: 5 });
    await page.mouse.up();
    await expect(activeDot(page)).toHaveAccessibleName('Go to picture 3');
    await page.getByRole('button', { name: 'Go to picture 1' }).click();
    await expect(activeDot(page)).toHaveAccessibleName('Go to picture 1');
    await expect(page.getByRole('group', { name: '1 of 3' })).toBeVisible();
  });

  test('the home has no accessibility violations and loads its first picture inline', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Préstamos rápidos y considerados');
    await expect(page.locator('.carousel__slide').first().locator('svg')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('About shows pictures only; About us shows the fixed paragraph', async ({ page }) => {
    await page.goto('/About?type=1');
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.goto('/about-us');
    await expect(page.getByText(/servicio de préstamos considerado y rápido/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the privacy policy page frames the configured policy', async ({ page }) => {
    await page.goto('/Policy?type=1');
    const frame = page.frameLocator('iframe[title="Privacy policy"]');
    await expect(frame.getByRole('heading', { name: 'Política de privacidad' })).toBeVisible();
    await expect(frame.getByText(/within 30 days/)).toBeVisible();
    // Sandboxed with nothing allowed (decision 0097): no script runs there, none can reach the bridge.
    await expect(page.locator('iframe[title="Privacy policy"]')).toHaveAttribute('sandbox', '');
    await expectNoAxeViolations(page, { frames: false });
    await page.goto('/policy.html');
    await expect(page.getByRole('heading', { name: 'Política de privacidad' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the privacy notice is English for type=1 and Spanish otherwise, with working contents links', async ({ page }) => {
    await page.goto('/PrivacyPolicy?type=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Your rights (ARCO) and deadlines' }).click();
    const arco = page.getByRole('region', { name: /ARCO/ });
    await expect(arco).toBeInViewport();
    await expect(arco).toContainText('within 20 days');
    await expectNoAxeViolations(page);
    await page.goto('/PrivacyPolicy?type=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso de privacidad');
    await expect(page.getByRole('region', { name: /Reconocimiento facial/ })).toContainText('30 días');
  });

  test('the loan terms show every section and pass axe', async ({ page }) => {
    await page.goto('/terms?type=1');
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(21);
    await expect(page.getByRole('region', { name: /Late payment penalties/ })).toContainText('Rs.1,000 for new clients');
    await expectNoAxeViolations(page);
  });

  test('the joint login failure page shows the quoted texts', async ({ page }) => {
    await page.goto('/joint-login-fail?type=1');
    await expect(page.getByRole('img', { name: 'Error' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fracaso');
    await expect(page.getByText('Le ofrece servicios profesionales y pago de préstamos.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
