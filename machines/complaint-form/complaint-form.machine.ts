// Complaint form: chosen type and sub-type, a description capped at 200, up to 9 photos each made small on the phone and uploaded on pick, submit, success modal.
// A save cut by a reload (the draft found marked sent) is settled by the complaint list: settling -> success | notFound | unsettled (docs/decisions/0137).
// States: loading.draft (the stored draft) -> loading.titles (type titles; the text can be written all along) -> editing.idle | editing.sending.preparing | editing.sending.uploading | failed; submitting -> success (1500 ms) -> left; the draft is stored on every change.
import { and } from 'xstate';
import { failure } from '../shared/failure';
import type { UploadedImage } from '../../src/api';
import { complaintFormSetup, current } from './complaint-form.setup';
import { sentUrls } from './photos';

export type { ComplaintFormContext, ComplaintFormEvent, ComplaintFormInput, ComplaintTitles, FindInput, UploadInput } from './complaint-form.setup';

export const complaintFormMachine = complaintFormSetup.createMachine({
  id: 'complaintForm',
  context: ({ input }) => ({
    problemType: input.problemType,
    problemSonType: input.problemSonType,
    orderNo: input.orderNo,
    typeTitle: '',
    sonTypeTitle: '',
    text: '',
    photos: [],
    nextId: 1,
    error: null,
    unsettled: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      // The description is on screen from the first paint: what is written while the page loads is kept.
      on: { 'text.change': { actions: ['setText', 'storeDraft'] } },
      initial: 'draft',
      states: {
        draft: {
          invoke: {
            id: 'readDraft',
            src: 'readDraft',
            onDone: { target: 'titles', actions: [{ type: 'restoreDraft', params: ({ event }) => ({ draft: event.output }) }, 'storeDraft'] },
            onError: { target: 'titles' },
          },
        },
        titles: {
          invoke: {
            id: 'loadTitles',
            src: 'loadTitles',
            input: ({ context }) => ({ problemType: context.problemType, problemSonType: context.problemSonType }),
            onDone: [
              // A draft found marked sent: its save was cut by a reload, and the list says whether it was filed.
              {
                guard: 'unsettled',
                target: '#complaintForm.settling',
                actions: { type: 'keepTitles', params: ({ event }) => ({ titles: event.output }) },
              },
              { target: '#complaintForm.editing', actions: { type: 'keepTitles', params: ({ event }) => ({ titles: event.output }) } },
            ],
            onError: {
              target: '#complaintForm.failed',
              actions: [
                { type: 'keepError', params: failure },
                { type: 'announceFailure', params: failure },
              ],
            },
          },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'load.retry': 'loading' },
    },
    editing: {
      initial: 'idle',
      on: {
        'text.change': { actions: ['setText', 'storeDraft'] },
        // Any image not on its way; the one on its way is cancelled instead.
        'image.remove': { guard: 'removable', actions: ['removePhoto', 'storeDraft'] },
      },
      states: {
        idle: {
          on: {
            'image.pick': [
              { guard: 'refusedOnPick', actions: 'addPhoto' },
              { guard: 'canAddImage', target: 'sending', actions: 'addPhoto' },
            ],
            // Retried without picking again, once nothing else is on its way.
            'image.retry': { guard: 'isFailed', target: 'sending', actions: 'requeuePhoto' },
            'form.submit': [
              {
                guard: 'cannotSubmit',
                actions: { type: 'toastWhyNot', params: ({ context }) => ({ reason: context.text.trim() === '' ? 'emptyText' : 'photosNotSent' }) },
              },
              { target: '#complaintForm.submitting', actions: ['markUnsettled', 'markSending'] },
            ],
          },
        },
        // One photo at a time, made small then uploaded; the others wait their turn. Text is taken all along.
        sending: {
          tags: ['busy'],
          entry: 'toastUploading',
          exit: 'hideUploading',
          on: {
            'image.pick': { guard: 'canAddImage', actions: 'addPhoto' },
            'image.cancel': [
              { guard: and(['isInFlight', 'otherWaiting']), target: '.preparing', reenter: true, actions: 'removePhoto' },
              { guard: 'isInFlight', target: 'idle', actions: 'removePhoto' },
            ],
            'form.submit': {
              actions: { type: 'toastWhyNot', params: ({ context }) => ({ reason: context.text.trim() === '' ? 'emptyText' : 'photosPending' }) },
            },
          },
          initial: 'preparing',
          states: {
            preparing: {
              entry: 'startNext',
              invoke: {
                id: 'preparePhoto',
                src: 'preparePhoto',
                input: ({ context }) => ({ file: current(context.photos).file ?? new Blob() }),
                onDone: { target: 'uploading', actions: { type: 'keepBody', params: ({ event }) => ({ body: event.output }) } },
                onError: [
                  { guard: 'hasWaiting', target: 'preparing', reenter: true, actions: 'refusePhoto' },
                  { target: '#complaintForm.editing.idle', actions: 'refusePhoto' },
                ],
              },
            },
            uploading: {
              invoke: {
                id: 'uploadImage',
                src: 'uploadImage',
                input: ({ context, self }) => {
                  const photo = current(context.photos);
                  return {
                    file: photo.body ?? photo.file ?? new Blob(),
                    onProgress: (sent: number, total: number) => self.send({ type: 'upload.progress', id: photo.id, sent, total }),
                  };
                },
                onDone: [
                  { guard: 'hasWaiting', target: 'preparing', actions: [{ type: 'markSent', params: sentImage }, 'storeDraft', 'toastUploaded'] },
                  { target: '#complaintForm.editing.idle', actions: [{ type: 'markSent', params: sentImage }, 'storeDraft', 'toastUploaded'] },
                ],
                onError: [
                  { guard: 'hasWaiting', target: 'preparing', actions: [{ type: 'markFailed', params: failure }, 'toastError'] },
                  { target: '#complaintForm.editing.idle', actions: [{ type: 'markFailed', params: failure }, 'toastError'] },
                ],
              },
              on: { 'upload.progress': { guard: 'isUploading', actions: 'keepProgress' } },
            },
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'saveComplaint',
        src: 'saveComplaint',
        input: ({ context }) => ({
          problemType: context.problemType,
          problemSonType: context.problemSonType,
          problemDetail: context.text,
          images: sentUrls(context.photos),
          orderNo: context.orderNo,
        }),
        onDone: { target: 'success' },
        // Answered, even with an error: the mark goes (the draft stored again without it), and the form says why.
        onError: { target: 'editing', actions: [{ type: 'keepError', params: failure }, 'markSettled', 'storeDraft', 'toastError'] },
      },
    },
    // The complaint list read afresh: filed (the success, as if answered), not there, or not read.
    settling: {
      tags: ['busy'],
      invoke: {
        id: 'findComplaint',
        src: 'findComplaint',
        input: ({ context }) => ({ text: context.text, typeTitle: context.typeTitle }),
        onDone: [{ guard: { type: 'found', params: ({ event }) => ({ found: event.output }) }, target: 'success' }, { target: 'notFound' }],
        onError: { target: 'unsettled', actions: { type: 'keepError', params: failure } },
      },
    },
    // Not in the list: the page says so, and sending it again is the borrower's choice (the mark stays until it is answered).
    notFound: {
      on: {
        'form.submit': { target: 'submitting', actions: ['markUnsettled', 'markSending'] },
        'settle.retry': 'settling',
      },
    },
    // The list could not be read: it may have been filed; no Submit, the list is a tap away.
    unsettled: {
      tags: ['error'],
      on: { 'settle.retry': 'settling' },
    },
    success: {
      entry: 'clearDraft',
      after: { successModal: { target: 'left', actions: 'replaceToEntry' } },
    },
    left: { type: 'final' },
  },
});

function sentImage({ event }: { event: { output: UploadedImage } }) {
  return { image: event.output };
}
