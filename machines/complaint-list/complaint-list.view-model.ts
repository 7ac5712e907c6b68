import type { SnapshotFrom } from 'xstate';
import type { ApiError, ComplaintTab } from '../../src/api';
import type { ComplaintListEvent, complaintListMachine } from './complaint-list.machine';
import type { KeptChoice } from '../shared/kept-choice';

/** What the complaint list shows, from its snapshot. */
export interface ComplaintListViewModel {
  status: 'loading' | 'failed' | 'loaded';
  tabs: readonly ComplaintTab[];
  /** The selected tab's index. */
  tab: number;
  /** Why the load failed; the view turns it into words. */
  error: ApiError | null;
}

const NO_TABS: readonly ComplaintTab[] = [];

export function selectComplaintListView(s: SnapshotFrom<typeof complaintListMachine>): ComplaintListViewModel {
  return {
    status: s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'loaded',
    tabs: s.context.list?.tabs ?? NO_TABS,
    tab: s.context.tab,
    error: s.context.error,
  };
}

/** What the borrower can do on the complaint list, as the events it sends. */
export function complaintListIntents(send: (event: ComplaintListEvent) => void) {
  return {
    onRetry: () => send({ type: 'load.retry' }),
    onSelectTab: (index: number) => send({ type: 'tab.select', index }),
    onOpen: (id: string) => send({ type: 'item.open', id }),
  };
}

/** The tab shown, kept per history entry and shown again on going back (docs/decisions/0111), once the list is loaded. */
export const complaintListChoices: readonly KeptChoice<SnapshotFrom<typeof complaintListMachine>, ComplaintListEvent>[] = [
  {
    name: 'complaintList.tab',
    made: (event, s) => (event.type === 'tab.select' ? String(s.context.tab) : null),
    again: (tab, s) => {
      if (!s.matches('loaded')) return null;
      const index = Number(tab);
      const tabs = s.context.list?.tabs.length ?? 0;
      return index === s.context.tab || !(index >= 0 && index < tabs) ? [] : [{ type: 'tab.select', index }];
    },
  },
];
