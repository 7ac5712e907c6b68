import type { ComponentType } from 'react';

/** A route's page module, loaded on first use; `preload()` fetches it ahead of the first render. */
export interface LazyPage {
  (): React.ReactNode;
  preload(): Promise<void>;
}

/** A route's page that loads its module on first use (made by `lazyPage`), told from a plain component. */
export const isLazyPage = (page: ComponentType | LazyPage): page is LazyPage => 'preload' in page && typeof page.preload === 'function';

/**
 * Like React.lazy, but a page whose module is already loaded renders at once instead of
 * suspending for a tick. The app preloads the current route's page before its first render
 * (src/main.tsx), so a prerendered page is replaced by the same markup rather than by the
 * loading fallback: the markup it hydrates (docs/how-a-page-loads.md).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    if (!pending) failure = undefined;
    return (pending ??= load().then(
      (m) => {
        Loaded = m.default;
      },
      (error: unknown) => {
        pending = undefined; // a later render or preload tries again
        failure = { error };
        throw error;
      },
    ));
  };
  function Page() {
    if (Loaded) return <Loaded />;
    // As React.lazy: a failed load goes to the nearest error boundary; `preload()` tries again.
    if (failure) throw failure.error;
    // Suspend until the module settles; the rejection itself is reported by the re-render above.
    throw preload().catch(() => undefined);
  }
  Page.preload = preload;
  return Page;
}
