import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { complaintFormMachine, type ComplaintFormContext, type ComplaintFormEvent } from '../../machines/complaint-form/complaint-form.machine';
import { complaintFormIntents, selectComplaintFormView } from '../../machines/complaint-form/complaint-form.view-model';
import { businessError, draftImages } from '../../stories/support/complaint-fixtures';

const written: ComplaintFormContext = {
  problemType: '1',
  problemSonType: '11',
  orderNo: 'MX240518001',
  typeTitle: 'Cobranza',
  sonTypeTitle: 'Llamadas excesivas',
  text: 'Me llaman de noche.',
  images: draftImages.slice(0, 2),
  pendingFile: null,
  error: null,
};
const view = (value: StateValue, over: Partial<ComplaintFormContext> = {}) =>
  selectComplaintFormView(complaintFormMachine.resolveState({ value, context: { ...written, ...over } }));

describe('the complaint form view model', () => {
  it('keeps what was typed while the draft and the titles load', () => {
    expect(view({ loading: 'draft' }, { typeTitle: '', sonTypeTitle: '', images: [] })).toEqual({
      status: 'loading',
      typeTitle: '',
      sonTypeTitle: '',
      text: 'Me llaman de noche.',
      images: [],
      error: null,
    });
    expect(view({ loading: 'titles' }, { typeTitle: '' }).images).toEqual(draftImages.slice(0, 2));
  });

  it('keeps why the titles failed to load, for the view to put in words', () => {
    const failed = view('failed', { typeTitle: '', error: businessError });
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(businessError);
    expect(failed.text).toBe('Me llaman de noche.');
  });

  it('shows the chosen type, the text and the images while editing and uploading', () => {
    expect(view({ editing: 'idle' })).toEqual({
      status: 'editing',
      typeTitle: 'Cobranza',
      sonTypeTitle: 'Llamadas excesivas',
      text: 'Me llaman de noche.',
      images: draftImages.slice(0, 2),
      error: null,
    });
    expect(view({ editing: 'uploading' }).status).toBe('uploading');
  });

  it('follows the submit to the success modal and away', () => {
    expect(view('submitting').status).toBe('submitting');
    expect(view('success').status).toBe('success');
    expect(view('left').status).toBe('left');
  });

  it('sends one event per intent', () => {
    const sent: ComplaintFormEvent[] = [];
    const on = complaintFormIntents((event) => sent.push(event));
    const file = new Blob(['png'], { type: 'image/png' });
    on.onRetry();
    on.onTextChange('Hola');
    on.onPick(file);
    on.onRemove(1);
    on.onSubmit();
    expect(sent).toEqual([
      { type: 'load.retry' },
      { type: 'text.change', value: 'Hola' },
      { type: 'image.pick', file },
      { type: 'image.remove', index: 1 },
      { type: 'form.submit' },
    ]);
    expect((sent[2] as { file: Blob }).file).toBe(file);
  });
});
