import type { SnapshotFrom } from 'xstate';
import type { contactMachine } from './contact.machine';

type ContactSnapshot = SnapshotFrom<typeof contactMachine>;

export type ContactStatus = 'editing' | 'invalid' | 'submitted';

export const selectContactStatus = (s: ContactSnapshot): ContactStatus =>
  s.matches('submitted') ? 'submitted' : s.matches('invalid') ? 'invalid' : 'editing';
