// Which history entries were last shown from kept answers (docs/decisions/0128). Going back or
// forward offers a page the answers it was opened with (src/app/hops/back.ts), fresh ones on their
// way beside them; a page whose answer is acted on (a voucher code) shows a kept one as unconfirmed
// until the fresh answer confirms it. Keyed as the router keys history entries; in memory only.
const MAX_ENTRIES = 50;
const shown = new Map<string, boolean>();

/** The entry `key` is being shown again: with kept answers (`kept`), or loading afresh. */
export function noteShownFromKept(key: string, kept: boolean): void {
  shown.delete(key);
  shown.set(key, kept);
  if (shown.size > MAX_ENTRIES) shown.delete(shown.keys().next().value ?? '');
}

/** True when the entry `key` was last shown again with kept answers offered to its page. */
export function shownFromKept(key: string): boolean {
  return shown.get(key) === true;
}
