import { describe, expect, it } from 'vitest';
import { complaintListMachine, type ComplaintListContext, type ComplaintListEvent } from '../../machines/complaint-list/complaint-list.machine';
import { complaintListIntents, selectComplaintListView } from '../../machines/complaint-list/complaint-list.view-model';
import { businessError, complaintList } from '../../stories/support/complaint-fixtures';

const view = (value: 'loading' | 'failed' | 'loaded', context: ComplaintListContext) =>
  selectComplaintListView(complaintListMachine.resolveState({ value, context }));

describe('the complaint list view model', () => {
  it('is loading, with no tabs, before the list answers', () => {
    expect(view('loading', { list: null, tab: 0, error: null })).toEqual({ status: 'loading', tabs: [], tab: 0, error: null });
  });

  it('keeps why the load failed, for the view to put in words', () => {
    expect(view('failed', { list: null, tab: 0, error: businessError })).toEqual({ status: 'failed', tabs: [], tab: 0, error: businessError });
  });

  it('shows the tabs and the one selected', () => {
    expect(view('loaded', { list: complaintList, tab: 0, error: null })).toEqual({
      status: 'loaded',
      tabs: complaintList.tabs,
      tab: 0,
      error: null,
    });
    expect(view('loaded', { list: complaintList, tab: 1, error: null }).tab).toBe(1);
  });

  it('sends one event per intent', () => {
    const sent: ComplaintListEvent[] = [];
    const on = complaintListIntents((event) => sent.push(event));
    on.onRetry();
    on.onSelectTab(1);
    on.onOpen('1000');
    expect(sent).toEqual([{ type: 'load.retry' }, { type: 'tab.select', index: 1 }, { type: 'item.open', id: '1000' }]);
  });
});
