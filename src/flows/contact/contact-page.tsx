import { contactMachine } from '../../../machines/contact/contact.machine';
import { contactIntents, selectContactView } from '../../../machines/contact/contact.view-model';
import { useFlowActor } from '../shared/use-flow-actor';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { registerMessages } from '../../i18n';
import { MarketingShell } from '../shared/marketing-shell';
import { contactMessages } from '../../i18n/messages/contact';
import { ContactView } from './contact-view';

registerMessages(contactMessages);

export default function ContactPage() {
  const actor = useFlowActor(contactMachine, {});
  const view = useFlowView(actor, selectContactView);
  const intents = useIntents(actor, contactIntents);
  return (
    <MarketingShell>
      <ContactView {...view} {...intents} />
    </MarketingShell>
  );
}
