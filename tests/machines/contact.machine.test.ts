import { expect } from 'vitest';
import { contactMachine } from '../../machines/contact/contact.machine';
import { describeMachineModel } from '../helpers/machine-suite';
import { everyEvent } from '../helpers/spec-table';
import { contactModel } from './contact.model';

const COMPLETE = { name: 'Ana Ruiz', phone: '5512345678', email: 'ana@example.com', remark: 'Quiero información' };

describeMachineModel('contact', contactMachine, {
  ...contactModel,
  states: {
    editing: (run) => {
      expect(run.actor.getSnapshot().hasTag('error')).toBe(false);
      expect(run.actor.getSnapshot().hasTag('success')).toBe(false);
    },
    invalid: (run) => {
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
    },
    submitted: (run) => {
      expect(run.actor.getSnapshot().hasTag('success')).toBe(true);
    },
  },
  every: everyEvent(contactMachine, {
    'form.submit': { type: 'form.submit', values: COMPLETE },
    'form.invalid': { type: 'form.invalid' },
    'form.edit': { type: 'form.edit' },
  }),
  // SPEC 2 and "Contact form": the form is checked on Submit, from whatever it shows ('Please provide
  // complete information!' or 'Successful!'); editing a field takes the message away.
  transitions: [
    { from: 'editing', event: { type: 'form.invalid' }, to: 'invalid' },
    { from: 'editing', event: { type: 'form.submit', values: COMPLETE }, to: 'submitted' },
    { from: 'invalid', event: { type: 'form.edit' }, to: 'editing' },
    { from: 'invalid', event: { type: 'form.invalid' }, to: 'invalid', note: 'Submit again, still incomplete' },
    { from: 'invalid', event: { type: 'form.submit', values: COMPLETE }, to: 'submitted' },
    { from: 'submitted', event: { type: 'form.edit' }, to: 'editing' },
    { from: 'submitted', event: { type: 'form.invalid' }, to: 'invalid' },
    { from: 'submitted', event: { type: 'form.submit', values: COMPLETE }, to: 'submitted', note: 'Submit again' },
  ],
});
