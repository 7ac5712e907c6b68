// The first-load side of a call held on the phone (docs/decisions/0133): whether one may stand for this
// kind, user and order, read from the record's raw text, and a listener for other tabs' changes. The
// rest (src/lib/held-outcomes.ts) loads only when a record may stand, another tab speaks, or a tap sends.
import { useEffect } from 'react';

const keyOf = (kind: 'loan' | 'repay', userId: string, orderId: string) => `loan-journey.held.${kind}.${userId}.${orderId}`;

/** Whether a record that is not released is kept for this kind, user and order. */
export function mayBeHeld(kind: 'loan' | 'repay', userId: string, orderId: string): boolean {
  try {
    const raw = localStorage.getItem(keyOf(kind, userId, orderId));
    return raw !== null && !raw.includes('"sentAt":null');
  } catch {
    return false;
  }
}

/** Calls `heard` whenever another tab changes this record (BroadcastChannel; the `storage` event where there is none). */
export function useHeldChanges(kind: 'loan' | 'repay', userId: string, orderId: string, heard: () => void): void {
  useEffect(() => {
    const key = keyOf(kind, userId, orderId);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('loan-journey.held');
    channel?.addEventListener('message', heard);
    const onStorage = (e: StorageEvent) => e.key === key && heard();
    window.addEventListener('storage', onStorage);
    return () => {
      channel?.close();
      window.removeEventListener('storage', onStorage);
    };
  }, [kind, userId, orderId, heard]);
}
