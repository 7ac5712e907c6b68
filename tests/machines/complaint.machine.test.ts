import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef, type EventObject } from 'xstate';
import type { ApiError, ComplaintList } from '../../src/api';
import { businessError, complaintDetail, complaintList, longText, problemInit } from '../../stories/support/complaint-fixtures';
import { complaintEntryMachine, type ComplaintEntryContext } from '../../machines/complaint-entry/complaint-entry.machine';
import { complaintFormMachine, type ComplaintFormContext } from '../../machines/complaint-form/complaint-form.machine';
import { complaintListMachine, type ComplaintListContext } from '../../machines/complaint-list/complaint-list.machine';
import { complaintDetailMachine, type ComplaintDetailContext } from '../../machines/complaint-detail/complaint-detail.machine';
import { describeMachineModel } from '../helpers/machine-suite';
import { everyEvent } from '../helpers/spec-table';
import type { MachineRun } from '../helpers/machine-runner';
import {
  PICKED_ID,
  complaintDetailModel,
  complaintEntryModel,
  complaintFormModel,
  complaintListModel,
  formDraft,
  hugePhoto,
  sentDraft,
  pickedPhoto,
  preparedPhoto,
} from './complaint.model';
import { sentUrls } from '../../machines/complaint-form/photos';

const ctx = <T>(run: MachineRun) => run.actor.getSnapshot().context as T;
/** SPEC 5 and 9: complaint text at most 200 characters, at most 9 images. */
const SPEC_MAX_TEXT = 200;
const SPEC_MAX_IMAGES = 9;

/** The complaint list's and detail's events, for the spec's transitions. */
const CL = {
  loaded: { type: 'xstate.done.actor.loadList', output: complaintList },
  failed: { type: 'xstate.error.actor.loadList', error: businessError },
};
const CD = {
  loaded: (isNeedScore: number | null) => ({ type: 'xstate.done.actor.loadDetail', output: { ...complaintDetail, isNeedScore } }),
  failed: { type: 'xstate.error.actor.loadDetail', error: businessError },
  ratingDue: { type: 'xstate.after.ratingDelay.complaintDetail.loaded.awaitingRating' },
};

/** What one complaint-entry run did: the form opened (type/sub-type order), a blocked type, the list. */
const entryDid: string[] = [];
beforeEach(() => {
  entryDid.length = 0;
});
/** The complaint entry's events, for the spec's transitions. */
const E = {
  loaded: { type: 'xstate.done.actor.loadInit', output: problemInit },
  failed: { type: 'xstate.error.actor.loadInit', error: businessError },
  type: (value: string) => ({ type: 'type.pick', value }),
  openOrders: { type: 'orders.open' },
  order: (orderNo: string) => ({ type: 'order.pick', orderNo }),
};

describeMachineModel('complaintEntry', complaintEntryMachine, {
  ...complaintEntryModel,
  states: {
    loading: (run) => {
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(run.actors.calls.at(-1)).toEqual({ id: 'loadInit', input: { orderId: '240518001' } });
    },
    failed: (run) => expect(ctx<ComplaintEntryContext>(run).error?.kind).toBe('business'),
    'ready.pickingSonType': (run) => {
      const c = ctx<ComplaintEntryContext>(run);
      expect(c.pickedType).toBe('1');
      expect(c.current?.isShow).toBe(1);
    },
    ready: (run) => expect(ctx<ComplaintEntryContext>(run).current).not.toBeNull(),
  },
  provide: {
    actions: {
      goToForm: (_: unknown, p: { problemType: string; problemSonType: string; orderNo: string }) =>
        void entryDid.push(`form ${p.problemType}/${p.problemSonType || '-'} ${p.orderNo}`),
      toastCollectionBlocked: () => void entryDid.push('blocked'),
      goToList: () => void entryDid.push('list'),
    },
  },
  every: everyEvent(complaintEntryMachine, {
    'load.retry': { type: 'load.retry' },
    'orders.open': { type: 'orders.open' },
    'orders.close': { type: 'orders.close' },
    'order.pick': { type: 'order.pick', orderNo: problemInit.orderList[1]?.orderNo ?? '' },
    'type.pick': { type: 'type.pick', value: '2' },
    'sonType.pick': { type: 'sonType.pick', value: '11' },
    'sonTypes.close': { type: 'sonTypes.close' },
    'list.open': { type: 'list.open' },
  }),
  // SPEC 3 "Complaint entry" and 4 "Complaint flow": the current order (All opens the list, a pick
  // makes it current); type 1 (collection) needs a sub-type, any other type goes straight to the
  // form; collection is blocked for an order whose isShow is not 1; the service icon opens the list.
  transitions: [
    {
      from: 'loading',
      event: E.loaded,
      to: 'ready.browsing',
      then: (run) => expect(ctx<ComplaintEntryContext>(run).current?.orderNo).toBe('MX240518001'),
    },
    { from: 'loading', event: E.failed, to: 'failed' },
    { from: 'failed', via: [E.failed], event: { type: 'load.retry' }, to: 'loading' },
    {
      from: 'ready.browsing',
      via: [E.loaded],
      event: E.type('2'),
      to: 'ready.browsing',
      then: () => expect(entryDid).toEqual(['form 2/- MX240518001']),
    },
    { from: 'ready.browsing', via: [E.loaded], event: E.type('1'), to: 'ready.pickingSonType', then: () => expect(entryDid).toEqual([]) },
    {
      from: 'ready.browsing',
      via: [E.loaded, E.openOrders, E.order('MX240302017')],
      event: E.type('1'),
      to: 'ready.browsing',
      then: () => expect(entryDid).toEqual(['blocked']),
    },
    {
      from: 'ready.browsing',
      via: [E.loaded, E.openOrders, E.order('MX240302017')],
      event: E.type('2'),
      to: 'ready.browsing',
      then: () => expect(entryDid).toEqual(['form 2/- MX240302017']),
    },
    { from: 'ready.browsing', via: [E.loaded], event: E.openOrders, to: 'ready.pickingOrder' },
    {
      from: 'ready.pickingOrder',
      via: [E.loaded, E.openOrders],
      event: E.order('MX240302017'),
      to: 'ready.browsing',
      then: (run) => expect(ctx<ComplaintEntryContext>(run).current?.orderNo).toBe('MX240302017'),
    },
    {
      from: 'ready.pickingOrder',
      via: [E.loaded, E.openOrders],
      event: { type: 'orders.close' },
      to: 'ready.browsing',
      then: (run) => expect(ctx<ComplaintEntryContext>(run).current?.orderNo).toBe('MX240518001'),
    },
    {
      from: 'ready.pickingSonType',
      via: [E.loaded, E.type('1')],
      event: { type: 'sonType.pick', value: '12' },
      to: 'ready.browsing',
      then: (run) => {
        expect(entryDid).toEqual(['form 1/12 MX240518001']);
        expect(ctx<ComplaintEntryContext>(run).pickedType).toBe('');
      },
    },
    {
      from: 'ready.pickingSonType',
      via: [E.loaded, E.type('1')],
      event: { type: 'sonTypes.close' },
      to: 'ready.browsing',
      then: (run) => {
        expect(entryDid).toEqual([]);
        expect(ctx<ComplaintEntryContext>(run).pickedType).toBe('');
      },
    },
    // The service icon opens the list from any moment of the loaded page, a picker open or not.
    { from: 'ready', via: [E.loaded], event: { type: 'list.open' }, to: 'ready.browsing', then: () => expect(entryDid).toEqual(['list']) },
  ],
});

/** The complaint form's events, for the spec's transitions (the model's payloads). */
const F = {
  draft: { type: 'xstate.done.actor.readDraft', output: formDraft },
  noDraft: { type: 'xstate.error.actor.readDraft', error: new Error('no draft') },
  titles: { type: 'xstate.done.actor.loadTitles', output: { typeTitle: 'Cobranza', sonTypeTitle: 'Llamadas excesivas' } },
  titlesFailed: { type: 'xstate.error.actor.loadTitles', error: businessError },
  text: { type: 'text.change', value: longText },
  submit: { type: 'form.submit' },
  pick: { type: 'image.pick', file: pickedPhoto },
  pickHuge: { type: 'image.pick', file: hugePhoto },
  prepared: { type: 'xstate.done.actor.preparePhoto', output: preparedPhoto },
  unreadable: { type: 'xstate.error.actor.preparePhoto', error: new Error('photo unreadable') },
  uploaded: { type: 'xstate.done.actor.uploadImage', output: { url: '/maintains/demo-files/upload-new.png' } },
  uploadFailed: { type: 'xstate.error.actor.uploadImage', error: businessError },
  saved: { type: 'xstate.done.actor.saveComplaint' },
  saveFailed: { type: 'xstate.error.actor.saveComplaint', error: businessError },
  successShown: { type: 'xstate.after.successModal.complaintForm.success' },
  sentDraft: { type: 'xstate.done.actor.readDraft', output: sentDraft },
  found: { type: 'xstate.done.actor.findComplaint', output: true },
  notFound: { type: 'xstate.done.actor.findComplaint', output: false },
  findFailed: { type: 'xstate.error.actor.findComplaint', error: businessError },
  checkAgain: { type: 'settle.retry' },
};
/** The way in of a draft found marked sent: its save was cut by a reload. */
const S = [F.sentDraft, F.titles];
/** The ways in: the restored draft of 8 images (the next photo is 9, the last one allowed), or no draft. */
const D = [F.draft, F.titles];
const N = [F.noDraft, F.titles];
const photosOf = (run: MachineRun) => ctx<ComplaintFormContext>(run).photos.map((p) => `${p.id}:${p.status}`);
const called = (run: MachineRun) => run.actors.calls.map((c) => c.id);
/** Why Submit said it would not send, in order (the page's toast). */
const whyNots = new WeakMap<object, string[]>();
const whyNot = (run: MachineRun) => whyNots.get(run.actor) ?? [];
/** How many times the page was told to mark the draft sent. */
const marks = new WeakMap<object, number>();
const marked = (run: MachineRun) => marks.get(run.actor) ?? 0;

describeMachineModel('complaintForm', complaintFormMachine, {
  ...complaintFormModel,
  provide: {
    actions: {
      toastWhyNot: ({ self }: { self: { _parent?: unknown } & object }, params: { reason: string }) => {
        const list = whyNots.get(self) ?? [];
        list.push(params.reason);
        whyNots.set(self, list);
      },
      markSending: ({ self }: { self: object }) => void marks.set(self, (marks.get(self) ?? 0) + 1),
    },
  },
  states: {
    editing: (run) => {
      const c = ctx<ComplaintFormContext>(run);
      expect(c.text.length).toBeLessThanOrEqual(SPEC_MAX_TEXT);
      expect(c.photos.length).toBeLessThanOrEqual(SPEC_MAX_IMAGES);
      // One photo on its way at a time.
      expect(c.photos.filter((p) => p.status === 'preparing' || p.status === 'uploading').length).toBeLessThanOrEqual(1);
    },
    submitting: (run) => {
      // Every save is marked before it leaves (docs/decisions/0137): a reload finds it.
      expect(marked(run)).toBe(run.actors.calls.filter((c) => c.id === 'saveComplaint').length);
      const call = run.actors.calls.at(-1);
      expect(call?.id).toBe('saveComplaint');
      expect(call?.input).toMatchObject({ problemType: '1', problemSonType: '11', orderNo: 'MX240518001', problemDetail: 'x'.repeat(SPEC_MAX_TEXT) });
    },
    // The picked file is made small first; what is uploaded is what the phone made of it, never the original.
    'editing.sending.preparing': (run) => {
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      const call = run.actors.calls.at(-1);
      expect(call?.id).toBe('preparePhoto');
      expect(call?.input).toEqual({ file: pickedPhoto });
    },
    'editing.sending.uploading': (run) => {
      const call = run.actors.calls.filter((c) => c.id === 'uploadImage').at(-1);
      expect(call?.input).toEqual({ file: preparedPhoto, onProgress: expect.any(Function) });
    },
  },
  every: everyEvent(complaintFormMachine, {
    'load.retry': { type: 'load.retry' },
    'text.change': { type: 'text.change', value: 'Me llamaron de noche.' },
    'image.pick': { type: 'image.pick', file: new Blob(['photo'], { type: 'image/png' }) },
    'image.remove': { type: 'image.remove', id: 1 },
    'image.cancel': { type: 'image.cancel', id: PICKED_ID },
    'image.retry': { type: 'image.retry', id: PICKED_ID },
    'upload.progress': { type: 'upload.progress', id: PICKED_ID, sent: 1, total: 2 },
    'form.submit': { type: 'form.submit' },
    'settle.retry': { type: 'settle.retry' },
  }),
  // SPEC 4 "Complaint flow" and 5: the form opens with the saved draft (if any) and the titles; empty
  // text blocks submit ('Please provide your opinions and suggestions.'); one image per pick, sent at
  // once, none past 9; success shows for 1500 ms, then the entry page replaces it. A failed load
  // offers a retry; a failed send leaves the form as it was. Issue 44: each photo is made small on
  // the phone, then uploaded with its progress, one at a time (the others wait their turn); one that
  // cannot be read, or over 25 MB, is refused and nothing is sent; one on its way can be cancelled,
  // a failed one retried without picking it again; Submit says why it waits while photos go or one
  // was not sent.
  transitions: [
    { from: 'loading.draft', event: F.draft, to: 'loading.titles' },
    { from: 'loading.draft', event: F.noDraft, to: 'loading.titles' },
    { from: 'loading.titles', event: F.titles, to: 'editing.idle' },
    { from: 'loading.titles', event: F.titlesFailed, to: 'failed' },
    { from: 'failed', via: [F.noDraft, F.titlesFailed], event: { type: 'load.retry' }, to: 'loading.draft' },
    // The text can be written all along, while loading and while photos go; nothing typed is lost.
    {
      from: 'loading',
      event: { type: 'text.change', value: 'Escrito mientras carga' },
      to: 'loading.draft',
      then: (run) => expect(ctx<ComplaintFormContext>(run).text).toBe('Escrito mientras carga'),
    },
    {
      from: 'editing',
      via: N,
      event: F.text,
      to: 'editing.idle',
      then: (run) => expect(ctx<ComplaintFormContext>(run).text).toHaveLength(SPEC_MAX_TEXT),
    },
    // Removing an image removes its URL (SPEC 5).
    {
      from: 'editing',
      via: D,
      event: { type: 'image.remove', id: 1 },
      to: 'editing.idle',
      then: (run) => expect(sentUrls(ctx<ComplaintFormContext>(run).photos)).toEqual(formDraft.images.slice(1)),
    },
    {
      from: 'editing.idle',
      via: N,
      event: F.submit,
      to: 'editing.idle',
      note: 'empty text',
      then: (run) => expect(whyNot(run)).toEqual(['emptyText']),
    },
    {
      from: 'editing.idle',
      via: [...N, F.text, F.pickHuge],
      event: F.submit,
      to: 'editing.idle',
      note: 'a photo not sent',
      then: (run) => {
        expect(whyNot(run)).toEqual(['photosNotSent']);
        expect(called(run)).toEqual(['readDraft', 'loadTitles']);
      },
    },
    { from: 'editing.idle', via: [...N, F.text], event: F.submit, to: 'submitting' },
    { from: 'editing.idle', via: D, event: F.pick, to: 'editing.sending.preparing', then: (run) => expect(photosOf(run).at(-1)).toBe('8:preparing') },
    // Over 25 MB: refused at once, on the form with its reason; nothing is read or sent.
    {
      from: 'editing.idle',
      via: N,
      event: F.pickHuge,
      to: 'editing.idle',
      note: 'over 25 MB',
      then: (run) => {
        expect(photosOf(run)).toEqual(['1:refused']);
        expect(ctx<ComplaintFormContext>(run).photos[0]?.refusal).toBe('tooLarge');
        expect(called(run)).toEqual(['readDraft', 'loadTitles']);
      },
    },
    // At 9 images a pick is ignored (SPEC 5).
    {
      from: 'editing.idle',
      via: [...D, F.pick, F.pick, F.prepared, F.uploaded, F.prepared, F.uploaded],
      event: F.pick,
      to: 'editing.idle',
      note: '9 images',
      then: (run) => expect(sentUrls(ctx<ComplaintFormContext>(run).photos)).toHaveLength(SPEC_MAX_IMAGES),
    },
    {
      from: 'editing.idle',
      via: [...D, F.pick, F.prepared, F.uploadFailed],
      event: { type: 'image.retry', id: PICKED_ID },
      to: 'editing.sending.preparing',
      then: (run) => expect(photosOf(run).at(-1)).toBe('8:preparing'),
    },
    // Picks while one goes wait their turn (one per pick); one over 25 MB is refused at once; none past 9.
    {
      from: 'editing.sending',
      via: [...D, F.pick],
      event: F.pick,
      to: 'editing.sending.preparing',
      then: (run) => expect(photosOf(run).slice(-2)).toEqual(['8:preparing', '9:waiting']),
    },
    {
      from: 'editing.sending',
      via: [...N, F.pick],
      event: F.pickHuge,
      to: 'editing.sending.preparing',
      note: 'over 25 MB',
      then: (run) => expect(photosOf(run)).toEqual(['1:preparing', '2:refused']),
    },
    {
      from: 'editing.sending',
      via: [...D, F.pick, F.pick],
      event: F.pick,
      to: 'editing.sending.preparing',
      note: '9 images',
      then: (run) => expect(photosOf(run)).toHaveLength(9),
    },
    // Cancel: the photo on its way goes (its request with it); the next one waiting starts.
    {
      from: 'editing.sending',
      via: [...D, F.pick, F.pick, F.prepared],
      event: { type: 'image.cancel', id: PICKED_ID },
      to: 'editing.sending.preparing',
      note: 'another waits',
      then: (run) => {
        expect(photosOf(run).slice(-1)).toEqual(['9:preparing']);
        expect(run.actor.getSnapshot().children.uploadImage).toBeUndefined();
      },
    },
    {
      from: 'editing.sending',
      via: [...D, F.pick, F.prepared],
      event: { type: 'image.cancel', id: PICKED_ID },
      to: 'editing.idle',
      then: (run) => {
        expect(ctx<ComplaintFormContext>(run).photos).toHaveLength(7);
        expect(run.actor.getSnapshot().children.uploadImage).toBeUndefined();
      },
    },
    // Submit says why it waits; nothing is sent.
    {
      from: 'editing.sending',
      via: [...N, F.pick],
      event: F.submit,
      to: 'editing.sending.preparing',
      note: 'empty text',
      then: (run) => expect(whyNot(run)).toEqual(['emptyText']),
    },
    {
      from: 'editing.sending',
      via: [...N, F.text, F.pick],
      event: F.submit,
      to: 'editing.sending.preparing',
      note: 'photos on their way',
      then: (run) => {
        expect(whyNot(run)).toEqual(['photosPending']);
        expect(called(run)).not.toContain('saveComplaint');
      },
    },
    { from: 'editing.sending.preparing', via: [...D, F.pick], event: F.prepared, to: 'editing.sending.uploading' },
    // A photo that cannot be read is refused; nothing is sent; the next one waiting goes on.
    {
      from: 'editing.sending.preparing',
      via: [...N, F.pick, F.pick],
      event: F.unreadable,
      to: 'editing.sending.preparing',
      then: (run) => expect(photosOf(run)).toEqual(['1:refused', '2:preparing']),
    },
    {
      from: 'editing.sending.preparing',
      via: [...D, F.pick],
      event: F.unreadable,
      to: 'editing.idle',
      then: (run) => {
        expect(photosOf(run).at(-1)).toBe('8:refused');
        expect(called(run)).not.toContain('uploadImage');
      },
    },
    {
      from: 'editing.sending.uploading',
      via: [...N, F.pick, F.pick, F.prepared],
      event: F.uploaded,
      to: 'editing.sending.preparing',
      then: (run) => expect(photosOf(run)).toEqual(['1:sent', '2:preparing']),
    },
    {
      from: 'editing.sending.uploading',
      via: [...D, F.pick, F.prepared],
      event: F.uploaded,
      to: 'editing.idle',
      then: (run) => expect(sentUrls(ctx<ComplaintFormContext>(run).photos)).toHaveLength(8),
    },
    {
      from: 'editing.sending.uploading',
      via: [...N, F.pick, F.pick, F.prepared],
      event: F.uploadFailed,
      to: 'editing.sending.preparing',
      then: (run) => expect(photosOf(run)).toEqual(['1:failed', '2:preparing']),
    },
    {
      from: 'editing.sending.uploading',
      via: [...D, F.pick, F.prepared],
      event: F.uploadFailed,
      to: 'editing.idle',
      then: (run) => expect(ctx<ComplaintFormContext>(run).photos.at(-1)?.error).toEqual(businessError),
    },
    {
      from: 'editing.sending.uploading',
      via: [...D, F.pick, F.prepared],
      event: { type: 'upload.progress', id: PICKED_ID, sent: 160_000, total: 320_000 },
      to: 'editing.sending.uploading',
      then: (run) => expect(ctx<ComplaintFormContext>(run).photos.at(-1)).toMatchObject({ sent: 160_000, total: 320_000 }),
    },
    { from: 'submitting', via: [...N, F.text, F.submit], event: F.saved, to: 'success' },
    { from: 'submitting', via: [...N, F.text, F.submit], event: F.saveFailed, to: 'editing.idle' },
    { from: 'success', via: [...N, F.text, F.submit, F.saved], event: F.successShown, to: 'left' },
    // docs/decisions/0137: a draft found marked sent was cut by a reload: the list read afresh settles
    // it before anything is offered; nothing is sent again by the page itself.
    {
      from: 'loading.titles',
      via: [F.sentDraft],
      event: F.titles,
      to: 'settling',
      note: 'a draft marked sent',
      then: (run) => expect(called(run)).toEqual(['readDraft', 'loadTitles', 'findComplaint']),
    },
    {
      from: 'settling',
      via: S,
      event: F.found,
      to: 'success',
      then: (run) => {
        expect(run.actors.calls.at(-1)?.input).toEqual({ text: 'x'.repeat(SPEC_MAX_TEXT), typeTitle: 'Cobranza' });
        expect(called(run)).not.toContain('saveComplaint');
      },
    },
    { from: 'settling', via: S, event: F.notFound, to: 'notFound', then: (run) => expect(called(run)).not.toContain('saveComplaint') },
    {
      from: 'settling',
      via: S,
      event: F.findFailed,
      to: 'unsettled',
      then: (run) => expect(ctx<ComplaintFormContext>(run).error).toEqual(businessError),
    },
    { from: 'notFound', via: [...S, F.notFound], event: F.submit, to: 'submitting', note: 'the borrower sends it again' },
    { from: 'notFound', via: [...S, F.notFound], event: F.checkAgain, to: 'settling' },
    { from: 'unsettled', via: [...S, F.findFailed], event: F.checkAgain, to: 'settling' },
  ],
});

/** What one complaint-list run was asked and did: tabs picked, items opened, failures announced. */
interface ListRun {
  picked: number[];
  opened: string[];
  /** Ids of the items a person tapped. */
  tapped: string[];
  announced: ApiError[];
  retries: number;
}
const listRuns = new WeakMap<AnyActorRef, ListRun>();
function listRun(actor: AnyActorRef): ListRun {
  let r = listRuns.get(actor);
  if (!r) listRuns.set(actor, (r = { picked: [], opened: [], tapped: [], announced: [], retries: 0 }));
  return r;
}

describeMachineModel('complaintList', complaintListMachine, {
  ...complaintListModel,
  provide: {
    actions: {
      announceFailure: ({ self }: { self: AnyActorRef }, params: { error: ApiError }) => void listRun(self).announced.push(params.error),
      openDetail: ({ self }: { self: AnyActorRef }, params: { id: string }) => void listRun(self).opened.push(params.id),
    },
  } as never,
  events: {
    'tab.select': async (e: EventObject, run: MachineRun) => {
      listRun(run.actor).picked.push((e as { type: 'tab.select'; index: number }).index);
      await run.perform(e);
    },
    'item.open': async (e: EventObject, run: MachineRun) => {
      listRun(run.actor).tapped.push((e as { type: 'item.open'; id: string }).id);
      await run.perform(e);
    },
    'load.retry': async (e: EventObject, run: MachineRun) => {
      listRun(run.actor).retries += 1;
      await run.perform(e);
    },
  },
  states: {
    // One request per load: the first, then one per Retry.
    loading: (run) => {
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(run.actors.calls.filter((c) => c.id === 'loadList')).toHaveLength(1 + listRun(run.actor).retries);
      expect(listRun(run.actor).opened).toEqual([]);
    },
    // SPEC 8: the server's message is announced once per failure; Retry is offered, nothing can be opened.
    failed: (run) => {
      const snapshot = run.actor.getSnapshot();
      expect(snapshot.hasTag('error')).toBe(true);
      expect(ctx<ComplaintListContext>(run).error?.message).toBe('El servidor rechazó la solicitud.');
      expect(listRun(run.actor).announced.map((e) => e.message)).toEqual(
        Array.from({ length: listRun(run.actor).retries + 1 }, () => 'El servidor rechazó la solicitud.'),
      );
      expect(snapshot.can({ type: 'load.retry' })).toBe(true);
      expect(snapshot.can({ type: 'item.open', id: '1000' })).toBe(false);
    },
    // The tabs as the server sent them (SPEC 3), the last tab picked (the first by default), and each
    // item opened by its id.
    loaded: (run) => {
      const c = ctx<ComplaintListContext>(run);
      expect(c.list?.tabs.map((t) => t.title)).toEqual(['En proceso', 'Resueltas']);
      expect(c.tab).toBe(listRun(run.actor).picked.at(-1) ?? 0);
      expect(c.error).toBeNull();
      expect(listRun(run.actor).opened).toEqual(listRun(run.actor).tapped);
    },
  },
  every: everyEvent(complaintListMachine, {
    'load.retry': { type: 'load.retry' },
    'tab.select': { type: 'tab.select', index: 1 },
    'item.open': { type: 'item.open', id: complaintList.tabs[0]?.items[0]?.id ?? '' },
  }),
  // SPEC 3 "Complaint list" and 8: the tabs load, a tab is picked, an item opens its detail; a failed
  // load shows the server's message and offers a retry.
  transitions: [
    { from: 'loading', event: CL.loaded, to: 'loaded' },
    { from: 'loading', event: CL.failed, to: 'failed' },
    { from: 'failed', via: [CL.failed], event: { type: 'load.retry' }, to: 'loading' },
    {
      from: 'loaded',
      via: [CL.loaded],
      event: { type: 'tab.select', index: 1 },
      to: 'loaded',
      then: (run) => expect(ctx<ComplaintListContext>(run).tab).toBe(1),
    },
    {
      from: 'loaded',
      via: [CL.loaded],
      event: { type: 'item.open', id: '1000' },
      to: 'loaded',
      then: (run) => expect(listRun(run.actor).opened).toEqual(['1000']),
    },
  ],
});

/** Rating modals opened and failures announced in one complaint-detail run. */
const detailRuns = new WeakMap<AnyActorRef, { ratings: number; announced: string[] }>();
function detailRun(actor: AnyActorRef) {
  let r = detailRuns.get(actor);
  if (!r) detailRuns.set(actor, (r = { ratings: 0, announced: [] }));
  return r;
}

// SPEC 4 and 9: with isNeedScore nonzero the rating modal appears 3 s after load, once; otherwise never.
describeMachineModel('complaintDetail', complaintDetailMachine, {
  ...complaintDetailModel,
  provide: {
    actions: {
      openRating: ({ self }: { self: AnyActorRef }) => void (detailRun(self).ratings += 1),
      announceFailure: ({ self }: { self: AnyActorRef }, params: { error: ApiError }) => void detailRun(self).announced.push(params.error.message),
    },
  } as never,
  states: {
    loading: (run) => {
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(run.actors.calls.at(-1)).toEqual({ id: 'loadDetail', input: { problemId: '1000' } });
    },
    failed: (run) => {
      expect(run.actor.getSnapshot().can({ type: 'load.retry' })).toBe(true);
      expect(detailRun(run.actor).announced.at(-1)).toBe('El servidor rechazó la solicitud.');
    },
    'loaded.awaitingRating': (run) => {
      const { detail } = ctx<ComplaintDetailContext>(run);
      expect(detail).not.toBeNull();
      expect(detail?.isNeedScore).not.toBe(0);
      expect(run.clock.now()).toBeLessThan(3000);
      expect(detailRun(run.actor).ratings).toBe(0);
    },
    'loaded.ratingOpen': (run) => {
      expect(run.clock.now()).toBe(3000);
      expect(detailRun(run.actor).ratings).toBe(1);
    },
    'loaded.settled': (run) => {
      expect(ctx<ComplaintDetailContext>(run).detail?.isNeedScore ?? 0).toBe(0);
      expect(detailRun(run.actor).ratings).toBe(0);
    },
  },
  every: everyEvent(complaintDetailMachine, {
    'load.retry': { type: 'load.retry' },
  }),
  // SPEC 4 "Complaint flow": if isNeedScore is nonzero, the rating modal appears 3 seconds after load.
  transitions: [
    { from: 'loading', event: CD.loaded(0), note: 'isNeedScore 0', to: 'loaded.settled' },
    { from: 'loading', event: CD.loaded(null), note: 'no isNeedScore', to: 'loaded.settled' },
    { from: 'loading', event: CD.loaded(1), note: 'isNeedScore 1', to: 'loaded.awaitingRating' },
    { from: 'loading', event: CD.loaded(2), note: 'isNeedScore 2', to: 'loaded.awaitingRating' },
    { from: 'loaded.awaitingRating', via: [CD.loaded(2)], event: CD.ratingDue, to: 'loaded.ratingOpen' },
    { from: 'loading', event: CD.failed, to: 'failed' },
    { from: 'failed', via: [CD.failed], event: { type: 'load.retry' }, to: 'loading' },
  ],
});

// The spec's complaint list written out (SPEC 2 screen 12, SPEC 8), independent of the machine's graph.
describe('the complaint list, as the spec tells it', () => {
  const start = (load: () => Promise<ComplaintList>) => {
    const opened: string[] = [];
    const announced: string[] = [];
    const actor = createActor(
      complaintListMachine.provide({
        actors: { loadList: fromPromise(load) },
        actions: {
          openDetail: (_, params: { id: string }) => void opened.push(params.id),
          announceFailure: (_, params: { error: ApiError }) => void announced.push(params.error.message),
        },
      }),
    ).start();
    return { actor, opened, announced };
  };

  it('shows the tabs, switches tab and opens a tapped item by its id', async () => {
    const { actor, opened, announced } = start(async () => complaintList);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.tab).toBe(0);
    actor.send({ type: 'tab.select', index: 1 });
    expect(actor.getSnapshot().context.tab).toBe(1);
    actor.send({ type: 'item.open', id: '1000' });
    expect(opened).toEqual(['1000']);
    expect(announced).toEqual([]);
    actor.stop();
  });

  it('announces the server message of a failed load once, and Retry loads again', async () => {
    let calls = 0;
    const { actor, opened, announced } = start(async () => {
      calls += 1;
      if (calls === 1) throw businessError;
      return complaintList;
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(announced).toEqual(['El servidor rechazó la solicitud.']);
    actor.send({ type: 'item.open', id: '1000' });
    expect(opened).toEqual([]);
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls).toBe(2);
    expect(announced).toHaveLength(1);
    actor.stop();
  });
});

// The spec's complaint entry written out (SPEC 2 screen 10, SPEC 4): type 1 (collection) asks for a
// sub-type, unless the chosen order does not support it (a toast, nothing opens); any other type
// opens the form at once; each form opened carries the type, the sub-type and the current order.
describe('the complaint entry, as the spec tells it', () => {
  const start = () => {
    const forms: { problemType: string; problemSonType: string; orderNo: string }[] = [];
    let blocked = 0;
    const actor = createActor(
      complaintEntryMachine.provide({
        actors: { loadInit: fromPromise(async () => problemInit) },
        actions: {
          goToForm: (_, params: { problemType: string; problemSonType: string; orderNo: string }) => void forms.push(params),
          toastCollectionBlocked: () => void (blocked += 1),
        },
      }),
      { input: { orderId: '240518001' } },
    ).start();
    return { actor, forms, blocked: () => blocked };
  };

  it('opens the form at once for a type other than collection, with the current order', async () => {
    const { actor, forms } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'type.pick', value: '2' });
    expect(forms).toEqual([{ problemType: '2', problemSonType: '', orderNo: 'MX240518001' }]);
    actor.stop();
  });

  it('asks for a sub-type for collection, then opens the form with both', async () => {
    const { actor, forms } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'type.pick', value: '1' });
    expect(actor.getSnapshot().matches({ ready: 'pickingSonType' })).toBe(true);
    expect(forms).toEqual([]);
    actor.send({ type: 'sonType.pick', value: '11' });
    expect(forms).toEqual([{ problemType: '1', problemSonType: '11', orderNo: 'MX240518001' }]);
    actor.stop();
  });

  it('blocks collection for an order with isShow not 1: a toast, no sub-types, no form', async () => {
    const { actor, forms, blocked } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'orders.open' });
    actor.send({ type: 'order.pick', orderNo: 'MX240302017' });
    actor.send({ type: 'type.pick', value: '1' });
    expect(blocked()).toBe(1);
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(forms).toEqual([]);
    // Another type still opens the form, for the order picked.
    actor.send({ type: 'type.pick', value: '3' });
    expect(forms).toEqual([{ problemType: '3', problemSonType: '', orderNo: 'MX240302017' }]);
    actor.stop();
  });
});
