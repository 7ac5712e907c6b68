import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { contactMachine, type ContactValues } from '../../machines/contact/contact.machine';
import ContactPage from '../../src/flows/contact/contact-page';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { contactModel } from '../machines/contact.model';

const LABELS: Record<keyof ContactValues, string> = { name: 'Name', phone: 'Telephone', email: 'E-mail', remark: 'Remark' };
const input = (key: keyof ContactValues) => screen.getByLabelText(LABELS[key]) as HTMLInputElement;
const outcome = () => screen.getByRole('status');

async function fill(user: UserEvent, values: ContactValues) {
  for (const key of Object.keys(LABELS) as (keyof ContactValues)[]) {
    await user.clear(input(key));
    await user.type(input(key), values[key]);
  }
}

describeViewModel('contact', contactMachine, {
  ...contactModel,
  render: (machineOptions) => renderPage(<ContactPage />, { route: '/Contact?type=1', machineOptions }),
  events: {
    'form.submit': async (e, { user }) => {
      await fill(user, (e as unknown as { values: ContactValues }).values);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
    // A complete form but for the e-mail, which holds only spaces: every field is required.
    'form.invalid': async (_e, { user }) => {
      await fill(user, { name: 'Ana', phone: '5512345678', email: '   ', remark: 'Hola' });
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
    'form.edit': async (_e, { user }) => {
      await user.type(input('remark'), '!');
    },
  },
  states: {
    editing: () => {
      expect(outcome()).toHaveTextContent(/^$/);
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    },
    invalid: () => {
      expect(outcome()).toHaveTextContent('Please provide complete information!');
      // What the visitor typed stays.
      expect(input('name').value).toBe('Ana');
    },
    submitted: () => {
      expect(outcome()).toHaveTextContent('Successful!');
      expect(input('email').value).toBe('ana@example.com');
    },
  },
});
