import type { Meta, StoryObj } from '@storybook/react-vite';
import { complaintFormMachine, type ComplaintFormContext } from '../machines/complaint-form/complaint-form.machine';
import ComplaintFormPage from '../src/flows/complaint/complaint-form-page';
import { businessError, draftImages } from './support/complaint-fixtures';
import { newPhoto, restoredPhotos } from '../machines/complaint-form/photos';
import { apiError, type ApiError } from '../src/api';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Complaint form',
  parameters: { route: '/complainPageNext?problemType=1&problemSonType=11&orderNo=MX240518001' },
} satisfies Meta;

const text = 'Me llaman varias veces al día, incluso de noche, aunque mi pago aún no vence.';

const at = (over: Partial<ComplaintFormContext> = {}): ComplaintFormContext => ({
  problemType: '1',
  problemSonType: '11',
  orderNo: 'MX240518001',
  typeTitle: 'Cobranza',
  sonTypeTitle: 'Llamadas excesivas',
  text,
  photos: restoredPhotos(draftImages.slice(0, 2), 1),
  nextId: 3,
  error: null,
  unsettled: false,
  ...over,
});

/** A photo as picked on the phone (a drawn receipt; a real one would be a camera JPEG) and as made small. */
const receipt = (fill: string) =>
  new Blob(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 40"><rect width="30" height="40" fill="${fill}"/><path d="M5 8h20M5 14h16M5 20h18" stroke="#444"/></svg>`,
    ],
    {
      type: 'image/svg+xml',
    },
  );
const picked = receipt('#f4efe1');
const small = receipt('#eef4e1');
const restored = restoredPhotos(draftImages.slice(0, 2), 1);
const http413: ApiError = apiError({ kind: 'http', status: 413 });

/** Reading the stored draft (an instant): the form as prerendered, empty. */
export const Loading = stateStory(
  complaintFormMachine,
  ComplaintFormPage,
  { loading: 'draft' },
  at({ typeTitle: '', sonTypeTitle: '', text: '', photos: [] }),
  {
    name: 'Loading (reading the draft)',
  },
);
/** The draft is back; the type titles load while the borrower writes. */
export const LoadingTitles = stateStory(complaintFormMachine, ComplaintFormPage, { loading: 'titles' }, at({ typeTitle: '', sonTypeTitle: '' }), {
  name: 'Loading (type titles, draft restored)',
});
export const Failed = stateStory(complaintFormMachine, ComplaintFormPage, 'failed', at({ typeTitle: '', sonTypeTitle: '', error: businessError }));
export const Editing = stateStory(complaintFormMachine, ComplaintFormPage, { editing: 'idle' }, at({ text: '', photos: [] }), {
  name: 'Editing (empty)',
});
export const EditingWithImages = stateStory(complaintFormMachine, ComplaintFormPage, { editing: 'idle' }, at(), {
  name: 'Editing (text and 2 images)',
});
export const EditingFull = stateStory(
  complaintFormMachine,
  ComplaintFormPage,
  { editing: 'idle' },
  at({ photos: restoredPhotos([...draftImages, draftImages[0]!], 1), nextId: 10 }),
  {
    name: 'Editing (9 images: picker hidden)',
  },
);
/** A picked photo made small on the phone, its thumbnail shown at once from the picked file; the next one waits its turn. */
export const Preparing = stateStory(
  complaintFormMachine,
  ComplaintFormPage,
  { editing: { sending: 'preparing' } },
  at({ photos: [...restored, newPhoto(3, picked, { status: 'preparing' }), newPhoto(4, picked)], nextId: 5 }),
  { name: 'Sending (a photo made smaller, another waiting)' },
);
/** The small picture on its way with its per cent; cancel on it; Submit says why it waits. */
export const Uploading = stateStory(
  complaintFormMachine,
  ComplaintFormPage,
  { editing: { sending: 'uploading' } },
  at({ photos: [...restored, newPhoto(3, picked, { status: 'uploading', body: small, sent: 131_072, total: 327_680 })], nextId: 4 }),
  { name: 'Sending (a photo uploading, 40%)' },
);
/** The server refused the photo (413 here): the reason on the photo, and Retry without picking again. */
export const UploadFailed = stateStory(
  complaintFormMachine,
  ComplaintFormPage,
  { editing: 'idle' },
  at({
    photos: [...restored, newPhoto(3, picked, { status: 'failed', body: small, sent: 65_536, total: 327_680, error: http413 })],
    nextId: 4,
    error: http413,
  }),
  { name: 'Editing (an upload failed: retry)' },
);
/** Photos refused on the phone, nothing sent: one that cannot be read (a HEIC), one over 25 MB. */
export const PhotoRefused = stateStory(
  complaintFormMachine,
  ComplaintFormPage,
  { editing: 'idle' },
  at({
    photos: [
      ...restored,
      newPhoto(3, picked, { status: 'refused', refusal: 'unreadable' }),
      newPhoto(4, picked, { status: 'refused', refusal: 'tooLarge' }),
    ],
    nextId: 5,
  }),
  { name: 'Editing (photos refused: unreadable, over 25 MB)' },
);
export const Submitting = stateStory(complaintFormMachine, ComplaintFormPage, 'submitting', at());
/** A save cut by a reload (docs/decisions/0137): the list is read before anything is offered. */
export const Settling = stateStory(complaintFormMachine, ComplaintFormPage, 'settling', at({ unsettled: true }), {
  name: 'Settling (a save cut by a reload)',
});
export const NotFound = stateStory(complaintFormMachine, ComplaintFormPage, 'notFound', at({ unsettled: true }), {
  name: 'Not found (a save cut by a reload, not in the list)',
});
export const Unsettled = stateStory(complaintFormMachine, ComplaintFormPage, 'unsettled', at({ unsettled: true, error: businessError }), {
  name: 'Unsettled (a save cut by a reload, the list not read)',
});
export const Success = stateStory(complaintFormMachine, ComplaintFormPage, 'success', at());
export const Left = stateStory(complaintFormMachine, ComplaintFormPage, 'left', at());

/** Its link without a usable value it acts on (docs/decisions/0092-acted-on-values.md). */
export const LinkRefused: StoryObj = {
  name: 'Link refused (problemType missing)',
  parameters: { route: '/complainPageNext?orderNo=MX240518001' },
  render: () => <ComplaintFormPage />,
};
