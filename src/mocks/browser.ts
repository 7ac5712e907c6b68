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

/** The Trusted Types policy the build's CSP names for a build with the demo backend (scripts/csp.mjs, DEMO_WORKER_POLICY). */
export const DEMO_WORKER_POLICY = 'demo-worker';

/**
 * The part of the browser's Trusted Types API used here. A TrustedScriptURL is an object whose
 * string is the address: typed as that string, because MSW only hands it to
 * `navigator.serviceWorker.register` and reads it through `new URL()`, which both take it as is.
 */
interface ScriptUrlPolicies {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): { createScriptURL: (input: string) => string };
}

const isPolicies = (value: unknown): value is ScriptUrlPolicies =>
  typeof value === 'object' && value !== null && 'createPolicy' in value && typeof value.createPolicy === 'function';

/** The browser's Trusted Types, where it has them. */
function browserPolicies(): ScriptUrlPolicies | undefined {
  const found: unknown = Reflect.get(globalThis, 'trustedTypes');
  return isPolicies(found) ? found : undefined;
}

/** Each browsing context creates the policy once (the CSP allows no second policy of the same name). */
const workerPolicies = new WeakMap<ScriptUrlPolicies, { createScriptURL: (input: string) => string }>();

/**
 * The demo worker's address as the browser's `register` takes it under the build's CSP, which
 * requires Trusted Types for script URLs (docs/decisions/0095-trusted-types-and-page-language.md):
 * through a policy that passes this one address and refuses any other. Where the browser has no
 * Trusted Types (jsdom, old webviews), the address itself.
 */
export function demoWorkerUrl(url: string, policies: ScriptUrlPolicies | undefined = browserPolicies()): string {
  if (!policies) return url;
  const policy =
    workerPolicies.get(policies) ??
    policies.createPolicy(DEMO_WORKER_POLICY, {
      createScriptURL: (input) => {
        if (input !== url) throw new TypeError(`${DEMO_WORKER_POLICY}: not the demo worker's address`);
        return input;
      },
    });
  workerPolicies.set(policies, policy);
  return policy.createScriptURL(url);
}

/** Starts the in-browser demo backend (MSW worker in public/mockServiceWorker.js). */
export async function startDemoBackend(): Promise<void> {
  followScenarioFlag();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: demoWorkerUrl(`${import.meta.env.BASE_URL}mockServiceWorker.js`) },
  });
}
