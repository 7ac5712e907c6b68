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

/** Starts the in-browser demo backend (MSW worker in public/mockServiceWorker.js). */
export async function startDemoBackend(): Promise<void> {
  followScenarioFlag();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
