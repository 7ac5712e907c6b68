import { describe, expect, it } from 'vitest';
import { contactMachine, type ContactEvent } from '../../machines/contact/contact.machine';
import { contactIntents, selectContactView } from '../../machines/contact/contact.view-model';

const at = (value: string) => contactMachine.resolveState({ value, context: {} });

describe('the contact view model', () => {
  it('shows the outcome of the last submit', () => {
    expect(selectContactView(at('editing'))).toEqual({ status: 'editing' });
    expect(selectContactView(at('invalid'))).toEqual({ status: 'invalid' });
    expect(selectContactView(at('submitted'))).toEqual({ status: 'submitted' });
  });

  it('sends one event per intent, with what was typed', () => {
    const sent: ContactEvent[] = [];
    const on = contactIntents((event) => sent.push(event));
    const values = { name: 'Ana Ruiz', phone: '5512345678', email: 'ana@example.com', remark: 'Quiero información' };
    on.onEdit();
    on.onInvalid();
    on.onSubmit(values);
    expect(sent).toEqual([{ type: 'form.edit' }, { type: 'form.invalid' }, { type: 'form.submit', values }]);
  });
});
