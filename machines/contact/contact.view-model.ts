import type { SnapshotFrom } from 'xstate';
import type { ContactEvent, ContactValues, contactMachine } from './contact.machine';

export type ContactStatus = 'editing' | 'invalid' | 'submitted';

/** What the contact form shows, from its snapshot: the outcome of the last submit (the form keeps what is typed). */
export interface ContactViewModel {
  status: ContactStatus;
}

export function selectContactView(s: SnapshotFrom<typeof contactMachine>): ContactViewModel {
  return { status: s.matches('submitted') ? 'submitted' : s.matches('invalid') ? 'invalid' : 'editing' };
}

/** What the visitor can do on the contact form, as the events it sends. */
export function contactIntents(send: (event: ContactEvent) => void) {
  return {
    onSubmit: (values: ContactValues) => send({ type: 'form.submit', values }),
    onInvalid: () => send({ type: 'form.invalid' }),
    onEdit: () => send({ type: 'form.edit' }),
  };
}
