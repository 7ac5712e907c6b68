import { useState } from 'react';
import { getInitialSnapshot } from 'xstate';
import { useNavigate } from 'react-router';
import { registerMachine } from '../../../machines/register/register.machine';
import { registerIntents, selectRegisterView } from '../../../machines/register/register.view-model';
import { captchaUrl } from '../../api/promotion';
import { useApiClients } from '../../api/use-api-clients';
import { useFlowActor } from '../shared/use-flow-actor';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { registerMessages, useI18n } from '../../i18n';
import { browserAdTracker } from '../../lib/ad-tracker';
import { clientType } from '../../lib/user-agent';
import { useSession, type Session } from '../../session';
import { useHydrated } from '../../ui/use-hydrated';
import type { RegisterParams } from '../../../machines/register/register.rules';
import { registerImplementations } from './register-implementations';
import { registerPageMessages } from '../../i18n/messages/register';
import { registerParamsFrom, templateHash } from './register-params';
import { RegisterView } from './register-view';
import { forgetSentCode, keepSentCode, readSentCode } from './sent-code';
import { useReloadKeep } from '../shared/use-reload-keep';
import { registerReload } from '../../../machines/register/register.reload';

registerMessages(registerPageMessages);

// The rule of an id sent on (decision 0092, as readId in src/lib/acted-on.ts, kept here so the
// page's first load stays within its budget): letters, digits, '_', '.', '-', first a letter or a
// digit, at most 64 characters.
const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** The first of the link's acted-on values that cannot be used: the template id (required), the invite code (optional). */
function refusedValue(query: Readonly<Record<string, string>>) {
  for (const [name, required] of [
    ['id', true],
    ['invite_code', false],
  ] as const) {
    const raw = query[name];
    if (!raw?.trim()) {
      if (required) return { name, reason: 'missing' } as const;
    } else if (!ID.test(raw)) return { name, reason: 'unusable' } as const;
  }
  return null;
}

const langSearchOf = (session: Session) => (session.query.type ? `?type=${encodeURIComponent(session.query.type)}` : '');

/**
 * The register page. Its load and its register call carry the link's template id and invite code:
 * when one cannot be used, nothing is sent and the page says which (decision 0092).
 */
export default function RegisterPage() {
  const session = useSession();
  const hydrated = useHydrated();
  const [params] = useState(() => registerParamsFrom(session.query));
  const [refused] = useState(() => refusedValue(session.query));
  if (!refused) return <Register session={session} params={params} />;
  // The build writes the page without a query: until the app has taken it over, the machine's first
  // view, as the build wrote it (hydration without a difference); then why nothing can be sent.
  if (hydrated) return <RegisterRefused name={refused.name} reason={refused.reason} />;
  const first = selectRegisterView(getInitialSnapshot(registerMachine, { params: {} }));
  return (
    <RegisterView
      {...first}
      {...registerIntents(() => undefined)}
      captchaSrc=""
      agreementHref={`/${langSearchOf(session)}${templateHash('agreementTemplate', {})}`}
    />
  );
}

function RegisterRefused({ name, reason }: { name: 'id' | 'invite_code'; reason: 'missing' | 'unusable' }) {
  const { t } = useI18n();
  return (
    <main className="reg">
      <h1 className="reg__title">{t('register.title')}</h1>
      <p className="reg__notice reg__notice--error" role="alert" data-refused={name}>
        {t(`register.link.${reason}`, { value: t(`register.link.${name}`) })}
      </p>
    </main>
  );
}

function Register({ session, params }: { session: Session; params: RegisterParams }) {
  const api = useApiClients();
  const navigate = useNavigate();
  // A code sent before a reload brings back the form and captcha it was sent for (docs/decisions/0137).
  const [sentCode] = useState(() => readSentCode(params.id));
  // The captcha timestamp: page load time (or the one the kept code was sent under) plus the refresh count.
  const [loadedAt] = useState(() => sentCode?.loadedAt ?? Date.now());
  const langSearch = langSearchOf(session);
  const actor = useFlowActor(
    registerMachine,
    registerImplementations({
      api,
      params,
      clientType: clientType(navigator.userAgent, navigator.maxTouchPoints),
      tracker: browserAdTracker,
      goToDownload: () => void navigate({ pathname: '/', search: langSearch, hash: templateHash('downloadTemplate', params) }),
      sentCode,
    }),
    { params, kept: sentCode },
  );
  useReloadKeep(actor, registerReload, sentCode, (kept) => (kept ? keepSentCode(params.id, { ...kept, loadedAt }) : forgetSentCode(params.id)));
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
