// The confirm-loan page's reload table (docs/decisions/0137). The page keeps nothing: a reload reads
// the offer again, and the loan push is never sent again by one. The outcome of a push in flight, or
// of one whose answer never came, is the unknown-outcome rule's (kept on the device per user and
// order, settled by the order's own state); until that record exists the offer read again decides.
import type { SnapshotFrom } from 'xstate';
import type { ReloadSpec } from '../shared/reload';
import type { confirmLoanMachine } from './confirm-loan.machine';

type Snapshot = SnapshotFrom<typeof confirmLoanMachine>;

const READ_AGAIN = 'the offer is read again, as on a first load: it is the server’s, and may have changed';

export const confirmLoanReload: ReloadSpec<Snapshot, never> = {
  table: {
    loading: { brings: 'start', why: READ_AGAIN },
    loadFailed: { brings: 'start', why: `${READ_AGAIN}; the load is the retry` },
    recalculating: { brings: 'start', why: `${READ_AGAIN}; the server says again whether it recalculates` },
    ready: { brings: 'start', why: `${READ_AGAIN}; the contract box starts ticked, as the spec has it` },
    submitting: {
      brings: 'start',
      why: 'the push in flight is not sent again: the offer read again shows whether the loan was made (a made loan leaves the offer), and the push waits for a tap',
    },
    pushUnknown: { brings: 'start', why: 'the offer read again settles what the lost answer did not, as checking does' },
    checking: { brings: 'start', why: READ_AGAIN },
    pushFailed: { brings: 'start', why: `${READ_AGAIN}; the refusal's message answered the tap before the reload` },
    redirectRefused: { brings: 'start', why: 'the loan was made: the offer read again no longer offers it' },
    leaving: { brings: 'start', why: 'the loan was made and the page left for its details' },
  },
  keep: () => null,
};
