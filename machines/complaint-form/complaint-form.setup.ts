// The complaint form machine's types, actors, guards and actions (machines/complaint-form/complaint-form.machine.ts holds its states).
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError, ComplaintDraft, UploadedImage } from '../../src/api';
import { MAX_IMAGES, SUCCESS_MODAL_MS, capText, type ComplaintFormDraft } from './complaint-draft';
import { refusalOnPick } from './photo-rules';
import { inFlight, isInFlight, newPhoto, restoredPhotos, startNext, update, type Photo } from './photos';

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
  /** Every image on the form, restored from the draft or picked, in order (at most 9). */
  photos: Photo[];
  /** The next photo's id. */
  nextId: number;
  error: ApiError | null;
  /**
   * The stored draft is marked sent: a save on its way, or one cut by a reload (found on the load),
   * which the complaint list settles before anything is offered (docs/decisions/0137).
   */
  unsettled: boolean;
}

/** What the complaint list is searched for: the draft as it was sent. */
export interface FindInput {
  text: string;
  typeTitle: string;
}

export type ComplaintFormEvent =
  | { type: 'load.retry' }
  | { type: 'settle.retry' }
  | { type: 'text.change'; value: string }
  | { type: 'image.pick'; file: Blob }
  | { type: 'image.remove'; id: number }
  | { type: 'image.cancel'; id: number }
  | { type: 'image.retry'; id: number }
  | { type: 'upload.progress'; id: number; sent: number; total: number }
  | { type: 'form.submit' };

/** What the upload is given: the picture to send and where its progress goes. */
export interface UploadInput {
  file: Blob;
  onProgress: (sent: number, total: number) => void;
}

const eventId = (event: ComplaintFormEvent) => ('id' in event ? event.id : -1);
const picked = (event: ComplaintFormEvent) => (event.type === 'image.pick' ? event.file : new Blob());
/** The photo on its way (a blank one when none is). */
export const current = (photos: readonly Photo[]) => inFlight(photos) ?? newPhoto(-1, null);

export const complaintFormSetup = setup({
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
    // Makes the picture small, upright and without metadata (src/flows/shared/photo); rejects when it cannot be read.
    preparePhoto: fromPromise<Blob, { file: Blob }>(async () => {
      throw new Error('preparePhoto not provided');
    }),
    uploadImage: fromPromise<UploadedImage, UploadInput>(async () => {
      throw new Error('uploadImage not provided');
    }),
    saveComplaint: fromPromise<void, ComplaintDraft>(async () => {
      throw new Error('saveComplaint not provided');
    }),
    // Reads the complaint list afresh: true when it shows the draft sent (complaint-draft.ts, listShowsDraft).
    findComplaint: fromPromise<boolean, FindInput>(async () => {
      throw new Error('findComplaint not provided');
    }),
  },
  delays: { successModal: SUCCESS_MODAL_MS },
  guards: {
    unsettled: ({ context }) => context.unsettled,
    found: (_, params: { found: boolean }) => params.found,
    canAddImage: ({ context }) => context.photos.length < MAX_IMAGES,
    refusedOnPick: ({ context, event }) => context.photos.length < MAX_IMAGES && refusalOnPick(picked(event)) !== null,
    // Submit stops while the text is empty (SPEC 5) or an image on the form is not sent.
    cannotSubmit: ({ context }) => context.text.trim() === '' || context.photos.some((p) => p.status !== 'sent'),
    hasWaiting: ({ context }) => context.photos.some((p) => p.status === 'waiting'),
    removable: ({ context, event }) => context.photos.some((p) => p.id === eventId(event) && !isInFlight(p)),
    isInFlight: ({ context, event }) => inFlight(context.photos)?.id === eventId(event),
    otherWaiting: ({ context, event }) => context.photos.some((p) => p.id !== eventId(event) && p.status === 'waiting'),
    isFailed: ({ context, event }) => context.photos.some((p) => p.id === eventId(event) && p.status === 'failed'),
    isUploading: ({ context, event }) => context.photos.some((p) => p.id === eventId(event) && p.status === 'uploading'),
  },
  actions: {
    // The shared helper's rule (SPEC 8): a business error's own message shows as a toast (the page's).
    announceFailure: (_, _params: { error: ApiError }) => {},
    keepTitles: assign((_, params: { titles: ComplaintTitles }) => ({ ...params.titles, error: null })),
    keepError: assign((_, params: { error: ApiError }) => ({ error: params.error })),
    // The stored draft fills only what is still empty: what was written before it was read is kept.
    restoreDraft: assign(({ context }, params: { draft: ComplaintFormDraft }) => ({
      unsettled: params.draft.sentAt !== undefined,
      text: context.text === '' ? capText(params.draft.text) : context.text,
      photos: context.photos.length === 0 ? restoredPhotos(params.draft.images, context.nextId) : context.photos,
      nextId: context.photos.length === 0 ? context.nextId + Math.min(params.draft.images.length, MAX_IMAGES) : context.nextId,
    })),
    setText: assign({ text: ({ context, event }) => (event.type === 'text.change' ? capText(event.value) : context.text) }),
    // A pick over 25 MB or not an image is on the form refused at once (nothing read or sent); any other waits its turn.
    addPhoto: assign(({ context, event }) => {
      const refusal = refusalOnPick(picked(event));
      const photo = newPhoto(context.nextId, picked(event), refusal ? { status: 'refused', refusal } : {});
      return { photos: [...context.photos, photo], nextId: context.nextId + 1 };
    }),
    startNext: assign({ photos: ({ context }) => startNext(context.photos) }),
    keepBody: assign({
      photos: ({ context }, params: { body: Blob }) =>
        update(context.photos, current(context.photos).id, () => ({ body: params.body, status: 'uploading' })),
    }),
    refusePhoto: assign({
      photos: ({ context }) => update(context.photos, current(context.photos).id, () => ({ status: 'refused', refusal: 'unreadable' })),
    }),
    keepProgress: assign({
      photos: ({ context, event }) =>
        event.type === 'upload.progress' ? update(context.photos, event.id, () => ({ sent: event.sent, total: event.total })) : context.photos,
    }),
    markSent: assign({
      photos: ({ context }, params: { image: UploadedImage }) =>
        update(context.photos, current(context.photos).id, () => ({ status: 'sent', url: params.image.url })),
    }),
    // The photo keeps why (said on it); the form's error is the toast's (SPEC 8: the server's message).
    markFailed: assign(({ context }, params: { error: ApiError }) => ({
      photos: update(context.photos, current(context.photos).id, () => ({ status: 'failed', error: params.error })),
      error: params.error,
    })),
    requeuePhoto: assign({ photos: ({ context, event }) => update(context.photos, eventId(event), () => ({ status: 'waiting', error: null })) }),
    removePhoto: assign({ photos: ({ context, event }) => context.photos.filter((p) => p.id !== eventId(event)) }),
    // The stored draft is marked sent (a save on its way, or cut by a reload), or no longer (the save was answered).
    markUnsettled: assign({ unsettled: true }),
    markSettled: assign({ unsettled: false }),
    // The draft stored (the page's); while it is marked sent, with its mark.
    storeDraft: () => {},
    // The draft marked sent, before the save leaves: a reload finds the mark and never offers Submit as if nothing went.
    markSending: () => {},
    clearDraft: () => {},
    // Why Submit does not send: the empty text (SPEC 5's message), images still on their way, or one not sent.
    toastWhyNot: (_, _params: { reason: 'emptyText' | 'photosPending' | 'photosNotSent' }) => {},
    toastUploading: () => {},
    // The 'uploading' toast stays until hidden: it goes when nothing is on its way any more (a photo
    // refused while being made small, or cancelled), else the upload's own toast takes its place.
    hideUploading: () => {},
    toastUploaded: () => {},
    toastError: () => {},
    replaceToEntry: () => {},
  },
});
