import { useId, type FormEvent } from 'react';
import { useI18n } from '../../i18n';
import { Button, errorText, Field, LoadFailed, RouteLink, Spinner } from '../../ui';
import { CAPTCHA_MAX, PHONE_MAX, SMS_CODE_MAX } from '../../../machines/register/register.rules';
import type { RegisterViewModel, registerIntents } from '../../../machines/register/register.view-model';
import './register.css';

export type RegisterViewProps = RegisterViewModel &
  ReturnType<typeof registerIntents> & {
    captchaSrc: string;
    agreementHref: string;
  };

export function RegisterView(props: RegisterViewProps) {
  const { t } = useI18n();
  const id = useId();
  if (props.phase === 'loadFailed') {
    return (
      <main className="reg">
        <h1 className="reg__title">{t('register.title')}</h1>
        <LoadFailed message={errorText(t, props.loadError, 'register.loadError')} onRetry={props.onRetry} />
      </main>
    );
  }
  const notice = props.notice && (
    <p
      className={`reg__notice reg__notice--${props.notice.tone}`}
      role={props.notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="register-notice"
    >
      {'server' in props.notice ? props.notice.server : t(`register.notice.${props.notice.key}`)}
    </p>
  );
  if (props.phase === 'done') {
    return (
      <main className="reg">
        <h1 className="reg__title">{t('register.title')}</h1>
        {notice}
        <div className="reg__done" role="status">
          <Spinner size={28} />
          <p>{t('register.redirecting')}</p>
        </div>
      </main>
    );
  }
  // While the page loads (its session id), the form is already on screen, read-only, with a
  // spinner where the image code will be: the first paint (prerendered) is the form itself.
  const loading = props.phase === 'loading';
  const counting = props.countdown !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <main className="reg">
      <h1 className="reg__title" id={`${id}-title`}>
        {t('register.title')}
      </h1>
      <form className="reg__form" noValidate aria-labelledby={`${id}-title`} aria-busy={loading || undefined} onSubmit={submit}>
        <Field
          label={t('register.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_MAX}
          readOnly={!props.editable}
          value={props.phone}
          onChange={(e) => props.onPhoneChange(e.target.value)}
        />
        <div className="reg__row">
          <Field
            className="reg__grow"
            label={t('register.captcha')}
            autoComplete="off"
            autoCapitalize="off"
            maxLength={CAPTCHA_MAX}
            readOnly={!props.editable}
            value={props.captcha}
            onChange={(e) => props.onCaptchaChange(e.target.value)}
          />
          {loading ? (
            <span className="reg__captcha reg__captcha--wait" role="status">
              <Spinner />
              <span className="visually-hidden">{t('common.loading')}</span>
            </span>
          ) : (
            <button type="button" className="reg__captcha" aria-label={t('register.captchaRefresh')} onClick={props.onCaptchaRefresh}>
              <img src={props.captchaSrc} alt={t('register.captchaImage')} width={96} height={44} />
            </button>
          )}
        </div>
        <div className="reg__row">
          <Field
            className="reg__grow"
            label={t('register.smsCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_MAX}
            readOnly={!props.editable}
            value={props.smsCode}
            onChange={(e) => props.onSmsCodeChange(e.target.value)}
          />
          {/* aria-disabled, not disabled, while counting: a tap still answers '请勿重复发送验证码!'. */}
          <Button
            variant="secondary"
            className="reg__code"
            busy={props.sendingSms}
            disabled={!props.canSendSms && !props.sendingSms}
            aria-disabled={counting || undefined}
            aria-label={counting ? t('register.countdownLabel', { seconds: props.countdown ?? 0 }) : undefined}
            onClick={props.onSendSms}
          >
            {counting ? t('register.countdown', { seconds: props.countdown ?? 0 }) : t('register.getCode')}
          </Button>
        </div>
        {notice}
        <Button type="submit" block busy={props.registering} disabled={!props.canSubmit && !props.registering}>
          {t('register.submit')}
        </Button>
        <RouteLink className="reg__link" to={props.agreementHref}>
          {t('register.agreement')}
        </RouteLink>
      </form>
    </main>
  );
}
