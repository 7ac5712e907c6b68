// Every line in every state, in both languages (docs/decisions/0134): the contact form, each of its
// states (editing, invalid, submitted) in Spanish and in English, shows exactly the texts pinned
// here for the keys that state uses, and no other text of the page's keys (read from its source
// files). The incomplete and success notices are the spec's own English texts in both languages.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import ContactPage from '../../src/flows/contact/contact-page';
import { describeStateLines } from '../helpers/state-lines-suite';

const FORM = ['contact.title', 'contact.lead', 'contact.name', 'contact.phone', 'contact.email', 'contact.remark', 'contact.submit'];
/** The contact machine loads nothing: the suite's load actor is one it never starts. */
const nothing = () => fromPromise(async () => null);
const submit = () => screen.getByRole('button', { name: /^(Submit|Enviar)$/ });

describeStateLines('contact page', {
  Page: ContactPage,
  route: '/Contact',
  machineId: 'contact',
  actor: 'unused',
  files: ['src/flows/contact/contact-page.tsx', 'src/flows/contact/contact-view.tsx'],
  pinned: {
    'contact.title': { es: 'Contáctenos', en: 'Contact Us' },
    'contact.lead': {
      es: 'Déjenos sus datos y un comentario; le responderemos pronto.',
      en: 'Leave us your details and a remark; we will get back to you soon.',
    },
    'contact.name': { es: 'Nombre', en: 'Name' },
    'contact.phone': { es: 'Teléfono', en: 'Telephone' },
    'contact.email': { es: 'Correo electrónico', en: 'E-mail' },
    'contact.remark': { es: 'Comentario', en: 'Remark' },
    'contact.submit': { es: 'Enviar', en: 'Submit' },
    'contact.incomplete': { es: 'Please provide complete information!', en: 'Please provide complete information!' },
    'contact.success': { es: 'Successful!', en: 'Successful!' },
  },
  notShown: {},
  states: [
    { name: 'editing', load: nothing, reach: () => screen.findByRole('heading', { level: 1 }), lines: FORM },
    {
      name: 'invalid (sent with a field empty)',
      load: nothing,
      reach: async () => {
        const user = userEvent.setup();
        await user.type(screen.getByRole('textbox', { name: /^(Name|Nombre)$/ }), 'Ana Ruiz');
        await user.click(submit());
        return screen.findByText('Please provide complete information!');
      },
      lines: [...FORM, 'contact.incomplete'],
    },
    {
      name: 'submitted',
      load: nothing,
      reach: async () => {
        const user = userEvent.setup();
        await user.type(screen.getByRole('textbox', { name: /^(Name|Nombre)$/ }), 'Ana Ruiz');
        await user.type(screen.getByRole('textbox', { name: /^(Telephone|Teléfono)$/ }), '5512345678');
        await user.type(screen.getByRole('textbox', { name: /^(E-mail|Correo electrónico)$/ }), 'ana@example.com');
        await user.type(screen.getByRole('textbox', { name: /^(Remark|Comentario)$/ }), 'Quiero información');
        await user.click(submit());
        return screen.findByText('Successful!');
      },
      lines: [...FORM, 'contact.success'],
    },
  ],
});
