import { useI18n } from '../../i18n';
import { Button, Field, Modal } from '../../ui';
import type { ResendStatus } from '../../../machines/bank-repayment/bank-repayment.view-model';

export interface SmsStepProps {
  cardLabel: string;
  code: string;
  remaining: number;
  resend: ResendStatus;
  confirming: boolean;
  notice: string | null;
  onCodeChange: (value: string) => void;
  onConfirm: () => void;
  onResend: () => void;
  onCancel: () => void;
}

/** The SMS-code step of a commit that needs validation, as a modal over the card list. */
export function SmsStep(props: SmsStepProps) {
  const { t } = useI18n();
  const resendLabel =
    props.resend === 'ready' || props.resend === 'resending' ? t('bankRepay.resend') : t('bankRepay.resendIn', { seconds: props.remaining });
  return (
    <Modal open title={t('bankRepay.smsTitle')} onClose={props.confirming ? undefined : props.onCancel}>
      <form
        className="bank-repay__sms"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onConfirm();
        }}
      >
        <p>{t('bankRepay.smsSent', { card: props.cardLabel })}</p>
        <Field
          label={t('bankRepay.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={props.code}
          readOnly={props.confirming}
          onChange={(e) => props.onCodeChange(e.target.value)}
        />
        {props.notice && (
          <p className="bank-repay__notice" role="alert">
            {props.notice}
          </p>
        )}
        <Button
          variant="link"
          onClick={props.onResend}
          disabled={props.resend === 'counting'}
          busy={props.resend === 'resending'}
          data-testid="sms-resend"
        >
          {resendLabel}
        </Button>
        <div className="bank-repay__sms-actions">
          <Button variant="secondary" block onClick={props.onCancel} disabled={props.confirming}>
            {t('bankRepay.cancel')}
          </Button>
          <Button type="submit" block busy={props.confirming}>
            {t('bankRepay.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
