// What a page looked like, per history entry, for going back to it as it was (docs/decisions/0111):
// its folds (src/ui/use-entry-state.ts) and the choices its machine holds
// (src/flows/shared/use-kept-choices.ts). Keyed by the router's key of the history entry: a new
// entry (a tap that opens a page) has a new key and starts with nothing kept, going back or forward
// to an entry finds what was kept for it. A slot given a name is also kept in the tab's
// sessionStorage: the history entry keeps its key across a reload or a page the phone discarded and
// restored, so what was chosen there comes back with it (docs/decisions/0137).

/** Each slot remembers at most this many history entries; the one written to least recently goes first. */
export const ENTRY_LIMIT = 30;

/** One kind of thing kept per history entry (a fold, a page's choices), typed by what it keeps. */
export interface EntrySlot<T> {
  /** What is kept for the entry `key`, or undefined when nothing is. */
  get(key: string): T | undefined;
  /** Keeps `value` for the entry `key`. */
  set(key: string, value: T): void;
  /** Each entry's value rewritten by `change` (undefined: the entry is forgotten), in memory and in the tab's storage. */
  revise(change: (key: string, value: T) => T | undefined): void;
}

const slots: { clear(): void }[] = [];

/** How a slot's values are kept across a reload: a name unique across the app, and a JSON form read back checked. */
export interface EntryPersistence<T> {
  name: string;
  toJson(value: T): unknown;
  /** The value of a stored JSON form, or null when it cannot be used. */
  fromJson(json: unknown): T | null;
  /** Whether the entry `key` is kept in the tab's storage too (default: every entry); one that is not lives in memory only. */
  stored?(key: string): boolean;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The values stored for `persist`, oldest first; none when nothing (usable) is stored. */
function storedEntries<T>(persist: EntryPersistence<T>): [string, T][] {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(`keep.entries.${persist.name}`) ?? '[]');
    if (!Array.isArray(raw)) return [];
    const out: [string, T][] = [];
    for (const pair of raw) {
      if (!Array.isArray(pair) || typeof pair[0] !== 'string') continue;
      const value = persist.fromJson(pair[1]);
      if (value !== null) out.push([pair[0], value]);
    }
    return out;
  } catch {
    return [];
  }
}

/** A new slot (made once, at module level, by the code that keeps the thing); `persist`: kept across a reload too. */
export function entrySlot<T>(persist?: EntryPersistence<T>): EntrySlot<T> {
  // A Map keeps its insertion order: written again, an entry moves to the end.
  const values = new Map<string, T>();
  let loaded = !persist;
  const load = () => {
    if (loaded || !persist) return;
    loaded = true;
    for (const [key, value] of storedEntries(persist)) if (!values.has(key) && (persist.stored?.(key) ?? true)) values.set(key, value);
  };
  const save = () => {
    if (!persist) return;
    try {
      const kept = [...values].filter(([key]) => persist.stored?.(key) ?? true);
      storage()?.setItem(`keep.entries.${persist.name}`, JSON.stringify(kept.map(([key, value]) => [key, persist.toJson(value)])));
    } catch {
      // Storage full or blocked: kept in memory only.
    }
  };
  slots.push({
    clear: () => {
      values.clear();
      // Read from the tab's storage again at the next use: what is written there after a clear (a
      // test, a story) is what the slot holds, not the nothing it held.
      loaded = !persist;
      try {
        if (persist) storage()?.removeItem(`keep.entries.${persist.name}`);
      } catch {
        // Nothing stored, nothing to forget.
      }
    },
  });
  return {
    get: (key) => {
      load();
      return values.get(key);
    },
    set: (key, value) => {
      load();
      values.delete(key);
      values.set(key, value);
      for (const oldest of values.keys()) {
        if (values.size <= ENTRY_LIMIT) break;
        values.delete(oldest);
      }
      save();
    },
    revise: (change) => {
      load();
      for (const [key, value] of [...values]) {
        const next = change(key, value);
        if (next === undefined) values.delete(key);
        else values.set(key, next);
      }
      save();
    },
  };
}

/** Tests and stories: forget every entry in every slot, in memory and in the tab's storage. */
export function forgetAllEntries(): void {
  for (const slot of slots) slot.clear();
}
