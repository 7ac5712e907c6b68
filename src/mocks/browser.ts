import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { applyScenariosFromPage } from './scenarios';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

let following = false;

/** Re-reads the scenario flag when the app navigates, so `?scenario=` works on any page. */
function followScenarioFlag(): void {
  if (following) return;
  following = true;
  const apply = () => applyScenariosFromPage(window.location, sessionStore());
  apply();
  window.addEventListener('popstate', apply);
  window.addEventListener('hashchange', apply);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      apply();
    };
  }
}

/**
 * The one Trusted Types policy a build with the demo backend creates, and its CSP names
 * (scripts/csp.mjs, DEMO_WORKER_POLICY). It is the default policy because MSW hands the worker's
 * address to `navigator.serviceWorker.register` as a string (it calls `toString()` on whatever it
 * is given): the browser asks the default policy about that string.
 */
export const DEMO_WORKER_POLICY = 'default';

/** The browser's `register` sink, as Trusted Types name it to a policy. */
const WORKER_SINK = 'ServiceWorkerContainer register';

/** What the policy is made of: a script address check and nothing else (no HTML, no script). */
export interface DemoWorkerRules {
  createScriptURL: (input: string, type: string, sink: string) => string | null;
}

/** The part of the browser's Trusted Types API used here. */
interface Policies {
  createPolicy(name: string, rules: DemoWorkerRules): unknown;
}

const isPolicies = (value: unknown): value is Policies =>
  typeof value === 'object' && value !== null && 'createPolicy' in value && typeof value.createPolicy === 'function';

/** The browser's Trusted Types, where it has them. */
function browserPolicies(): Policies | undefined {
  const found: unknown = Reflect.get(globalThis, 'trustedTypes');
  return isPolicies(found) ? found : undefined;
}

/** The browsing contexts that have the policy (a second policy of the same name is refused). */
const allowed = new WeakSet<Policies>();

/**
 * Lets the browser register the demo worker under the build's CSP, which requires Trusted Types
 * (docs/decisions/0095-trusted-types-and-page-language.md): the default policy passes `url` to
 * `register` and nothing else; any other string to a script address sink gets null (refused and
 * reported), and a string for HTML or script finds no rule (refused). Where the browser has no
 * Trusted Types (jsdom, old webviews), nothing.
 */
export function allowDemoWorker(url: string, policies: Policies | undefined = browserPolicies()): void {
  if (!policies || allowed.has(policies)) return;
  allowed.add(policies);
  try {
    policies.createPolicy(DEMO_WORKER_POLICY, {
      createScriptURL: (input, _type, sink) => (input === url && sink === WORKER_SINK ? input : null),
    });
  } catch {
    // The page has its default policy already (this module evaluated again by the dev server's
    // hot reload): registering goes through it, or fails and MSW says so.
  }
}

/** Starts the in-browser demo backend (MSW worker in public/mockServiceWorker.js). */
export async function startDemoBackend(): Promise<void> {
  followScenarioFlag();
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  allowDemoWorker(workerUrl);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: workerUrl },
  });
}
