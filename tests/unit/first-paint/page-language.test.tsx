// @vitest-environment happy-dom
import { StrictMode, act } from 'react';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app';
import { render } from '../../../src/first-paint/prerender';
import { holdsPageFor, startApp } from '../../../src/first-paint/start';
import { withDemoBackend } from '../../reliability/page-harness';

// <html lang> is the language on screen (docs/decisions/0095-trusted-types-and-page-language.md):
// when the host sent the Spanish page for an English address (the app renders English anew), and
// after every language change in the app.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
withDemoBackend();

let container: HTMLElement | undefined;
afterEach(() => {
  // startApp keeps no handle on its root: the container's removal ends the test's page.
  container?.remove();
  container = undefined;
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = '';
});

/** The calculator's heading in each language, from the catalogue as written (src/i18n/messages/calculator.ts). */
const HEADING = { en: 'Loan Calculator', es: 'Calculadora de préstamos' };

async function go(address: string) {
  await act(async () => {
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('the page’s language is the language on screen', () => {
  it('the Spanish page sent for type=1: English rendered anew, <html lang="en">; then every change of language in the app', async () => {
    // What a host that serves the Spanish page for any query sends for /User?type=1.
    document.documentElement.lang = 'es';
    container = document.createElement('div');
    container.id = 'root';
    container.dataset.route = 'calculator';
    container.dataset.lang = 'es';
    container.innerHTML = await render('/User', 'es');
    document.body.append(container);
    window.history.replaceState(null, '', '/User?type=1');
    expect(holdsPageFor(container, window.location)).toBe(false);
    expect(container.querySelector('h1')?.textContent).toBe(HEADING.es);

    await act(async () => {
      startApp(
        container as HTMLElement,
        <StrictMode>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </StrictMode>,
      );
    });
    expect(container.querySelector('h1')?.textContent).toBe(HEADING.en);
    expect(document.documentElement.lang).toBe('en');

    const steps: [string, 'en' | 'es'][] = [
      ['/User?type=2', 'es'],
      ['/User?type=1', 'en'],
      ['/User', 'es'],
      ['/User?type=1&x=1', 'en'],
    ];
    for (const [address, lang] of steps) {
      await go(address);
      expect([address, container.querySelector('h1')?.textContent, document.documentElement.lang]).toEqual([address, HEADING[lang], lang]);
    }
  });
});
