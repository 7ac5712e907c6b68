// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { ORDER_ANSWER_PARTS, writeFirstAnswer } from '../../../src/first-paint/first-answer';
import { DEMO_WORKER_POLICY, allowDemoWorker, type DemoWorkerRules } from '../../../src/mocks/browser';
import { LoadingFrame } from '../../../src/ui/loading-frame';
import {
  APP_WORKER_POLICY as APP_POLICY_IN_CSP,
  DEMO_WORKER_POLICY as POLICY_IN_CSP,
  PHOTO_WORKER_POLICY as PHOTO_POLICY_IN_CSP,
  contentSecurityPolicy,
} from '../../../scripts/csp.mjs';
import { APP_WORKER_POLICY, registerAt } from '../../../src/app/app-worker';
import { PHOTO_WORKER_POLICY } from '../../../src/flows/shared/photo/prepare-photo';

// Trusted Types (docs/decisions/0095-trusted-types-and-page-language.md): the build's CSP requires
// them for every script sink, and the app passes no string to one. jsdom has no Trusted Types, so
// the sinks the app could reach are watched here: innerHTML and outerHTML setters, insertAdjacentHTML.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.restoreAllMocks();
});

/** Counts every markup-from-a-string write made through Element's HTML sinks. */
function watchHtmlSinks(): string[] {
  const writes: string[] = [];
  for (const name of ['innerHTML', 'outerHTML'] as const) {
    const own = Object.getOwnPropertyDescriptor(Element.prototype, name);
    if (!own?.set) throw new Error(`no ${name} setter`);
    const set = own.set;
    vi.spyOn(Element.prototype, name, 'set').mockImplementation(function (this: Element, value: string) {
      writes.push(`${name}=${JSON.stringify(value)}`);
      set.call(this, value);
    });
  }
  const insert = Element.prototype.insertAdjacentHTML;
  vi.spyOn(Element.prototype, 'insertAdjacentHTML').mockImplementation(function (this: Element, where: InsertPosition, html: string) {
    writes.push(`insertAdjacentHTML(${html})`);
    insert.call(this, where, html);
  });
  return writes;
}

const frame = (title: string) => (
  <MemoryRouter>
    <AppProviders lang="es">
      <LoadingFrame className="details" title={title} />
    </AppProviders>
  </MemoryRouter>
);

const ORDER = { noticeStatusText: 'Pendiente de pago', noticeDesText: 'Pague antes del 30 de mayo.' };

describe('the loading frame under Trusted Types', () => {
  it('renders anew, and again, without writing markup from a string', () => {
    container = document.createElement('div');
    document.body.append(container);
    const writes = watchHtmlSinks();
    act(() => {
      root = createRoot(container as HTMLElement);
      root.render(frame('Detalles del préstamo'));
    });
    act(() => root?.render(frame('Detalles')));
    expect(writes).toEqual([]);
    expect(container.querySelector('[data-first-answer]')?.childNodes.length).toBe(0);
  });

  it('keeps the first answer written before the app, through hydration and later renders, with no difference reported', () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(frame('Detalles del préstamo'));
    document.body.append(container);
    const written = writeFirstAnswer(container, ORDER_ANSWER_PARTS['/loan/detail']!(ORDER, 'es'));
    expect(written).not.toBeNull();
    const problems: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args.map(String).join(' ').slice(0, 3000)));
    const writes = watchHtmlSinks();
    act(() => {
      root = hydrateRoot(container as HTMLElement, frame('Detalles del préstamo'), {
        onRecoverableError: (error) => void problems.push(`recoverable: ${String(error)}`),
      });
    });
    const slot = container.querySelector('[data-first-answer]');
    expect(slot?.firstElementChild).toBe(written);
    act(() => root?.render(frame('Detalles')));
    expect(container.querySelector('h1')?.textContent).toBe('Detalles');
    expect(slot?.firstElementChild).toBe(written);
    expect(slot?.querySelector('h2')?.textContent).toBe('Pendiente de pago');
    expect(slot?.lastElementChild?.classList.contains('ui-page-state')).toBe(true);
    expect(problems).toEqual([]);
    expect(writes).toEqual([]);
  });

  it('an app render writing markup into the frame is what the watch catches', () => {
    container = document.createElement('div');
    document.body.append(container);
    const writes = watchHtmlSinks();
    act(() => {
      root = createRoot(container as HTMLElement);
      root.render(<div dangerouslySetInnerHTML={{ __html: '' }} />);
    });
    expect(writes).toEqual(['innerHTML=""']);
  });
});

describe('the Trusted Types the build allows', () => {
  it('requires them for script, with only the photo worker’s and the app worker’s policies in a build without the demo backend', () => {
    const policy = contentSecurityPolicy({});
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toMatch(/; trusted-types photo-worker app-worker(;|$)/);
    expect(contentSecurityPolicy({ VITE_DEMO: '1', VITE_API_BASE: 'https://api.example.com' })).toMatch(
      /; trusted-types photo-worker app-worker(;|$)/,
    );
    // The names the photo code and the app worker's registration create their policies under (docs/decisions/0126, 0136).
    expect(PHOTO_WORKER_POLICY).toBe(PHOTO_POLICY_IN_CSP);
    expect(APP_WORKER_POLICY).toBe(APP_POLICY_IN_CSP);
  });

  it('the app worker’s policy passes its own address and nothing else; it has no rule for HTML or script', () => {
    const made: { name: string; rules: Record<string, (input: string) => string | null> }[] = [];
    const policies = {
      createPolicy: (name: string, rules: Record<string, (input: string) => string | null>) => {
        made.push({ name, rules });
        return { createScriptURL: (input: string) => rules.createScriptURL?.(input) };
      },
    };
    const registered: unknown[] = [];
    registerAt(
      {
        register: (url: unknown, options: RegistrationOptions) => void registered.push(url, options),
      },
      policies,
    );
    expect(registered).toEqual(['/app-worker.js', { scope: '/', updateViaCache: 'none' }]);
    expect(made.map((p) => p.name)).toEqual(['app-worker']);
    expect(Object.keys(made[0]?.rules ?? {})).toEqual(['createScriptURL']);
    expect(made[0]?.rules.createScriptURL?.('/app-worker.js')).toBe('/app-worker.js');
    expect(made[0]?.rules.createScriptURL?.('/mockServiceWorker.js')).toBeNull();
    expect(made[0]?.rules.createScriptURL?.('https://evil.example/app-worker.js')).toBeNull();
  });

  it('names the demo worker’s policy beside the photo worker’s in a build with the demo backend, the one the demo backend creates', () => {
    expect(contentSecurityPolicy({ VITE_DEMO: '1' })).toMatch(/; trusted-types default photo-worker(;|$)/);
    expect(POLICY_IN_CSP).toBe('default');
    expect(DEMO_WORKER_POLICY).toBe('default');
  });

  it('the demo worker’s policy passes its own address to register, and nothing else anywhere; it has no rule for HTML or script', () => {
    const created: { name: string; rules: DemoWorkerRules }[] = [];
    const policies = { createPolicy: (name: string, rules: DemoWorkerRules) => void created.push({ name, rules }) };
    allowDemoWorker('/mockServiceWorker.js', policies);
    allowDemoWorker('/mockServiceWorker.js', policies);
    expect(created.map((p) => p.name)).toEqual(['default']);
    const rules = created[0]!.rules;
    expect(Object.keys(rules)).toEqual(['createScriptURL']);
    const register = 'ServiceWorkerContainer register';
    expect(rules.createScriptURL('/mockServiceWorker.js', 'TrustedScriptURL', register)).toBe('/mockServiceWorker.js');
    const refused: [string, string][] = [
      ['https://evil.example/sw.js', register],
      ['/mockServiceWorker.js?x', register],
      ['data:text/javascript,1', register],
      ['/assets/x.js', register],
      ['/mockServiceWorker.js', 'HTMLScriptElement src'],
      ['/mockServiceWorker.js', 'Worker constructor'],
    ];
    for (const [input, sink] of refused) expect(rules.createScriptURL(input, 'TrustedScriptURL', sink), `${input} to ${sink}`).toBeNull();
    expect(() => allowDemoWorker('/mockServiceWorker.js', undefined)).not.toThrow();
  });
});
