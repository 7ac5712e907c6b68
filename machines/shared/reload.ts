// What a reload brings back (docs/decisions/0137): every flow machine has a reload table beside it
// (machines/<flow>/<flow>.reload.ts) that says, for each of its states, what the borrower finds when
// the page is loaded again (a reload, or a page the phone discarded and restored): the same state
// with its context, an earlier state on purpose, or the start. Pure: the page keeps what `keep`
// returns in the tab's sessionStorage (src/lib/session-keep.ts) and starts the machine again from it.

/** What a reload in one state brings back. */
export type ReloadRow =
  /** The same state, with the context the borrower sees (counted on for the time that passed). */
  | { brings: 'same'; why?: string }
  /**
   * An earlier state, on purpose: `to` is its path; `why` says why not the same one. `with`: states
   * it brings in other regions too, over their own rows (a send in flight counts as sent).
   */
  | { brings: 'earlier'; to: string; why: string; with?: readonly string[] }
  /** The machine's start: nothing kept, or nothing worth keeping. */
  | { brings: 'start'; why: string };

/**
 * A machine's reload rule. `table` has a row for every state of the machine (its id path without the
 * machine id, 'a.b.c'), compound states included; a parallel state's regions each have theirs. The
 * row of the deepest state the machine is in decides for its region.
 */
export interface ReloadSpec<TSnapshot, TKept> {
  table: Readonly<Record<string, ReloadRow>>;
  /**
   * What the page keeps after `snapshot` at `now` (ms since the epoch), from what it kept before;
   * null: nothing (and what was kept is removed). Called on every snapshot.
   */
  keep(snapshot: TSnapshot, before: TKept | null, now: number): TKept | null;
}

/** The spec of a machine whose page keeps nothing: every state is the start, for `why`. */
export function nothingKept<TSnapshot>(states: readonly string[], why: string): ReloadSpec<TSnapshot, never> {
  return { table: Object.fromEntries(states.map((s) => [s, { brings: 'start', why }])), keep: () => null };
}
