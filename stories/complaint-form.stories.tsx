import type { Meta, StoryObj } from '@storybook/react-vite';
import { complaintFormMachine, type ComplaintFormContext } from '../machines/complaint-form/complaint-form.machine';
import ComplaintFormPage from '../src/flows/complaint/complaint-form-page';
import { businessError, draftImages } from './support/complaint-fixtures';
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
  images: draftImages.slice(0, 2),
  pendingFile: null,
  error: null,
  ...over,
});

/** Reading the stored draft (an instant): the form as prerendered, empty. */
export const Loading = stateStory(
  complaintFormMachine,
  ComplaintFormPage,
  { loading: 'draft' },
  at({ typeTitle: '', sonTypeTitle: '', text: '', images: [] }),
  {
    name: 'Loading (reading the draft)',
  },
);
/** The draft is back; the type titles load while the borrower writes. */
export const LoadingTitles = stateStory(complaintFormMachine, ComplaintFormPage, { loading: 'titles' }, at({ typeTitle: '', sonTypeTitle: '' }), {
  name: 'Loading (type titles, draft restored)',
});
export const Failed = stateStory(complaintFormMachine, ComplaintFormPage, 'failed', at({ typeTitle: '', sonTypeTitle: '', error: businessError }));
export const Editing = stateStory(complaintFormMachine, ComplaintFormPage, { editing: 'idle' }, at({ text: '', images: [] }), {
  name: 'Editing (empty)',
});
export const EditingWithImages = stateStory(complaintFormMachine, ComplaintFormPage, { editing: 'idle' }, at(), {
  name: 'Editing (text and 2 images)',
});
export const EditingFull = stateStory(
  complaintFormMachine,
  ComplaintFormPage,
  { editing: 'idle' },
  at({ images: [...draftImages, draftImages[0]!] }),
  {
    name: 'Editing (9 images: picker hidden)',
  },
);
export const Uploading = stateStory(complaintFormMachine, ComplaintFormPage, { editing: 'uploading' }, at());
export const Submitting = stateStory(complaintFormMachine, ComplaintFormPage, 'submitting', at());
export const Success = stateStory(complaintFormMachine, ComplaintFormPage, 'success', at());
export const Left = stateStory(complaintFormMachine, ComplaintFormPage, 'left', at());

/** Its link without a usable value it acts on (docs/decisions/0092-acted-on-values.md). */
export const LinkRefused: StoryObj = {
  name: 'Link refused (problemType missing)',
  parameters: { route: '/complainPageNext?orderNo=MX240518001' },
  render: () => <ComplaintFormPage />,
};
