/**
 * The Chromium builds the Playwright projects launch (scripts/ensure-chromium.mjs finds or installs
 * both before `npm test`'s browser step, docs/decisions/0132-headless-shell-for-the-browser-tests.md):
 * - `headlessShell`: Debian's chromium-headless-shell, the same Chromium without the browser around
 *   it, as Playwright runs headless tests; every project but the journeys;
 * - `fullChromium`: Debian's chromium, the whole browser: the journeys (tests/e2e/journeys), the main
 *   paths, so they still run in the browser a borrower's Chromium-based webview is.
 */
export const headlessShell = { executablePath: process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell' };
export const fullChromium = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
