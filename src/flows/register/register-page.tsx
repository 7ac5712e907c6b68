import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { registerMachine } from '../../../machines/register/register.machine';
import * as sel from '../../../machines/register/register.selectors';
import type { Notice } from '../../../machines/register/register.rules';
import { captchaUrl } from '../../api/promotion';
import { useApiClients } from '../../api/use-api-clients';
import { useFlowActor } from '../shared/use-flow-actor';
import { registerMessages, useI18n } from '../../i18n';
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
  const { t } = useI18n();
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
  const phase = useSelector(actor, sel.selectPhase);
  const loadError = useSelector(actor, sel.selectLoadError);
  const notice = useSelector(actor, sel.selectNotice);
  const sid = useSelector(actor, sel.selectSid);
  const version = useSelector(actor, sel.selectCaptchaVersion);
  const noticeText = (n: Notice) => ('server' in n ? n.server : t(`register.notice.${n.key}`));
  return (
    <RegisterView
      phase={phase}
      loadErrorText={loadError?.kind === 'business' ? loadError.message : t('register.loadError')}
      phone={useSelector(actor, sel.selectPhone)}
      captcha={useSelector(actor, sel.selectCaptcha)}
      smsCode={useSelector(actor, sel.selectSmsCode)}
      captchaSrc={captchaUrl(api, sid, loadedAt + version)}
      notice={notice && { tone: notice.tone, text: noticeText(notice) }}
      countdown={useSelector(actor, sel.selectCountdown)}
      sendingSms={useSelector(actor, sel.selectSendingSms)}
      registering={useSelector(actor, sel.selectRegistering)}
      editable={useSelector(actor, sel.selectEditable)}
      canSendSms={useSelector(actor, (s) => s.can({ type: 'sms.send' }))}
      canSubmit={useSelector(actor, (s) => s.can({ type: 'form.submit' }))}
      agreementHref={`/${langSearch}${templateHash('agreementTemplate', params)}`}
      onRetry={() => actor.send({ type: 'page.retry' })}
      onPhoneChange={(value) => actor.send({ type: 'phone.change', value })}
      onCaptchaChange={(value) => actor.send({ type: 'captcha.change', value })}
      onSmsCodeChange={(value) => actor.send({ type: 'smsCode.change', value })}
      onCaptchaRefresh={() => actor.send({ type: 'captcha.refresh' })}
      onSendSms={() => actor.send({ type: 'sms.send' })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}
