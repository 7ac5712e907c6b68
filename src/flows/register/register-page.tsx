import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerMachine } from '../../../machines/register/register.machine';
import { registerIntents, selectRegisterView } from '../../../machines/register/register.view-model';
import { captchaUrl } from '../../api/promotion';
import { useApiClients } from '../../api/use-api-clients';
import { useFlowActor } from '../shared/use-flow-actor';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { registerMessages } from '../../i18n';
import { browserAdTracker } from '../../lib/ad-tracker';
import { clientType } from '../../lib/user-agent';
import { useSession } from '../../session';
import { registerImplementations } from './register-implementations';
import { registerPageMessages } from '../../i18n/messages/register';
import { registerParamsFrom, templateHash } from './register-params';
import { RegisterView } from './register-view';

registerMessages(registerPageMessages);

export default function RegisterPage() {
  const session = useSession();
  const api = useApiClients();
  const navigate = useNavigate();
  const [params] = useState(() => registerParamsFrom(session.query));
  // The captcha timestamp: page load time plus the refresh count, new on every refresh.
  const [loadedAt] = useState(() => Date.now());
  const langSearch = session.query.type ? `?type=${encodeURIComponent(session.query.type)}` : '';
  const actor = useFlowActor(
    registerMachine,
    registerImplementations({
      api,
      params,
      clientType: clientType(navigator.userAgent, navigator.maxTouchPoints),
      tracker: browserAdTracker,
      goToDownload: () => void navigate({ pathname: '/', search: langSearch, hash: templateHash('downloadTemplate', params) }),
    }),
    { params },
  );
  const view = useFlowView(actor, selectRegisterView);
  const intents = useIntents(actor, registerIntents);
  return (
    <RegisterView
      {...view}
      {...intents}
      captchaSrc={captchaUrl(api, view.sid, loadedAt + view.captchaVersion)}
      agreementHref={`/${langSearch}${templateHash('agreementTemplate', params)}`}
    />
  );
}
