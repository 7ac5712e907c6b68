import { describe, expect, it } from 'vitest';
import { complaintListMachine, type ComplaintListContext, type ComplaintListEvent } from '../../machines/complaint-list/complaint-list.machine';
import { complaintListChoices, complaintListIntents, selectComplaintListView } from '../../machines/complaint-list/complaint-list.view-model';
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

describe('the complaint list’s kept choice (docs/decisions/0111)', () => {
  const [tab] = complaintListChoices;
  const at = (value: 'loading' | 'failed' | 'loaded', context: ComplaintListContext) => complaintListMachine.resolveState({ value, context });
  const loaded = (shown: number) => at('loaded', { list: complaintList, tab: shown, error: null });

  it('is the tab shown after a tab.select, and nothing for other events', () => {
    expect(tab?.made({ type: 'tab.select', index: 1 }, loaded(1))).toBe('1');
    expect(tab?.made({ type: 'tab.select', index: 0 }, loaded(0))).toBe('0');
    expect(tab?.made({ type: 'item.open', id: '1000' }, loaded(1))).toBeNull();
  });

  it('is shown again once the list is loaded, if the list has that tab', () => {
    const rows: [ReturnType<typeof at>, string, ComplaintListEvent[] | null][] = [
      [at('loading', { list: null, tab: 0, error: null }), '1', null],
      [at('failed', { list: null, tab: 0, error: businessError }), '1', null],
      [loaded(0), '1', [{ type: 'tab.select', index: 1 }]],
      [loaded(1), '0', [{ type: 'tab.select', index: 0 }]],
      [loaded(1), '1', []],
      [loaded(0), '2', []],
      [loaded(0), '-1', []],
    ];
    for (const [snapshot, kept, again] of rows) expect(tab?.again(kept, snapshot)).toEqual(again);
  });
});
