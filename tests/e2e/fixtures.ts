import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every E2E test runs under the production Content Security Policy (served by `vite preview`) and
 * fails if the page reports any violation: blocked scripts, frames, connections, eval or styles, and
 * any string handed to a script sink Trusted Types guard (innerHTML, a script or worker address).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
            `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      page.on('console', (msg) => {
        // Chromium reports a Trusted Types refusal as "This document requires 'TrustedHTML' assignment."
        if (msg.type() === 'error' && /Content Security Policy|requires 'Trusted\w+' assignment|Trusted ?Types/i.test(msg.text()))
          violations.push(msg.text());
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once the app has taken over the page (it sets <html data-app-ready> after its first render, src/first-paint/start.tsx). */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}
export type { Page, Request } from '@playwright/test';
