// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { StrictMode, act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/app';
import { languages, prerenderPaths, render } from '../../../src/first-paint/prerender';
import { holdsPageFor } from '../../../src/first-paint/start';
import { routeExamples } from '../../helpers/route-examples';
import { withDemoBackend } from '../../reliability/page-harness';

// The app hydrates the page the build prerendered (docs/how-a-page-loads.md): for every path route,
// at its README example address, in each language, the markup React renders first is the markup the
// build wrote. React (development build) reports any difference, of text or of an attribute.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
withDemoBackend();

const examples = new Map(routeExamples(readFileSync('README.md', 'utf8')).map((r) => [r.name, r.example]));
let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  window.history.replaceState(null, '', '/');
});

/** The example address of a route in a language: `type=1` for English, no `type` (or `type=2`) for Spanish. */
function addressIn(example: string, lang: string, spanishFlag = ''): string {
  const url = new URL(example, 'http://localhost');
  if (lang === 'en') url.searchParams.set('type', '1');
  else if (spanishFlag) url.searchParams.set('type', spanishFlag);
  else url.searchParams.delete('type');
  return `${url.pathname}${url.search}`;
}

async function hydrateAt(name: string, path: string, lang: 'es' | 'en', address: string) {
  container = document.createElement('div');
  container.id = 'root';
  container.dataset.route = name;
  container.dataset.lang = lang;
  container.innerHTML = await render(path, lang);
  document.body.append(container);
  window.history.replaceState(null, '', address);
  const problems: string[] = [];
  const errors = vi.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args.map(String).join(' ').slice(0, 300)));
  let started = false;
  await act(async () => {
    root = hydrateRoot(
      container as HTMLElement,
      <StrictMode>
        <BrowserRouter>
          <App onStarted={() => (started = true)} />
        </BrowserRouter>
      </StrictMode>,
      { onRecoverableError: (error) => void problems.push(`recoverable: ${String(error).slice(0, 300)}`) },
    );
  });
  errors.mockRestore();
  return { problems, started, holds: holdsPageFor(container, window.location) };
}

describe('every prerendered page hydrates without a difference', () => {
  for (const { name, path } of prerenderPaths) {
    const example = examples.get(name) ?? path;
    for (const { lang } of languages) {
      const address = addressIn(example, lang);
      it(`${name} in ${lang} at ${address}`, async () => {
        const { problems, started, holds } = await hydrateAt(name, path, lang, address);
        expect(holds).toBe(true);
        expect(problems).toEqual([]);
        expect(started).toBe(true);
      });
    }
  }

  it('a Spanish page asked for with type=2 hydrates the Spanish markup', async () => {
    const { problems, started } = await hydrateAt('calculator', '/User', 'es', addressIn('/User', 'es', '2'));
    expect(problems).toEqual([]);
    expect(started).toBe(true);
  });
});
