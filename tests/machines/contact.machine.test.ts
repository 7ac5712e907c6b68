import { expect } from 'vitest';
import { contactMachine } from '../../machines/contact/contact.machine';
import { describeMachineModel } from '../helpers/machine-suite';
import { contactModel } from './contact.model';

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
});
