import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { complaintEntryMachine, type ComplaintEntryContext, type ComplaintEntryEvent } from '../../machines/complaint-entry/complaint-entry.machine';
import { complaintEntryChoices, complaintEntryIntents, selectComplaintEntryView } from '../../machines/complaint-entry/complaint-entry.view-model';
import { businessError, orderA, orderB, problemInit } from '../../stories/support/complaint-fixtures';

const loaded: ComplaintEntryContext = { orderId: '240518001', init: problemInit, current: orderA, pickedType: '', error: null };
const view = (value: StateValue, over: Partial<ComplaintEntryContext> = {}) =>
  selectComplaintEntryView(complaintEntryMachine.resolveState({ value, context: { ...loaded, ...over } }));

describe('the complaint entry view model', () => {
  it('is loading, with no lists, before the init answers', () => {
    expect(view('loading', { init: null, current: null })).toEqual({
      status: 'loading',
      current: null,
      orders: [],
      types: [],
      sonTypes: [],
      error: null,
    });
  });

  it('keeps why the load failed, for the view to put in words', () => {
    const failed = view('failed', { init: null, current: null, error: businessError });
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(businessError);
  });

  it('shows the current order, the order list, the types and the sub-types once loaded', () => {
    expect(view({ ready: 'browsing' })).toEqual({
      status: 'browsing',
      current: orderA,
      orders: problemInit.orderList,
      types: problemInit.problemType,
      sonTypes: problemInit.problemSonType,
      error: null,
    });
    expect(view({ ready: 'browsing' }, { current: orderB }).current).toBe(orderB);
  });

  it('says which modal is open', () => {
    expect(view({ ready: 'pickingOrder' }).status).toBe('pickingOrder');
    expect(view({ ready: 'pickingSonType' }, { pickedType: '1' }).status).toBe('pickingSonType');
  });

  it('gives the same lists for an unchanged snapshot (no re-render on every change)', () => {
    const a = view('loading', { init: null });
    const b = view('failed', { init: null });
    expect(a.orders).toBe(b.orders);
    expect(a.types).toBe(b.types);
    expect(a.sonTypes).toBe(b.sonTypes);
  });

  it('sends one event per intent', () => {
    const sent: ComplaintEntryEvent[] = [];
    const on = complaintEntryIntents((event) => sent.push(event));
    on.onRetry();
    on.onOpenOrders();
    on.onCloseOrders();
    on.onPickOrder(orderB.orderNo);
    on.onPickType('2');
    on.onPickSonType('11');
    on.onCloseSonTypes();
    on.onOpenList();
    expect(sent).toEqual([
      { type: 'load.retry' },
      { type: 'orders.open' },
      { type: 'orders.close' },
      { type: 'order.pick', orderNo: orderB.orderNo },
      { type: 'type.pick', value: '2' },
      { type: 'sonType.pick', value: '11' },
      { type: 'sonTypes.close' },
      { type: 'list.open' },
    ]);
  });
});

describe('the complaint entry’s kept choice (docs/decisions/0111)', () => {
  const [order] = complaintEntryChoices;
  const at = (value: StateValue, over: Partial<ComplaintEntryContext> = {}) =>
    complaintEntryMachine.resolveState({ value, context: { ...loaded, ...over } });

  it('is the order shown after an order.pick; a picked type is not kept', () => {
    expect(order?.made({ type: 'order.pick', orderNo: 'MX240302017' }, at({ ready: 'browsing' }, { current: orderB }))).toBe('MX240302017');
    expect(order?.made({ type: 'order.pick', orderNo: 'X' }, at({ ready: 'browsing' }, { current: orderA }))).toBe('MX240518001');
    expect(order?.made({ type: 'type.pick', value: '2' }, at({ ready: 'browsing' }))).toBeNull();
    expect(order?.made({ type: 'orders.open' }, at({ ready: 'pickingOrder' }))).toBeNull();
  });

  it('is picked again, the list opened and the order picked in one go, once loaded, if the order is still listed', () => {
    const rows: [StateValue, Partial<ComplaintEntryContext>, string, ComplaintEntryEvent[] | null][] = [
      ['loading', { init: null, current: null }, 'MX240302017', null],
      ['failed', { init: null, current: null, error: businessError }, 'MX240302017', null],
      [{ ready: 'browsing' }, {}, 'MX240302017', [{ type: 'orders.open' }, { type: 'order.pick', orderNo: 'MX240302017' }]],
      [{ ready: 'browsing' }, { current: orderB }, 'MX240302017', []],
      [{ ready: 'browsing' }, {}, 'MX999', []],
    ];
    for (const [value, over, kept, again] of rows) expect(order?.again(kept, at(value, over))).toEqual(again);
  });
});
