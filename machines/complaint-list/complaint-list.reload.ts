// The complaint list's reload table (docs/decisions/0137, 0111): the tab chosen is a choice kept per
// history entry (src/flows/shared/use-kept-choices.ts), for the tab and the borrower; the page loaded
// again reads the list again and opens the same tab (when it is still there).
import type { SnapshotFrom } from 'xstate';
import type { ReloadSpec } from '../shared/reload';
import type { complaintListMachine } from './complaint-list.machine';

type Snapshot = SnapshotFrom<typeof complaintListMachine>;

/** The tab chosen, when not the first. */
export interface ComplaintListKept {
  tab: number;
}

const READ_AGAIN = 'the list is read again, as on a first load: a reply may have moved a complaint to another tab';

export const complaintListReload: ReloadSpec<Snapshot, ComplaintListKept> = {
  table: {
    loading: { brings: 'start', why: READ_AGAIN },
    failed: { brings: 'start', why: `${READ_AGAIN}; the load is the retry` },
    loaded: { brings: 'same', why: `${READ_AGAIN}, on the tab chosen` },
  },
  keep: (s, before) => (s.context.list === null ? before : s.context.tab === 0 ? null : { tab: s.context.tab }),
};
