import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { complaintFormMachine, type ComplaintFormContext } from '../../../machines/complaint-form/complaint-form.machine';
import { draftKey, parseDraft } from '../../../machines/complaint-form/complaint-draft';
import { fetchProblemInit, saveComplaint, uploadProblemImage, type ComplaintDraft } from '../../api';
import { useApiClients } from '../../api/use-api-clients';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { registerMessages, useI18n } from '../../i18n';
import { useSession, withCommonQuery } from '../../session';
import { useToast } from '../../ui';
import { complaintMessages } from '../../i18n/messages/complaint';
import { errorMessage } from './complaint-shared';
import { ComplaintFormView, type ComplaintFormStatus } from './complaint-form-view';

registerMessages(complaintMessages);

type Snapshot = SnapshotFrom<typeof complaintFormMachine>;

const selectStatus = (s: Snapshot): ComplaintFormStatus =>
  s.matches('loading')
    ? 'loading'
    : s.matches('failed')
      ? 'failed'
      : s.matches({ editing: 'uploading' })
        ? 'uploading'
        : s.matches('editing')
          ? 'editing'
          : s.matches('submitting')
            ? 'submitting'
            : s.matches('success')
              ? 'success'
              : 'left';
const selectText = (s: Snapshot) => s.context.text;
const selectImages = (s: Snapshot) => s.context.images;
const selectTypeTitle = (s: Snapshot) => s.context.typeTitle;
const selectSonTypeTitle = (s: Snapshot) => s.context.sonTypeTitle;
const selectError = (s: Snapshot) => errorMessage(s.context.error);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** `/complainPageNext?problemType=&problemSonType=&orderNo=`: write, attach images, submit; the draft survives a reload. */
export default function ComplaintFormPage() {
  const api = useApiClients();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useI18n();
  const { problemType = '', problemSonType = '', orderNo = '' } = session.query;
  const key = draftKey(problemType, problemSonType, orderNo);
  const actor = useFlowActor(
    complaintFormMachine,
    {
      actors: {
        // Read once the page runs in the browser, never during its first render: the prerendered
        // page, and the first render that takes it over, show the form as it is before any draft.
        readDraft: fromPromise(async () => parseDraft(storage()?.getItem(key) ?? null)),
        loadTitles: fromPromise(async ({ input }: { input: { problemType: string; problemSonType: string } }) => {
          const init = await fetchProblemInit(api);
          const title = (list: readonly { title: string; value: string }[], value: string) => list.find((o) => o.value === value)?.title ?? value;
          return {
            typeTitle: title(init.problemType, input.problemType),
            sonTypeTitle: input.problemSonType ? title(init.problemSonType, input.problemSonType) : '',
          };
        }),
        uploadImage: fromPromise(({ input }: { input: { file: Blob } }) =>
          uploadProblemImage(api, input.file, input.file instanceof File ? input.file.name : 'image.jpg'),
        ),
        saveComplaint: fromPromise(({ input }: { input: ComplaintDraft }) => saveComplaint(api, input)),
      },
      actions: {
        storeDraft: ({ context }: { context: ComplaintFormContext }) => {
          try {
            storage()?.setItem(key, JSON.stringify({ text: context.text, images: context.images }));
          } catch {
            // A full or blocked storage only loses the reload safety net, never the page's state.
          }
        },
        clearDraft: () => storage()?.removeItem(key),
        toastEmptyText: () => toast.show(t('complaint.emptyText'), { kind: 'error' }),
        toastUploading: () => toast.loading(t('complaint.uploading')),
        toastUploaded: () => toast.show(t('complaint.uploaded'), { kind: 'success' }),
        toastError: ({ context }: { context: ComplaintFormContext }) =>
          toast.show(errorMessage(context.error) ?? t('complaint.failed'), { kind: 'error' }),
        replaceToEntry: () => navigate(withCommonQuery(paths.complaint, session), { replace: true }),
      },
    },
    { problemType, problemSonType, orderNo },
  );
  const status = useSelector(actor, selectStatus);
  const text = useSelector(actor, selectText);
  const images = useSelector(actor, selectImages);
  const typeTitle = useSelector(actor, selectTypeTitle);
  const sonTypeTitle = useSelector(actor, selectSonTypeTitle);
  const error = useSelector(actor, selectError);
  return (
    <ComplaintFormView
      status={status}
      typeTitle={typeTitle}
      sonTypeTitle={sonTypeTitle}
      text={text}
      images={images}
      errorMessage={error}
      onRetry={() => actor.send({ type: 'load.retry' })}
      onTextChange={(value) => actor.send({ type: 'text.change', value })}
      onPick={(file) => actor.send({ type: 'image.pick', file })}
      onRemove={(index) => actor.send({ type: 'image.remove', index })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}
