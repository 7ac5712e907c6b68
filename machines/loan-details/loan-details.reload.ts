// The loan details page's reload table (docs/decisions/0137): the order is the server's, and its
// status decides what the page offers; a reload reads it again, as on a first load. Its taps open
// other pages (repay, extension, the lending app) that keep what is theirs; nothing here commits. The
// rating on the page keeps its own progress (machines/rating/rating.reload.ts).
import type { ReloadSpec } from '../shared/reload';

const READ_AGAIN = 'the order is read again, as on a first load: its status is the server’s, and may have changed (a payment made meanwhile)';

export const loanDetailsReload: ReloadSpec<unknown, never> = {
  table: {
    loading: { brings: 'start', why: READ_AGAIN },
    loadFailed: { brings: 'start', why: `${READ_AGAIN}; the load is the retry` },
    viewing: { brings: 'start', why: READ_AGAIN },
    repayable: { brings: 'start', why: READ_AGAIN },
    settled: { brings: 'start', why: READ_AGAIN },
    extensionReminder: {
      brings: 'start',
      why: `the reminder answered a Repay tap made before the reload and is not shown again; ${READ_AGAIN}`,
    },
  },
  keep: () => null,
};
