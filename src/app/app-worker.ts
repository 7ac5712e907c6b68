// Registers the app's service worker (build/app-worker/app-worker.ts, docs/decisions/0136), which
// keeps the app shell for a page opened with no connection. Asked for by the next-tap code
// (./hops/hops.ts), once the page has loaded and is settled: nothing of it is in a page's first load.
// Not in development nor in a build with the in-browser demo backend (MSW's worker owns the scope);
// where the browser has no service workers (a WKWebView outside app-bound domains), nothing.
import { demoBackend } from '../config/build-env';

/** The worker's address; its scope is the whole origin. */
export const APP_WORKER_URL = '/app-worker.js';
/** The Trusted Types policy that passes that address to `register`, named in the build's CSP (scripts/csp.mjs). */
export const APP_WORKER_POLICY = 'app-worker';

/** Trusted Types' factory, as far as this module uses it (lib.dom has no types for it). */
interface ScriptUrlPolicies {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string | null }): { createScriptURL: (input: string) => unknown };
}
const isPolicies = (value: unknown): value is ScriptUrlPolicies =>
  typeof value === 'object' && value !== null && 'createPolicy' in value && typeof value.createPolicy === 'function';

/** The worker's address as `register` takes it: through the one policy that passes it, where Trusted Types are. */
function workerScript(policies: unknown): unknown {
  if (!isPolicies(policies)) return APP_WORKER_URL;
  return policies
    .createPolicy(APP_WORKER_POLICY, { createScriptURL: (input) => (input === APP_WORKER_URL ? input : null) })
    .createScriptURL(APP_WORKER_URL);
}

/** The browser's `register`, taking the policy's TrustedScriptURL, which lib.dom does not type. */
interface WorkerContainer {
  register(script: unknown, options: RegistrationOptions): unknown;
}

/** Registers the worker with `container` (the browser's), its address through `policies` (the browser's Trusted Types, if any). */
export function registerAt(container: WorkerContainer, policies: unknown = Reflect.get(globalThis, 'trustedTypes')): void {
  try {
    const registering = container.register(workerScript(policies), { scope: '/', updateViaCache: 'none' });
    if (registering instanceof Promise) registering.catch(() => undefined);
  } catch {
    // No worker (a policy refused, storage off): the app works as before, without the offline shell.
  }
}

let asked = false;

/** Registers the worker once the page has loaded; a failure changes nothing for the page. */
export function registerAppWorker(): void {
  if (asked || demoBackend || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  asked = true;
  const register = () => registerAt(navigator.serviceWorker);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
