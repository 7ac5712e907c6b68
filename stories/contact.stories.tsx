import type { Meta } from '@storybook/react-vite';
import { contactMachine } from '../machines/contact/contact.machine';
import ContactPage from '../src/flows/contact/contact-page';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Contact',
  parameters: { route: '/Contact' },
} satisfies Meta;

export const Editing = stateStory(contactMachine, ContactPage, 'editing', {});

export const Invalid = stateStory(contactMachine, ContactPage, 'invalid', {});

export const Submitted = stateStory(contactMachine, ContactPage, 'submitted', {});
