import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { RefusedValue } from '../../session/page-values';

// The message and its catalogue load only when a link is refused: a page opened as the app links
// it does not carry them (docs/decisions/0092-acted-on-values.md).
const RefusedMessage = lazy(() => import('./refused-value'));

const noSubscription = () => () => undefined;

/**
 * Whether the app has taken over the prerendered page (as `useHydrated` in src/ui, kept here so the
 * pages that read acted-on values do not split that module into a chunk of its own).
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A page whose load needs a value its link did not give usably: its title and why, and no request.
 * The prerendered page knows no query, so until the app has taken over the page (and while the
 * message loads) it is `pending`, the page's loading view, as the build wrote it
 * (docs/how-a-page-loads.md).
 */
export function RefusedPage({
  className,
  title,
  titleClassName,
  refused,
  pending,
}: {
  className: string;
  title: string;
  titleClassName?: string;
  refused: RefusedValue;
  pending: ReactNode;
}) {
  if (!useTakenOver()) return pending;
  return (
    <Suspense fallback={pending}>
      <main className={className}>
        <h1 className={titleClassName}>{title}</h1>
        <RefusedMessage refused={refused} />
      </main>
    </Suspense>
  );
}
