import { expect, test } from '@playwright/test';

// Plain Playwright test (not the violation-failing fixture): it provokes violations on purpose.
test('the production build is served with a Content Security Policy that blocks inline script and foreign frames', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  // The pages' inline scripts (src/first-paint/boot.ts; boot-data.ts, boot-request.ts and
  // boot-voucher.ts on loan pages) are allowed by their hashes alone: four, and nothing else.
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){4};/);
  expect(csp).toContain("object-src 'none'");
  // The stylesheet is inlined in the page and allowed by its hash alone (no 'unsafe-inline').
  expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(csp).not.toContain('unsafe-inline');
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  expect(await page.locator('head style').count()).toBe(1);
  expect(await page.locator('main').evaluate((el) => getComputedStyle(el).display)).not.toBe('');
  const blocked = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        // Resolves once both refusals are reported (the script's, then the frame's); a cap only
        // turns a missing one into the assertion below failing rather than a hang.
        const wanted = ['require-trusted-types-for', 'frame-src'];
        document.addEventListener('securitypolicyviolation', (e) => {
          seen.push(e.violatedDirective);
          if (wanted.every((d) => seen.includes(d))) resolve(seen);
        });
        // Trusted Types refuse the script's text first (a string for a script sink); its text set
        // through a text node, the script is still refused when it would run.
        const script = document.createElement('script');
        try {
          script.textContent = 'window.__inlineRan = true;';
        } catch {
          script.append(document.createTextNode('window.__inlineRan = true;'));
        }
        document.body.append(script);
        const frame = document.createElement('iframe');
        frame.src = 'https://example.invalid/';
        document.body.append(frame);
        setTimeout(() => resolve(seen), 10_000);
      }),
  );
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  expect(blocked).toEqual(expect.arrayContaining(['require-trusted-types-for', 'frame-src']));
});

test('the policy requires Trusted Types for script: no markup from a string, no policy but the demo worker’s', async ({ page }) => {
  const csp = (await page.goto('/'))?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("require-trusted-types-for 'script'");
  // This build carries the demo backend (VITE_DEMO=1): its worker's address, to register, is the
  // one string its policy passes; the photo worker's policy passes that worker's address only
  // (a build without the demo has `trusted-types photo-worker`, tests/unit/first-paint/trusted-types.test.tsx).
  expect(csp).toMatch(/(^|; )trusted-types default photo-worker(;|$)/);
  const seen = await page.evaluate(async () => {
    const out: string[] = [];
    // Resolves once both violations are reported (the cap only turns a missing one into a failed assertion).
    const wanted = ['violation: require-trusted-types-for', 'violation: trusted-types'];
    let reported = () => {};
    const bothReported = new Promise<void>((resolve) => {
      reported = resolve;
      setTimeout(resolve, 10_000);
    });
    document.addEventListener('securitypolicyviolation', (e) => {
      out.push(`violation: ${e.violatedDirective}`);
      if (wanted.every((v) => out.includes(v))) reported();
    });
    const attempt = async (name: string, run: () => unknown) => {
      try {
        await run();
        out.push(`${name} done`);
      } catch {
        out.push(`${name} refused`);
      }
    };
    await attempt('markup', () => document.body.insertAdjacentHTML('beforeend', '<b>x</b>'));
    const tt = (window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes;
    await attempt('policy', () => tt.createPolicy('any', { createHTML: (s: string) => s }));
    await attempt('worker', () => navigator.serviceWorker.register('/assets/x.js'));
    await attempt('script', () => {
      const script = document.createElement('script');
      script.src = '/mockServiceWorker.js';
    });
    await bothReported;
    return out;
  });
  expect(seen).toEqual(
    expect.arrayContaining([
      'markup refused',
      'policy refused',
      'worker refused',
      'violation: require-trusted-types-for',
      'violation: trusted-types',
    ]),
  );
  expect(await page.locator('body > b').count()).toBe(0);
});
