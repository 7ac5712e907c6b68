// Complaint form: chosen type and sub-type, a description capped at 200, up to 9 photos each made small on the phone and uploaded on pick, submit, success modal.
// States: loading.draft (the stored draft) -> loading.titles (type titles; the text can be written all along) -> editing.idle | editing.sending.preparing | editing.sending.uploading | failed; submitting -> success (1500 ms) -> left; the draft is stored on every change.
import { and } from 'xstate';
import { failure } from '../shared/failure';
import type { UploadedImage } from '../../src/api';
import { complaintFormSetup, current } from './complaint-form.setup';
import { sentUrls } from './photos';

export type { ComplaintFormContext, ComplaintFormEvent, ComplaintFormInput, ComplaintTitles, UploadInput } from './complaint-form.setup';

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
            onDone: { target: '#complaintForm.editing', actions: { type: 'keepTitles', params: ({ event }) => ({ titles: event.output }) } },
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
              { target: '#complaintForm.submitting' },
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
        onError: { target: 'editing', actions: [{ type: 'keepError', params: failure }, 'toastError'] },
      },
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
