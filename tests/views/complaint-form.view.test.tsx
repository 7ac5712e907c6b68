import { expect, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { complaintFormMachine, type ComplaintFormContext } from '../../machines/complaint-form/complaint-form.machine';
import { draftKey } from '../../machines/complaint-form/complaint-draft';

/** SPEC 5 and 9: at most 9 images; the picker is hidden at 9. */
const MAX_IMAGES = 9;
import ComplaintFormPage from '../../src/flows/complaint/complaint-form-page';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage, pageAlert, toastText } from '../helpers/render-page';
import { businessError } from '../../stories/support/complaint-fixtures';
import { complaintFormModel, formDraft, formInput } from '../machines/complaint.model';
import { LocationProbe, currentLocation } from './location-probe';

// The route names no userId: the draft of the page with none (docs/decisions/0120).
const key = draftKey('', formInput.problemType, formInput.problemSonType, formInput.orderNo);
const textarea = () => screen.getByLabelText('Problem description') as HTMLTextAreaElement;
const picker = () => screen.queryByLabelText('Add image') as HTMLInputElement | null;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const thumbs = () => screen.queryAllByRole('img', { name: /^Image \d$/ });
const stored = () => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

const shownImages = () => thumbs().map((img) => img.getAttribute('src'));
const absolute = (urls: readonly string[]) => urls.map((u) => new URL(u, window.location.origin).href);

// The graph keeps the image count as none/some/full, so a state's own list may come from another path:
// check the bucket, and that the stored draft holds exactly the images on screen.
/** What the person typed last (the restored draft's text until they type): SPEC 5 keeps the first 200 characters. */
let typed = '';
const expectedText = () => typed.slice(0, 200);

function expectForm(c: ComplaintFormContext) {
  expect(screen.getByTestId('chosen-type')).toHaveTextContent('Cobranza');
  expect(screen.getByTestId('chosen-son-type')).toHaveTextContent('Llamadas excesivas');
  expect(textarea().value).toBe(expectedText());
  expect(screen.getByTestId('text-counter')).toHaveTextContent(`${expectedText().length}/200`);
  const count = thumbs().length;
  if (c.images.length >= MAX_IMAGES) expect(count).toBe(MAX_IMAGES);
  else if (c.images.length === 0) expect(count).toBe(0);
  else expect(count).toBeGreaterThan(0);
  expect(picker() === null).toBe(count >= MAX_IMAGES);
  const draft = stored() as { text: string; images: string[] };
  expect(draft.text).toBe(expectedText());
  expect(absolute(draft.images)).toEqual(shownImages());
}

describeViewModel('complaintForm', complaintFormMachine, {
  ...complaintFormModel,
  fakeTimers: 'manual',
  render: (machineOptions) => {
    // A draft saved just now (drafts expire after 7 days, docs/decisions/0097).
    localStorage.setItem(key, JSON.stringify({ ...formDraft, savedAt: Date.now() }));
    typed = formDraft.text;
    renderPage(
      <>
        <ComplaintFormPage />
        <LocationProbe />
      </>,
      { route: `/complainPageNext?type=1&orderId=240518001&problemType=1&problemSonType=11&orderNo=${formInput.orderNo}`, machineOptions },
    );
  },
  events: {
    // The success modal holds for 1500 ms: at 1499 ms the page has not left.
    'xstate.after.successModal.complaintForm.success': async () => {
      await act(async () => vi.advanceTimersByTime(1499));
      expect(screen.getByRole('dialog', { name: 'Sent' })).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(1));
    },
    'load.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'text.change': async (e, { user }) => {
      typed = (e as unknown as { value: string }).value;
      await user.clear(textarea());
      await user.click(textarea());
      await user.paste((e as unknown as { value: string }).value);
    },
    'image.pick': async (_e, { user }) => {
      const input = picker();
      // At 9 images the picker is gone: the machine ignores the pick, and so can a person.
      if (!input) return expect(thumbs()).toHaveLength(MAX_IMAGES);
      await user.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    },
    'image.remove': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Remove image 1' })),
    'form.submit': async (_e, { user }) => {
      const empty = textarea().value.trim() === '';
      await user.click(submit());
      if (empty) expect(screen.getByText('Please provide your opinions and suggestions.')).toBeInTheDocument();
    },
    'xstate.done.actor.uploadImage': async (e, { actors }) => {
      await act(async () => actors.settle('uploadImage', { output: (e as unknown as { output: unknown }).output }));
      expect(screen.getByText('Charging successful!')).toBeInTheDocument();
    },
    'xstate.error.actor.uploadImage': async (e, { actors }) => {
      await act(async () => actors.settle('uploadImage', { error: (e as unknown as { error: unknown }).error }));
      expect(screen.getByText(businessError.message)).toBeInTheDocument();
    },
    'xstate.error.actor.saveComplaint': async (e, { actors }) => {
      await act(async () => actors.settle('saveComplaint', { error: (e as unknown as { error: unknown }).error }));
      expect(screen.getByText(businessError.message)).toBeInTheDocument();
    },
  },
  states: {
    loading: () => {
      // The form from the first paint: the description takes text while the chosen type's titles load.
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(textarea()).not.toHaveAttribute('readonly');
      expect(textarea().value).toBe(expectedText());
      expect(picker()).toBeDisabled();
      expect(submit()).toBeDisabled();
    },
    failed: () => {
      // The server's message is the toast (SPEC 8); the page says why in our words.
      expect(toastText()).toContain(businessError.message);
      expect(pageAlert()).toHaveTextContent('The information could not be loaded.');
      expect(stored()).toEqual({ ...formDraft, savedAt: expect.any(Number) });
    },
    'editing.uploading': (s, { actors }) => {
      expectForm(s.context as ComplaintFormContext);
      expect(picker()).toBeDisabled();
      expect(submit()).toBeDisabled();
      expect(screen.getAllByText('uploading...').length).toBeGreaterThan(0);
      expect(actors.pending.get('uploadImage')?.input).toEqual({ file: expect.any(File) });
    },
    'editing.idle': (s) => {
      expectForm(s.context as ComplaintFormContext);
      expect(submit()).toBeEnabled();
    },
    submitting: (s, { actors }) => {
      expectForm(s.context as ComplaintFormContext);
      expect(submit()).toHaveAttribute('aria-busy', 'true');
      const input = actors.pending.get('saveComplaint')?.input as { images: string[] };
      expect(input).toMatchObject({ problemType: '1', problemSonType: '11', orderNo: formInput.orderNo, problemDetail: expectedText() });
      expect(absolute(input.images)).toEqual(shownImages());
    },
    success: () => {
      expect(screen.getByRole('dialog', { name: 'Sent' })).toBeInTheDocument();
      expect(localStorage.getItem(key)).toBeNull();
      expect(currentLocation().pathname).toBe('/complainPageNext');
    },
    left: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Going back…');
      expect(currentLocation().pathname).toBe('/complaint');
      expect(currentLocation().searchParams.get('orderId')).toBe('240518001');
    },
  },
});
