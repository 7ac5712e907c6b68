import { contactMachine } from '../../../machines/contact/contact.machine';
import { contactIntents, selectContactView } from '../../../machines/contact/contact.view-model';
import { useFlowActor } from '../shared/use-flow-actor';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { registerMessages } from '../../i18n';
import { MarketingShell } from '../shared/marketing-shell';
import { contactMessages } from '../../i18n/messages/contact';
import { ContactView } from './contact-view';
import { useEffect, useState } from 'react';
import { sessionKeep } from '../../lib/session-keep';
import type { ContactForm } from './contact-schema';

registerMessages(contactMessages);

/** What is typed in the contact form, for the tab, until it is sent (docs/decisions/0137); the public site has no user. */
const typed = sessionKeep<ContactForm>('contact', (value) => {
  if (typeof value !== 'object' || value === null) return null;
  const field = (name: keyof ContactForm) => {
    const v: unknown = Reflect.get(value, name);
    return typeof v === 'string' ? v : null;
  };
  const [name, phone, email, remark] = [field('name'), field('phone'), field('email'), field('remark')];
  return name === null || phone === null || email === null || remark === null ? null : { name, phone, email, remark };
});

export default function ContactPage() {
  const actor = useFlowActor(contactMachine, {});
  const view = useFlowView(actor, selectContactView);
  const intents = useIntents(actor, contactIntents);
  const [initialValues] = useState(() => typed.read('') ?? undefined);
  // Sent: the form's flow ended, nothing to bring back.
  useEffect(() => {
    if (view.status === 'submitted') typed.clear('');
  }, [view.status]);
  return (
    <MarketingShell>
      <ContactView {...view} {...intents} initialValues={initialValues} onValuesChange={(values) => typed.write('', values)} />
    </MarketingShell>
  );
}
