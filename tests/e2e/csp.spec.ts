import { expect, test } from '@playwright/test';

// Plain Playwright test (not the violation-failing fixture): it provokes violations on purpose.
test('the production build is served with a Content Security Policy that blocks inline script and foreign frames', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  const blocked = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true;';
        document.body.append(script);
        const frame = document.createElement('iframe');
        frame.src = 'https://example.invalid/';
        document.body.append(frame);
        setTimeout(() => resolve(seen), 500);
      }),
  );
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  expect(blocked).toEqual(expect.arrayContaining(['script-src-elem', 'frame-src']));
});
