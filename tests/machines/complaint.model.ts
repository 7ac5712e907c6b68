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
// A restored draft of 8 images: one upload reaches the limit of 9 without a long path.
export const formDraft = { text: '', images: draftImages };

export const complaintFormModel = {
  input: formInput,
  cases: {
    'xstate.done.actor.readDraft': [{ output: formDraft }],
    'xstate.done.actor.loadTitles': [{ output: { typeTitle: 'Cobranza', sonTypeTitle: 'Llamadas excesivas' } }],
    'xstate.error.actor.loadTitles': [{ error: businessError }],
    'text.change': [{ value: longText }],
    'image.pick': [{ file: { name: 'photo.png' } }],
    'xstate.done.actor.uploadImage': [{ output: { url: '/maintains/demo-files/upload-new.png' } }],
    'xstate.error.actor.uploadImage': [{ error: businessError }],
    'image.remove': [{ index: 0 }],
    'xstate.error.actor.saveComplaint': [{ error: businessError }],
  },
  context: (c: ComplaintFormContext) => ({
    text: c.text,
    images: c.images.length >= 9 ? 'full' : c.images.length === 0 ? 'none' : 'some',
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
