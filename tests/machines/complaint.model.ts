import type { ComplaintEntryContext } from '../../machines/complaint-entry/complaint-entry.machine';
import type { ComplaintFormContext } from '../../machines/complaint-form/complaint-form.machine';
import type { ComplaintListContext } from '../../machines/complaint-list/complaint-list.machine';
import type { ComplaintDetailContext } from '../../machines/complaint-detail/complaint-detail.machine';
import {
  businessError,
  complaintDetail,
  complaintList,
  detailEmptyReply,
  detailNeedScore,
  draftImages,
  longText,
  orderB,
  problemInit,
} from '../../stories/support/complaint-fixtures';

/** The complaint machines' models: payload cases per event and the context that shows on screen. */
export const complaintEntryModel = {
  input: { orderId: '240518001' },
  cases: {
    'xstate.done.actor.loadInit': [{ output: problemInit }],
    'xstate.error.actor.loadInit': [{ error: businessError }],
    'type.pick': [{ value: '1' }, { value: '2' }],
    'order.pick': [{ orderNo: orderB.orderNo }],
    'sonType.pick': [{ value: '11' }],
  },
  context: (c: ComplaintEntryContext) => ({ loaded: c.init !== null, current: c.current?.orderNo ?? null, pickedType: c.pickedType }),
};

export const formInput = { problemType: '1', problemSonType: '11', orderNo: 'MX240518001' };
// A restored draft of 7 images: two picks reach the limit of 9 (the second waits its turn) without a long path.
export const formDraft = { text: '', images: draftImages.slice(0, 7) };
/** A draft found marked sent: its save was cut by a reload (docs/decisions/0137). */
export const sentDraft = { text: longText, images: [], sentAt: Date.UTC(2026, 4, 18, 10, 0, 0) };

/** A picked photo, what the phone made of it, and one over 25 MB (refused before anything is read). */
export const pickedPhoto = { name: 'photo.jpg', size: 3_500_000, type: 'image/jpeg' };
export const preparedPhoto = { size: 320_000, type: 'image/jpeg' };
export const hugePhoto = { name: 'huge.jpg', size: 26 * 1024 * 1024, type: 'image/jpeg' };
/** The draft's 7 images take ids 1-7: the photo picked after them is 8. */
export const PICKED_ID = 8;

export const complaintFormModel = {
  input: formInput,
  cases: {
    'xstate.done.actor.readDraft': [{ output: formDraft }, { output: sentDraft }],
    'xstate.done.actor.loadTitles': [{ output: { typeTitle: 'Cobranza', sonTypeTitle: 'Llamadas excesivas' } }],
    'xstate.error.actor.loadTitles': [{ error: businessError }],
    'text.change': [{ value: longText }],
    'image.pick': [{ file: pickedPhoto }, { file: hugePhoto }],
    'xstate.done.actor.preparePhoto': [{ output: preparedPhoto }],
    'xstate.error.actor.preparePhoto': [{ error: new Error('photo unreadable') }],
    'upload.progress': [{ id: PICKED_ID, sent: 160_000, total: 320_000 }],
    'xstate.done.actor.uploadImage': [{ output: { url: '/maintains/demo-files/upload-new.png' } }],
    'xstate.error.actor.uploadImage': [{ error: businessError }],
    'image.remove': [{ id: 1 }],
    'image.cancel': [{ id: PICKED_ID }],
    'image.retry': [{ id: PICKED_ID }],
    'xstate.error.actor.saveComplaint': [{ error: businessError }],
    'xstate.done.actor.findComplaint': [{ output: true }, { output: false }],
    'xstate.error.actor.findComplaint': [{ error: businessError }],
  },
  // What changes what the borrower sees or can do: the text, whether the picker is gone, a photo
  // waiting its turn, a photo stopped (failed or refused: Submit says why).
  context: (c: ComplaintFormContext) => ({
    text: c.text,
    images: c.photos.length >= 9 ? 'full' : c.photos.length === 0 ? 'none' : 'some',
    waiting: c.photos.some((p) => p.status === 'waiting'),
    failed: c.photos.some((p) => p.status === 'failed'),
    refused: c.photos.some((p) => p.status === 'refused'),
  }),
};

export const complaintListModel = {
  cases: {
    'xstate.done.actor.loadList': [{ output: complaintList }],
    'xstate.error.actor.loadList': [{ error: businessError }],
    'tab.select': [{ index: 1 }],
    'item.open': [{ id: '1000' }],
  },
  context: (c: ComplaintListContext) => ({ loaded: c.list !== null, tab: c.tab }),
};

export const complaintDetailModel = {
  input: { problemId: '1000' },
  cases: {
    'xstate.done.actor.loadDetail': [{ output: complaintDetail }, { output: detailNeedScore }, { output: detailEmptyReply }],
    'xstate.error.actor.loadDetail': [{ error: businessError }],
  },
  context: (c: ComplaintDetailContext) => ({
    loaded: c.detail !== null,
    reply: c.detail ? c.detail.disposeDetail !== '' : null,
  }),
};
