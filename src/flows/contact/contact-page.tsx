import { useSelector } from '@xstate/react';
import { contactMachine } from '../../../machines/contact/contact.machine';
import { selectContactStatus } from '../../../machines/contact/contact.selectors';
import { useFlowActor } from '../shared/use-flow-actor';
import { registerMessages } from '../../i18n';
import { MarketingShell } from '../shared/marketing-shell';
import { contactMessages } from '../../i18n/messages/contact';
import { ContactView } from './contact-view';

registerMessages(contactMessages);

export default function ContactPage() {
  const actor = useFlowActor(contactMachine, {});
  const status = useSelector(actor, selectContactStatus);
  return (
    <MarketingShell>
      <ContactView
        status={status}
        onSubmit={(values) => actor.send({ type: 'form.submit', values })}
        onInvalid={() => actor.send({ type: 'form.invalid' })}
        onEdit={() => actor.send({ type: 'form.edit' })}
      />
    </MarketingShell>
  );
}
