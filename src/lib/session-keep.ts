// What a page keeps for the tab's session so a reload, or a page the phone discarded and restored,
// comes back as the borrower left it (docs/decisions/0137). sessionStorage: the tab's own, gone when
// the tab is closed; one slot per kind of thing, scoped per user (and order or phone where it
// belongs to one). A stored value is read like any acted-on value: parsed, never cast; an unreadable
// one is removed. Storage full or blocked: nothing is kept, and the page works as before.

/** One kind of thing kept for the session, per scope (a user, an order, a phone). */
export interface SessionKeep<T> {
  read(scope: string): T | null;
  write(scope: string, value: T): void;
  clear(scope: string): void;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The storage key of `name` for `scope`. */
export const sessionKeyOf = (name: string, scope: string) => `keep.${name}.${scope}`;

/** A slot named `name` (unique across the app) whose stored values `parse` reads back, or null. */
export function sessionKeep<T>(name: string, parse: (value: unknown) => T | null): SessionKeep<T> {
  const clear = (scope: string) => {
    try {
      storage()?.removeItem(sessionKeyOf(name, scope));
    } catch {
      // Nothing stored, nothing to clear.
    }
  };
  return {
    read: (scope) => {
      try {
        const raw = storage()?.getItem(sessionKeyOf(name, scope));
        if (!raw) return null;
        const value = parse(JSON.parse(raw));
        if (value === null) clear(scope);
        return value;
      } catch {
        clear(scope);
        return null;
      }
    },
    write: (scope, value) => {
      try {
        storage()?.setItem(sessionKeyOf(name, scope), JSON.stringify(value));
      } catch {
        // Storage full or blocked: a reload starts afresh.
      }
    },
    clear,
  };
}
