import { useState } from 'react';
import { useLocation } from 'react-router';
import { shownFromKept } from '../../lib/kept-entries';

/**
 * The confirm page's offer is pushed as it is (its amount and periods), so a kept one is not shown
 * as being checked but never taken: on an entry shown again with kept answers (src/lib/kept-entries.ts),
 * the first read takes the kept answer and drops it, and the answer is the fresh one sent beside it
 * (docs/decisions/0139). Every later read is the read itself. In a module of its own: shared with
 * the page-data pages' `useKeptAnswer`, it joined their chunk with another (first-load budgets).
 */
export function useFreshOnly() {
  const { key } = useLocation();
  const [kept] = useState(() => ({ first: shownFromKept(key) }));
  return async <T>(read: () => Promise<T>): Promise<T> => {
    if (kept.first) {
      kept.first = false;
      await read().catch(() => undefined);
    }
    return read();
  };
}
