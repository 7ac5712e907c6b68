// What a page looked like, per history entry, for going back to it as it was (docs/decisions/0111):
// its folds (src/ui/use-entry-state.ts) and the choices its machine holds
// (src/flows/shared/use-kept-choices.ts). Keyed by the router's key of the history entry: a new
// entry (a tap that opens a page) has a new key and starts with nothing kept, going back or forward
// to an entry finds what was kept for it. In memory only: a reload starts afresh.

/** At most this many history entries are remembered; the one written to least recently goes first. */
export const ENTRY_LIMIT = 30;

/** One kind of thing kept per history entry (a fold, a page's choices), typed by what it keeps. */
export interface EntrySlot<T> {
  /** What is kept for the entry `key`, or undefined when nothing is. */
  get(key: string): T | undefined;
  /** Keeps `value` for the entry `key`. */
  set(key: string, value: T): void;
}

/** Entry keys, least recently written first (a Map keeps its insertion order). */
const recent = new Map<string, true>();
/** Each slot's forget, to drop an entry from all of them. */
const slots = new Set<(key: string) => void>();

function touch(key: string): void {
  recent.delete(key);
  recent.set(key, true);
  while (recent.size > ENTRY_LIMIT) {
    const oldest = recent.keys().next().value;
    if (oldest === undefined) break;
    recent.delete(oldest);
    for (const forget of slots) forget(oldest);
  }
}

/** A new slot (made once, at module level, by the code that keeps the thing). */
export function entrySlot<T>(): EntrySlot<T> {
  const values = new Map<string, T>();
  slots.add((key) => values.delete(key));
  return {
    get: (key) => values.get(key),
    set: (key, value) => {
      values.set(key, value);
      touch(key);
    },
  };
}

/** Tests: forget every entry in every slot. */
export function forgetAllEntries(): void {
  for (const key of [...recent.keys()]) for (const forget of slots) forget(key);
  recent.clear();
}
