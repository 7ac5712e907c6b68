// The contact form's reload table (docs/decisions/0137): its machine holds no field, only what the
// last Submit showed. The fields are the form's: the page keeps them for the tab until they are sent
// (src/flows/contact/contact-page.tsx, checked by its page test), so they come back with the form whatever its state.
import type { ReloadSpec } from '../shared/reload';

export const contactReload: ReloadSpec<unknown, never> = {
  table: {
    editing: { brings: 'start', why: 'the form as it was left: its fields are kept by the page, not by the machine' },
    invalid: { brings: 'start', why: 'the message answered a Submit made before the reload and is not shown again; the fields come back as kept' },
    submitted: { brings: 'start', why: 'nothing was sent (the spec’s local message only): the form is shown again, its sent fields no longer kept' },
  },
  keep: () => null,
};
