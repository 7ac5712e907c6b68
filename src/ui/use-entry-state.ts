import { useState } from 'react';
import { useLocation } from 'react-router';
import type { EntrySlot } from '../lib/entry-store';

/**
 * A view's own state (a fold, a section open) kept per history entry (docs/decisions/0111): like
 * `useState`, but going back or forward to the entry shows it as the borrower left it, and a page
 * opened anew starts with `initial`. `slot` is made once per kind of state, at module level
 * (`entrySlot<boolean>()`); one place on a page per slot. Read on every render: a page shown for
 * another entry without mounting anew (the same route pushed again) shows that entry's.
 */
export function useEntryState<T>(slot: EntrySlot<T>, initial: T): [T, (value: T) => void] {
  const { key } = useLocation();
  const [, changed] = useState(0);
  return [
    slot.get(key) ?? initial,
    (next: T) => {
      slot.set(key, next);
      changed((n) => n + 1);
    },
  ];
}
