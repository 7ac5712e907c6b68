// The confirm-loan page's reload table (docs/decisions/0137, 0133). The offer is read again, and the
// loan push is never sent again by a reload. A push in flight or held is kept on the phone per user
// and order (src/lib/held-outcomes.ts, what `keep` models): a reload finds it and settles it by the
// order, counting its reads from when its answer was lost (a push the reload cut: lost then).
import type { SnapshotFrom } from 'xstate';
import { HOLD_MS } from '../shared/hold';
import type { ReloadSpec } from '../shared/reload';
import type { confirmLoanMachine } from './confirm-loan.machine';

type Snapshot = SnapshotFrom<typeof confirmLoanMachine>;

/** The held push as the phone keeps it: when its answer was lost (null: in flight when the page went). */
export interface HeldPush {
  lostAt: number | null;
}

const READ_AGAIN = 'the offer is read again, as on a first load: it is the server’s, and may have changed';
const HELD = 'the held push is found on the phone: the offer is read, Confirm waits, and the order is read on the same count';

export const confirmLoanReload: ReloadSpec<Snapshot, HeldPush> = {
  table: {
    loading: { brings: 'start', why: READ_AGAIN },
    loadFailed: { brings: 'start', why: `${READ_AGAIN}; the load is the retry` },
    recalculating: { brings: 'start', why: `${READ_AGAIN}; the server says again whether it recalculates` },
    ready: { brings: 'start', why: `${READ_AGAIN}; the contract box starts ticked, as the spec has it` },
    submitting: {
      brings: 'earlier',
      to: 'settling',
      why: 'the push in flight is held, never sent again: the reload cut its answer, so its hold counts from the reload',
    },
    settling: { brings: 'earlier', to: 'settling', why: `${HELD}; a read already due is made at once` },
    'settling.waiting': { brings: 'earlier', to: 'settling', why: HELD },
    'settling.reading': { brings: 'earlier', to: 'settling', why: `${HELD}; the read cut by the reload is made again` },
    pushUnknown: { brings: 'earlier', to: 'settling', why: `${HELD}: its hold has passed, so the last read is made at once` },
    checking: { brings: 'earlier', to: 'settling', why: `${HELD}: its hold has passed, so the last read is made at once` },
    pushFailed: { brings: 'start', why: `${READ_AGAIN}; the refusal's message answered the tap before the reload` },
    redirectRefused: { brings: 'start', why: 'the loan was made: the offer read again no longer offers it' },
    leaving: { brings: 'start', why: 'the loan was made and the page left for its details' },
    taken: { brings: 'start', why: 'the order showed the loan and the page left for its details; nothing is held' },
  },
  keep: (s, before, now) => {
    if (s.matches('submitting')) return { lostAt: null };
    const held = s.matches('settling') || s.matches('pushUnknown') || s.matches('checking') || s.context.hold !== null;
    if (!held) return null;
    return before?.lostAt != null ? before : { lostAt: now - (s.context.hold?.elapsed ?? HOLD_MS) };
  },
};

/** How old the kept hold is when the page loads at `now` (null: nothing held): the machine's `heldFor`. */
export const heldForAfterReload = (kept: HeldPush | null, now: number): number | null =>
  kept === null ? null : kept.lostAt === null ? 0 : now - kept.lostAt;
