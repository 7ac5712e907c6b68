// The complaint entry's reload table (docs/decisions/0137, 0111): the order picked is a choice kept
// per history entry (src/flows/shared/use-kept-choices.ts), for the tab and the borrower; the page
// loaded again reads the types and orders again and makes the choice again through the machine.
// The order list and the sub-types are modals over the page: closed by a reload.
import type { SnapshotFrom } from 'xstate';
import type { ReloadSpec } from '../shared/reload';
import type { complaintEntryMachine } from './complaint-entry.machine';

type Snapshot = SnapshotFrom<typeof complaintEntryMachine>;

/** The order picked, when another than the one the page opens on. */
export interface ComplaintEntryKept {
  orderNo: string;
}

const READ_AGAIN = 'the types and orders are read again, as on a first load';
const PICKED = `${READ_AGAIN}, and the order picked is made again`;

export const complaintEntryReload: ReloadSpec<Snapshot, ComplaintEntryKept> = {
  table: {
    loading: { brings: 'start', why: READ_AGAIN },
    failed: { brings: 'start', why: `${READ_AGAIN}; the load is the retry` },
    ready: { brings: 'same' },
    'ready.browsing': { brings: 'same', why: PICKED },
    'ready.pickingOrder': { brings: 'earlier', to: 'ready.browsing', why: `the order list is a modal opened by a tap: closed; ${PICKED}` },
    'ready.pickingSonType': {
      brings: 'earlier',
      to: 'ready.browsing',
      why: `the sub-types are a modal opened by the type's tap: closed, and the type is tapped again; ${PICKED}`,
    },
  },
  keep(s, before) {
    const { init, current } = s.context;
    if (!init) return before;
    const first = init.orderDetail ?? init.orderList[0] ?? null;
    return current && current.orderNo !== first?.orderNo ? { orderNo: current.orderNo } : null;
  },
};
