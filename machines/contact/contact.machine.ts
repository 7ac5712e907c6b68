// Contact form of the public site: the form validates (all four fields), the machine shows the outcome; nothing is sent.
// States: editing -> invalid ('Please provide complete information!') | submitted ('Successful!'); editing a field returns to editing.
import { setup } from 'xstate';

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  remark: string;
}

export type ContactEvent = { type: 'form.submit'; values: ContactValues } | { type: 'form.invalid' } | { type: 'form.edit' };

export const contactMachine = setup({
  types: {
    context: {} as Record<string, never>,
    events: {} as ContactEvent,
    tags: {} as 'error' | 'success',
  },
}).createMachine({
  id: 'contact',
  context: {},
  initial: 'editing',
  on: {
    'form.submit': { target: '.submitted' },
    'form.invalid': { target: '.invalid' },
  },
  states: {
    editing: {},
    invalid: {
      tags: ['error'],
      on: { 'form.edit': { target: 'editing' } },
    },
    submitted: {
      tags: ['success'],
      on: { 'form.edit': { target: 'editing' } },
    },
  },
});
