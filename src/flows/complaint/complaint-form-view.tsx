import { Suspense, lazy, useId } from 'react';
import { useI18n } from '../../i18n';
import type { ComplaintFormViewModel, complaintFormIntents } from '../../../machines/complaint-form/complaint-form.view-model';
import { Button, LoadFailed, Modal, PageLoading, Spinner } from '../../ui';
import { MAX_TEXT, textLength } from '../../../machines/complaint-form/complaint-draft';
import { ImageUploader } from './image-uploader';
import './complaint.css';

export type ComplaintFormViewProps = ComplaintFormViewModel &
  ReturnType<typeof complaintFormIntents> & {
    /** Why the complaint cannot be sent (its link lacks a usable value): shown above a disabled submit. */
    blocked?: string;
    /** Opens the borrower's complaint list (where a complaint sent before a reload shows once filed). */
    onOpenList?: () => void;
  };

/** A save cut by the page going: its notice and texts are a bundle of their own (docs/decisions/0137). */
const SaveUnsettled = lazy(() => import('./save-unsettled'));

export function ComplaintFormView(props: ComplaintFormViewProps) {
  const { t } = useI18n();
  const id = useId();
  if (props.status === 'failed') return <LoadFailed onRetry={props.onRetry} />;
  if (props.status === 'left') return <PageLoading text={t('complaint.redirecting')} />;
  const submitting = props.status === 'submitting';
  // A save cut by a reload: what was sent stays as it was, read only, while the list settles it.
  const unsettled = props.status === 'settling' || props.status === 'notFound' || props.status === 'unsettled' ? props.status : null;
  const settling = unsettled !== null;
  // While the chosen type's titles load, the page is already its form, and the description takes
  // what is written: the form is on screen, and usable, from the first paint (docs/how-a-page-loads.md).
  const loading = props.status === 'loading';
  return (
    <main className="complaint" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('complaint.formTitle')}</h1>
      <dl className="complaint__chosen">
        <dt>{t('complaint.type')}</dt>
        <dd data-testid="chosen-type">
          {loading ? (
            <span className="complaint__loading" role="status">
              <Spinner size={18} /> {t('common.loading')}
            </span>
          ) : (
            props.typeTitle
          )}
        </dd>
        {props.sonTypeTitle !== '' && (
          <>
            <dt>{t('complaint.sonType')}</dt>
            <dd data-testid="chosen-son-type">{props.sonTypeTitle}</dd>
          </>
        )}
      </dl>
      <form
        className="complaint complaint--flush"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!props.blocked) props.onSubmit();
        }}
      >
        <div>
          <label htmlFor={`${id}-text`}>{t('complaint.description')}</label>
          <textarea
            id={`${id}-text`}
            className="complaint__textarea"
            value={props.text}
            maxLength={MAX_TEXT}
            readOnly={submitting || settling || props.status === 'success'}
            placeholder={t('complaint.placeholder')}
            aria-describedby={`${id}-counter`}
            onChange={(e) => props.onTextChange(e.target.value)}
          />
          <p id={`${id}-counter`} className="complaint__counter" data-testid="text-counter">
            {t('complaint.counter', { count: textLength(props.text) })}
          </p>
        </div>
        <ImageUploader
          photos={props.photos}
          disabled={loading || settling}
          retryable={props.status === 'editing'}
          onPick={props.onPick}
          onRemove={props.onRemove}
          onCancel={props.onCancel}
          onRetryPhoto={props.onRetryPhoto}
        />
        {unsettled && (
          <Suspense fallback={<Spinner size={18} />}>
            <SaveUnsettled status={unsettled} onSubmit={props.onSubmit} onCheckAgain={props.onCheckAgain} onOpenList={props.onOpenList} />
          </Suspense>
        )}
        {props.blocked && (
          <p className="complaint__blocked" role="alert" data-testid="submit-blocked">
            {props.blocked}
          </p>
        )}
        {/* While images go, Submit stays tappable and says why it waits (the machine's toast). A save
            cut by the page going offers no Submit: its notice says what the list showed. */}
        {!settling && (
          <Button
            type="submit"
            block
            busy={submitting}
            disabled={(props.status !== 'editing' && props.status !== 'sending') || props.blocked !== undefined}
          >
            {t('complaint.submit')}
          </Button>
        )}
      </form>
      <Modal open={props.status === 'success'} title={t('complaint.successTitle')}>
        <p>{t('complaint.successText')}</p>
      </Modal>
    </main>
  );
}
