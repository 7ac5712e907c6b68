// Complaint form: chosen type and sub-type, a description capped at 200, up to 9 images uploaded on pick, submit, success modal.
// States: loading.draft (the stored draft) -> loading.titles (type titles; the text can be written all along) -> editing.idle | editing.uploading | failed; submitting -> success (1500 ms) -> left; the draft is stored on every change.
import { assign, fromPromise, setup } from 'xstate';
import { failure } from '../shared/failure';
import type { ApiError, ComplaintDraft, UploadedImage } from '../../src/api';
import { MAX_IMAGES, SUCCESS_MODAL_MS, capText, type ComplaintFormDraft } from './complaint-draft';

export interface ComplaintFormInput {
  problemType: string;
  problemSonType: string;
  orderNo: string;
}

export interface ComplaintTitles {
  typeTitle: string;
  sonTypeTitle: string;
}

export interface ComplaintFormContext extends ComplaintTitles {
  problemType: string;
  problemSonType: string;
  orderNo: string;
  text: string;
  images: string[];
  pendingFile: Blob | null;
  error: ApiError | null;
}

export type ComplaintFormEvent =
  | { type: 'load.retry' }
  | { type: 'text.change'; value: string }
  | { type: 'image.pick'; file: Blob }
  | { type: 'image.remove'; index: number }
  | { type: 'form.submit' };

export const complaintFormMachine = setup({
  types: {
    context: {} as ComplaintFormContext,
    events: {} as ComplaintFormEvent,
    input: {} as ComplaintFormInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    readDraft: fromPromise<ComplaintFormDraft>(async () => {
      throw new Error('readDraft not provided');
    }),
    loadTitles: fromPromise<ComplaintTitles, { problemType: string; problemSonType: string }>(async () => {
      throw new Error('loadTitles not provided');
    }),
    uploadImage: fromPromise<UploadedImage, { file: Blob }>(async () => {
      throw new Error('uploadImage not provided');
    }),
    saveComplaint: fromPromise<void, ComplaintDraft>(async () => {
      throw new Error('saveComplaint not provided');
    }),
  },
  delays: { successModal: SUCCESS_MODAL_MS },
  guards: {
    canAddImage: ({ context }) => context.images.length < MAX_IMAGES,
    textEmpty: ({ context }) => context.text.trim() === '',
  },
  actions: {
    // The shared helper's rule (SPEC 8): a business error's own message shows as a toast (the page's).
    announceFailure: (_, _params: { error: ApiError }) => {},
    keepTitles: assign((_, params: { titles: ComplaintTitles }) => ({ ...params.titles, error: null })),
    keepError: assign((_, params: { error: ApiError }) => ({ error: params.error })),
    // The stored draft fills only what is still empty: what was written before it was read is kept.
    restoreDraft: assign(({ context }, params: { draft: ComplaintFormDraft }) => ({
      text: context.text === '' ? capText(params.draft.text) : context.text,
      images: context.images.length === 0 ? params.draft.images.slice(0, MAX_IMAGES) : context.images,
    })),
    setText: assign({ text: ({ context, event }) => (event.type === 'text.change' ? capText(event.value) : context.text) }),
    keepFile: assign({ pendingFile: ({ event }) => (event.type === 'image.pick' ? event.file : null) }),
    addImage: assign({
      images: ({ context }, params: { image: UploadedImage }) => [...context.images, params.image.url],
      pendingFile: null,
    }),
    dropFile: assign({ pendingFile: null }),
    removeImage: assign({
      images: ({ context, event }) => (event.type === 'image.remove' ? context.images.filter((_, i) => i !== event.index) : context.images),
    }),
    storeDraft: () => {},
    clearDraft: () => {},
    toastEmptyText: () => {},
    toastUploading: () => {},
    toastUploaded: () => {},
    toastError: () => {},
    replaceToEntry: () => {},
  },
}).createMachine({
  id: 'complaintForm',
  context: ({ input }) => ({
    problemType: input.problemType,
    problemSonType: input.problemSonType,
    orderNo: input.orderNo,
    typeTitle: '',
    sonTypeTitle: '',
    text: '',
    images: [],
    pendingFile: null,
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
        'image.remove': { actions: ['removeImage', 'storeDraft'] },
      },
      states: {
        idle: {
          on: {
            'image.pick': { guard: 'canAddImage', target: 'uploading', actions: 'keepFile' },
            'form.submit': [{ guard: 'textEmpty', actions: 'toastEmptyText' }, { target: '#complaintForm.submitting' }],
          },
        },
        uploading: {
          tags: ['busy'],
          entry: 'toastUploading',
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context }) => ({ file: context.pendingFile ?? new Blob() }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'addImage', params: ({ event }) => ({ image: event.output }) }, 'storeDraft', 'toastUploaded'],
            },
            onError: { target: 'idle', actions: ['dropFile', { type: 'keepError', params: failure }, 'toastError'] },
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
          images: context.images,
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
