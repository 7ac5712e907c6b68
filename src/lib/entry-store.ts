// What a page looked like, per history entry, for going back to it as it was (docs/decisions/0111):
// its folds (src/ui/use-entry-state.ts) and the choices its machine holds
// (src/flows/shared/use-kept-choices.ts). Keyed by the router's key of the history entry: a new
// entry (a tap that opens a page) has a new key and starts with nothing kept, going back or forward
// to an entry finds what was kept for it. In memory only: a reload starts afresh.

/** Each slot remembers at most this many history entries; the one written to least recently goes first. */
export const ENTRY_LIMIT = 30;

/** One kind of thing kept per history entry (a fold, a page's choices), typed by what it keeps. */
export interface EntrySlot<T> {
  /** What is kept for the entry `key`, or undefined when nothing is. */
  get(key: string): T | undefined;
  /** Keeps `value` for the entry `key`. */
  set(key: string, value: T): void;
}

const slots: { clear(): void }[] = [];

/** A new slot (made once, at module level, by the code that keeps the thing). */
export function entrySlot<T>(): EntrySlot<T> {
  // A Map keeps its insertion order: written again, an entry moves to the end.
  const values = new Map<string, T>();
  slots.push(values);
  return {
    get: (key) => values.get(key),
    set: (key, value) => {
      values.delete(key);
      values.set(key, value);
      for (const oldest of values.keys()) {
        if (values.size <= ENTRY_LIMIT) break;
        values.delete(oldest);
      }
    },
  };
}

/** Tests and stories: forget every entry in every slot. */
export function forgetAllEntries(): void {
  for (const slot of slots) slot.clear();
}
