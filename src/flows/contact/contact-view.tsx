import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useI18n } from '../../i18n';
import { Button, Field } from '../../ui';
import type { ContactViewModel, contactIntents } from '../../../machines/contact/contact.view-model';
import { contactSchema, type ContactForm } from './contact-schema';
import './contact.css';

export type ContactViewProps = ContactViewModel &
  ReturnType<typeof contactIntents> & {
    /** What was typed before a reload (docs/decisions/0137); empty fields when absent. */
    initialValues?: ContactForm;
    /** Told what the fields hold after each change, to keep it for the tab. */
    onValuesChange?: (values: ContactForm) => void;
  };

const EMPTY: ContactForm = { name: '', phone: '', email: '', remark: '' };

export function ContactView({ status, onSubmit, onInvalid, onEdit, initialValues, onValuesChange }: ContactViewProps) {
  const { t } = useI18n();
  const { register, handleSubmit, getValues } = useForm<ContactForm>({
    defaultValues: initialValues ?? EMPTY,
    resolver: zodResolver(contactSchema),
  });
  const reg = (name: keyof ContactForm) =>
    register(name, {
      onChange: () => {
        onEdit();
        onValuesChange?.(getValues());
      },
    });
  return (
    <section className="contact" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title')}</h1>
      <p>{t('contact.lead')}</p>
      <form
        noValidate
        className="contact__form"
        onSubmit={handleSubmit(
          (v) => onSubmit(v),
          () => onInvalid(),
        )}
      >
        <Field label={t('contact.name')} autoComplete="name" {...reg('name')} />
        <Field label={t('contact.phone')} type="tel" inputMode="tel" autoComplete="tel" {...reg('phone')} />
        <Field label={t('contact.email')} type="email" autoComplete="email" {...reg('email')} />
        <label className="contact__label" htmlFor="contact-remark">
          {t('contact.remark')}
        </label>
        <textarea id="contact-remark" className="contact__remark" rows={4} {...reg('remark')} />
        <div role="status" aria-live="polite" className={`contact__outcome contact__outcome--${status}`}>
          {status === 'invalid' && t('contact.incomplete')}
          {status === 'submitted' && t('contact.success')}
        </div>
        <Button type="submit" block>
          {t('contact.submit')}
        </Button>
      </form>
    </section>
  );
}
