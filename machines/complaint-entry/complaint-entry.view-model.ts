import type { SnapshotFrom } from 'xstate';
import type { ApiError, ProblemOrder, TitleValue } from '../../src/api';
import type { ComplaintEntryEvent, complaintEntryMachine } from './complaint-entry.machine';
import type { KeptChoice } from '../shared/kept-choice';

export type ComplaintEntryStatus = 'loading' | 'failed' | 'browsing' | 'pickingOrder' | 'pickingSonType';

/** What the complaint entry shows, from its snapshot. */
export interface ComplaintEntryViewModel {
  status: ComplaintEntryStatus;
  current: ProblemOrder | null;
  orders: readonly ProblemOrder[];
  types: readonly TitleValue[];
  sonTypes: readonly TitleValue[];
  /** Why the load failed; the view turns it into words. */
  error: ApiError | null;
}

const NONE: readonly never[] = [];

function statusOf(s: SnapshotFrom<typeof complaintEntryMachine>): ComplaintEntryStatus {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches({ ready: 'pickingOrder' })) return 'pickingOrder';
  if (s.matches({ ready: 'pickingSonType' })) return 'pickingSonType';
  return 'browsing';
}

export function selectComplaintEntryView(s: SnapshotFrom<typeof complaintEntryMachine>): ComplaintEntryViewModel {
  const { init } = s.context;
  return {
    status: statusOf(s),
    current: s.context.current,
    orders: init?.orderList ?? NONE,
    types: init?.problemType ?? NONE,
    sonTypes: init?.problemSonType ?? NONE,
    error: s.context.error,
  };
}

/** What the borrower can do on the complaint entry, as the events it sends. */
export function complaintEntryIntents(send: (event: ComplaintEntryEvent) => void) {
  return {
    onRetry: () => send({ type: 'load.retry' }),
    onOpenOrders: () => send({ type: 'orders.open' }),
    onCloseOrders: () => send({ type: 'orders.close' }),
    onPickOrder: (orderNo: string) => send({ type: 'order.pick', orderNo }),
    onPickType: (value: string) => send({ type: 'type.pick', value }),
    onPickSonType: (value: string) => send({ type: 'sonType.pick', value }),
    onCloseSonTypes: () => send({ type: 'sonTypes.close' }),
    onOpenList: () => send({ type: 'list.open' }),
  };
}

/**
 * The order picked from the order list, kept per history entry and picked again on going back
 * (docs/decisions/0111): the list opened and the order picked in one go, so the list is never seen
 * open. The question type is not kept: picking one leaves the page (or opens its sub-types), and
 * the machine forgets it then.
 */
/** The name the order picked is kept under: forgotten when the complaint is filed (docs/decisions/0137). */
export const ORDER_CHOICE = 'complaintEntry.order';

export const complaintEntryChoices: readonly KeptChoice<SnapshotFrom<typeof complaintEntryMachine>, ComplaintEntryEvent>[] = [
  {
    name: ORDER_CHOICE,
    made: (event, s) => (event.type === 'order.pick' ? (s.context.current?.orderNo ?? null) : null),
    again: (orderNo, s) => {
      if (!s.matches('ready')) return null;
      const there = s.context.init?.orderList.some((o) => o.orderNo === orderNo) ?? false;
      return !there || s.context.current?.orderNo === orderNo ? [] : [{ type: 'orders.open' }, { type: 'order.pick', orderNo }];
    },
  },
];
