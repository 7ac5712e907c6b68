import { expect, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { complaintFormMachine, type ComplaintFormContext, type UploadInput } from '../../machines/complaint-form/complaint-form.machine';
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
/** A save cut by the page going: its notice is a bundle of its own, loaded when a draft marked sent is found. */
const notice = async (id: string) => {
  await act(async () => void (await import('../../src/flows/complaint/save-unsettled')));
  return screen.findByTestId(id);
};
const thumbs = () => screen.queryAllByRole('img', { name: /^Image \d$/ });
const tiles = () => screen.queryAllByTestId('photo');
const tile = (id: number) => tiles().find((t) => t.dataset.id === String(id));
const stored = () => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

/** A file as the model's payload describes it (its size and type; a 26 MB one is over the limit). */
const fileLike = (f: { name: string; size: number; type: string }) => new File([new Uint8Array(f.size)], f.name, { type: f.type });

// The graph keeps the image count as none/some/full, so a state's own list may come from another path:
// check the bucket, and that the stored draft holds exactly the images sent.
/** What the person typed last (the restored draft's text until they type): SPEC 5 keeps the first 200 characters. */
let typed = '';
const expectedText = () => typed.slice(0, 200);

function expectForm(c: ComplaintFormContext, sending = false) {
  expect(screen.getByTestId('chosen-type')).toHaveTextContent('Cobranza');
  expect(screen.getByTestId('chosen-son-type')).toHaveTextContent('Llamadas excesivas');
  expect(textarea().value).toBe(expectedText());
  expect(screen.getByTestId('text-counter')).toHaveTextContent(`${expectedText().length}/200`);
  const count = thumbs().length;
  expect(tiles()).toHaveLength(count);
  if (c.photos.length >= MAX_IMAGES) expect(count).toBe(MAX_IMAGES);
  else if (c.photos.length === 0) expect(count).toBe(0);
  else expect(count).toBeGreaterThan(0);
  expect(picker() === null).toBe(count >= MAX_IMAGES);
  // A stopped photo says why on itself: a failed upload with Retry, a refused one with its reason.
  for (const t of tiles()) {
    if (t.dataset.status === 'failed') {
      expect(t).toHaveTextContent(`Not sent: ${businessError.message}`);
      // Retry once nothing else is on its way.
      expect(within(t).queryAllByRole('button', { name: /^Retry image \d$/ })).toHaveLength(sending ? 0 : 1);
    }
    if (t.dataset.status === 'refused') expect(within(t).getByRole('alert')).toHaveTextContent(/Nothing was sent\.$/);
  }
  const draft = stored() as { text: string; images: string[] };
  expect(draft.text).toBe(expectedText());
  // The draft keeps the images sent; a page that read no draft (its read failed) leaves the stored one until something changes.
  const sent = tiles().filter((t) => t.dataset.status === 'sent').length;
  if (sent > 0 || draft.images.length !== formDraft.images.length) expect(draft.images).toHaveLength(sent);
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
    // The stored draft read: what it holds fills the description left empty (a draft marked sent too).
    'xstate.done.actor.readDraft': async (e, { actors }) => {
      const output = (e as unknown as { output: { text: string } }).output;
      await act(async () => actors.settle('readDraft', { output }));
      if (typed === '') typed = output.text;
    },
    'settle.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Check again' })),
    'text.change': async (e, { user }) => {
      typed = (e as unknown as { value: string }).value;
      await user.clear(textarea());
      await user.click(textarea());
      await user.paste((e as unknown as { value: string }).value);
    },
    'image.pick': async (e, { user }) => {
      const input = picker();
      // At 9 images the picker is gone: the machine ignores the pick, and so can a person.
      if (!input) return expect(thumbs()).toHaveLength(MAX_IMAGES);
      await user.upload(input, fileLike((e as unknown as { file: { name: string; size: number; type: string } }).file));
    },
    // Each photo's own controls, found on it: remove (not one on its way), cancel (the one on its way), retry (a failed one).
    'image.remove': async (e, { user }) => {
      const button = within(tile((e as unknown as { id: number }).id) ?? document.body).queryByRole('button', { name: /^Remove image \d$/ });
      if (button) await user.click(button);
    },
    'image.cancel': async (e, { user }) => {
      const on = tile((e as unknown as { id: number }).id);
      const button = on ? within(on).queryByRole('button', { name: /^Cancel sending image \d$/ }) : null;
      if (button) await user.click(button);
    },
    'image.retry': async (e, { user }) => {
      const on = tile((e as unknown as { id: number }).id);
      const button = on ? within(on).queryByRole('button', { name: /^Retry image \d$/ }) : null;
      if (button) await user.click(button);
    },
    // The upload reports its bytes sent (src/api/http.ts): the page shows the per cent on the photo.
    'upload.progress': async (e, { actors }) => {
      const { sent, total } = e as unknown as { sent: number; total: number };
      const upload = actors.pending.get('uploadImage')?.input as UploadInput | undefined;
      await act(async () => upload?.onProgress(sent, total));
    },
    'form.submit': async (_e, { user }) => {
      const empty = textarea().value.trim() === '';
      await user.click(screen.queryByRole('button', { name: 'Submit' }) ?? screen.getByRole('button', { name: 'Send again' }));
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
    'editing.sending': (s) => {
      expectForm(s.context as ComplaintFormContext, true);
      // Picks queue up and the text is taken while photos go; Submit stays tappable and says why it waits.
      expect(submit()).toBeEnabled();
      expect(tiles().filter((t) => ['preparing', 'uploading'].includes(t.dataset.status ?? ''))).toHaveLength(1);
    },
    'editing.sending.preparing': (_s, { actors }) => {
      const going = tiles().find((t) => t.dataset.status === 'preparing');
      expect(going).toHaveTextContent('Making it smaller…');
      expect(within(going!).getByRole('button', { name: /^Cancel sending image \d$/ })).toBeInTheDocument();
      expect(actors.pending.get('preparePhoto')?.input).toEqual({ file: expect.any(File) });
    },
    'editing.sending.uploading': (_s, { actors }) => {
      const going = tiles().find((t) => t.dataset.status === 'uploading');
      expect(going).toHaveTextContent(/Sending(…| 50%)/);
      expect(actors.pending.get('uploadImage')?.input).toEqual({ file: expect.anything(), onProgress: expect.any(Function) });
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
      expect(input.images).toEqual((stored() as { images: string[] }).images);
    },
    // docs/decisions/0137: a draft found marked sent (its save cut by a reload) is settled by the
    // list before anything is offered; what was sent stays on screen, read only.
    settling: async (_s, { actors }) => {
      expect(await notice('save-settling')).toHaveTextContent('We are checking whether we received it');
      expect(textarea()).toHaveAttribute('readonly');
      expect(textarea().value).toBe(expectedText());
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      expect(actors.pending.get('findComplaint')?.input).toEqual({ text: expectedText(), typeTitle: 'Cobranza' });
      expect(actors.pending.has('saveComplaint')).toBe(false);
    },
    notFound: async () => {
      expect(await notice('save-notFound')).toHaveTextContent('If you send it again and it did reach us, it will be filed twice.');
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'My complaints' })).toBeEnabled();
      expect((stored() as { sentAt?: number }).sentAt).toEqual(expect.any(Number));
    },
    unsettled: async () => {
      expect(await notice('save-unsettled')).toHaveTextContent('It may have been filed: look in your complaints before sending it again.');
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'My complaints' })).toBeEnabled();
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
