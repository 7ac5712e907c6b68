import { useState } from 'react';
import { useLocation } from 'react-router';
import { shownFromKept } from '../../lib/kept-entries';
import type { PageAnswer } from '../../../machines/shared/page-data';

/**
 * Marks a page-data page's first answer as kept when its history entry is shown again (Back or
 * forward) with kept answers offered (src/lib/kept-entries.ts, docs/decisions/0128): the machine
 * then shows it as checking, and its next call, the recheck, takes the fresh answer sent beside it
 * (docs/decisions/0139). Every later answer is fresh.
 */
export function useKeptAnswer() {
  const { key } = useLocation();
  const [kept] = useState(() => ({ first: shownFromKept(key) }));
  return <T extends object>(call: Promise<T>): Promise<PageAnswer<T>> => {
    const fromKept = kept.first;
    kept.first = false;
    return call.then((answer) => (fromKept ? { ...answer, kept: true } : answer));
  };
}
