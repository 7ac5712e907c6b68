import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { complaintFormMachine, type ComplaintFormContext, type ComplaintFormEvent } from '../../machines/complaint-form/complaint-form.machine';
import { complaintFormIntents, selectComplaintFormView } from '../../machines/complaint-form/complaint-form.view-model';
import { newPhoto, restoredPhotos } from '../../machines/complaint-form/photos';
import { businessError, draftImages } from '../../stories/support/complaint-fixtures';

const written: ComplaintFormContext = {
  problemType: '1',
  problemSonType: '11',
  orderNo: 'MX240518001',
  typeTitle: 'Cobranza',
  sonTypeTitle: 'Llamadas excesivas',
  text: 'Me llaman de noche.',
  photos: restoredPhotos(draftImages.slice(0, 2), 1),
  nextId: 3,
  error: null,
  unsettled: false,
};
const view = (value: StateValue, over: Partial<ComplaintFormContext> = {}) =>
  selectComplaintFormView(complaintFormMachine.resolveState({ value, context: { ...written, ...over } }));
const restored = (url: string, id: number) => ({ id, status: 'sent', local: null, url, percent: null, refusal: null, error: null });

describe('the complaint form view model', () => {
  it('keeps what was typed while the draft and the titles load', () => {
    expect(view({ loading: 'draft' }, { typeTitle: '', sonTypeTitle: '', photos: [] })).toEqual({
      status: 'loading',
      typeTitle: '',
      sonTypeTitle: '',
      text: 'Me llaman de noche.',
      photos: [],
      error: null,
    });
    expect(view({ loading: 'titles' }, { typeTitle: '' }).photos).toEqual([restored(draftImages[0]!, 1), restored(draftImages[1]!, 2)]);
  });

  it('keeps why the titles failed to load, for the view to put in words', () => {
    const failed = view('failed', { typeTitle: '', error: businessError });
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(businessError);
    expect(failed.text).toBe('Me llaman de noche.');
  });

  it('shows the chosen type, the text and the images while editing and sending', () => {
    expect(view({ editing: 'idle' })).toEqual({
      status: 'editing',
      typeTitle: 'Cobranza',
      sonTypeTitle: 'Llamadas excesivas',
      text: 'Me llaman de noche.',
      photos: [restored(draftImages[0]!, 1), restored(draftImages[1]!, 2)],
      error: null,
    });
    expect(view({ editing: { sending: 'preparing' } }).status).toBe('sending');
    expect(view({ editing: { sending: 'uploading' } }).status).toBe('sending');
  });

  it('each picked photo shows from the phone: the small picture once made, its per cent while it uploads, why it stopped', () => {
    const file = new Blob(['original'], { type: 'image/jpeg' });
    const body = new Blob(['small'], { type: 'image/jpeg' });
    const photos = [
      newPhoto(3, file, { status: 'preparing' }),
      newPhoto(4, file, { status: 'uploading', body, sent: 0, total: 0 }),
      newPhoto(5, file, { status: 'uploading', body, sent: 999, total: 1000 }),
      newPhoto(6, file, { status: 'failed', body, sent: 10, total: 1000, error: businessError }),
      newPhoto(7, file, { status: 'refused', refusal: 'unreadable' }),
    ];
    const shown = view({ editing: { sending: 'uploading' } }, { photos }).photos;
    expect(shown.map((p) => [p.id, p.status, p.local, p.percent, p.refusal, p.error])).toEqual([
      [3, 'preparing', file, null, null, null],
      [4, 'uploading', body, null, null, null],
      [5, 'uploading', body, 99, null, null],
      [6, 'failed', body, null, null, businessError],
      [7, 'refused', file, null, 'unreadable', null],
    ]);
  });

  it('follows the submit to the success modal and away', () => {
    expect(view('submitting').status).toBe('submitting');
    expect(view('success').status).toBe('success');
    expect(view('left').status).toBe('left');
  });

  it('says a save cut by a reload is being settled, not found, or not settled, with what was sent', () => {
    expect(view('settling', { unsettled: true }).status).toBe('settling');
    expect(view('notFound', { unsettled: true })).toMatchObject({ status: 'notFound', text: 'Me llaman de noche.' });
    expect(view('unsettled', { unsettled: true, error: businessError })).toMatchObject({ status: 'unsettled', error: businessError });
  });

  it('sends one event per intent', () => {
    const sent: ComplaintFormEvent[] = [];
    const on = complaintFormIntents((event) => sent.push(event));
    const file = new Blob(['png'], { type: 'image/png' });
    on.onRetry();
    on.onTextChange('Hola');
    on.onPick(file);
    on.onRemove(1);
    on.onCancel(2);
    on.onRetryPhoto(3);
    on.onSubmit();
    on.onCheckAgain();
    expect(sent).toEqual([
      { type: 'load.retry' },
      { type: 'text.change', value: 'Hola' },
      { type: 'image.pick', file },
      { type: 'image.remove', id: 1 },
      { type: 'image.cancel', id: 2 },
      { type: 'image.retry', id: 3 },
      { type: 'form.submit' },
      { type: 'settle.retry' },
    ]);
    expect((sent[2] as { file: Blob }).file).toBe(file);
  });
});
