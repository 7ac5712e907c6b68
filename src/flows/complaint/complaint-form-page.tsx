import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import {
  complaintFormMachine,
  type ComplaintFormContext,
  type FindInput,
  type UploadInput,
} from '../../../machines/complaint-form/complaint-form.machine';
import { sentUrls } from '../../../machines/complaint-form/photos';
import { complaintFormIntents, selectComplaintFormView } from '../../../machines/complaint-form/complaint-form.view-model';
import { draftKey, parseDraft, serializeDraft, sweepDrafts } from '../../../machines/complaint-form/complaint-draft';
import { fetchProblemInit, saveComplaint, uploadProblemImage, type ComplaintDraft } from '../../api';
import { useApiClients } from '../../api/use-api-clients';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { registerMessages, useI18n } from '../../i18n';
import { useSession, withCommonQuery } from '../../session';
import { complaintFormValues } from '../../session/complaint-values';
import { refusedText } from '../shared/refused-text';
import { useTakenOver } from '../shared/refused-page';
import { errorText, useToast } from '../../ui';
import { complaintMessages } from '../../i18n/messages/complaint';
import { ComplaintFormView } from './complaint-form-view';

registerMessages(complaintMessages);

const extension = (type: string) => (type === 'image/png' ? 'png' : type === 'image/gif' ? 'gif' : 'jpg');

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * `/complainPageNext?problemType=&problemSonType=&orderNo=`: write, attach images, submit; the draft
 * survives a reload. The type (required), sub-type and order number (optional) are sent with the
 * complaint: read at the edge, and when one is missing or unusable the submit stops and says why,
 * while writing, attaching and the draft still work (decision 0092).
 */
export default function ComplaintFormPage() {
  const api = useApiClients();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useI18n();
  const { problemType = '', problemSonType = '', orderNo = '', userId = '' } = session.query;
  // The borrower's own draft (docs/decisions/0120): another userId on the same phone reads none.
  const key = draftKey(userId, problemType, problemSonType, orderNo);
  const filed = complaintFormValues(session.query);
  // The prerendered form knows no query: what stops the submit is said once the app has taken over.
  const hydrated = useTakenOver();
  const filedUnder = filed.ok ? filed.value : { problemType: '', problemSonType: '', orderNo: '' };
  const announceFailure = useAnnounceFailure();
  const hideUploading = useRef<() => void>(() => undefined);
  // The draft stored on every change; one marked sent keeps its mark (the first time: now) until its save is answered.
  const storeDraft = ({ context }: { context: ComplaintFormContext }) => {
    const now = Date.now();
    try {
      const sentAt = context.unsettled ? (parseDraft(storage()?.getItem(key) ?? null, now).sentAt ?? now) : undefined;
      storage()?.setItem(key, serializeDraft({ text: context.text, images: sentUrls(context.photos), sentAt }, now));
    } catch {
      // A full or blocked storage only loses the reload safety net, never the page's state.
    }
  };
  const actor = useFlowActor(
    complaintFormMachine,
    {
      actors: {
        // Read once the page runs in the browser, never during its first render: the prerendered
        // page, and the first render that takes it over, show the form as it is before any draft.
        readDraft: fromPromise(async () => {
          const store = storage();
          const now = Date.now();
          // Expired, unreadable and user-less drafts of every form leave storage now, this one's too.
          try {
            if (store) sweepDrafts(store, now);
          } catch {
            // Storage that cannot be listed keeps its drafts until they are read: each expires on its own.
          }
          const raw = store?.getItem(key) ?? null;
          const draft = parseDraft(raw, now);
          if (raw !== null && draft.text === '' && draft.images.length === 0) store?.removeItem(key);
          return draft;
        }),
        loadTitles: fromPromise(async ({ input }: { input: { problemType: string; problemSonType: string } }) => {
          const init = await fetchProblemInit(api);
          const title = (list: readonly { title: string; value: string }[], value: string) => list.find((o) => o.value === value)?.title ?? value;
          return {
            typeTitle: title(init.problemType, input.problemType),
            sonTypeTitle: input.problemSonType ? title(init.problemSonType, input.problemSonType) : '',
          };
        }),
        // The photo code loads only once a photo is picked (docs/decisions/0126).
        preparePhoto: fromPromise(async ({ input }: { input: { file: Blob } }) =>
          (await import('../shared/photo/prepare-photo')).preparePhoto(input.file),
        ),
        // A name that says nothing of the phone or the borrower; the type says what the bytes are.
        // Sent with its progress and a time limit by its size and progress (src/api/upload-adapter.ts).
        uploadImage: fromPromise(async ({ input, signal }: { input: UploadInput; signal: AbortSignal }) => {
          const { uploadSender } = await import('../../api/upload-adapter');
          const send = uploadSender({ bytes: input.file.size, onProgress: input.onProgress });
          return uploadProblemImage(api, input.file, `photo.${extension(input.file.type)}`, { signal, send });
        }),
        saveComplaint: fromPromise(({ input }: { input: ComplaintDraft }) => saveComplaint(api, input)),
        // A save cut by the page going: the list read afresh says whether it was filed (its code loaded only then).
        findComplaint: fromPromise(async ({ input }: { input: FindInput }) => (await import('./save-settle')).findFiled(api, input)),
      },
      actions: {
        announceFailure,
        storeDraft,
        // Marked sent (the machine's `unsettled`) before the save leaves: a reload finds the mark and settles it by the list.
        markSending: storeDraft,
        // Filed: the flow ended; its draft goes, and so does the order picked for it on the entry page (docs/decisions/0137).
        clearDraft: () => {
          storage()?.removeItem(key);
          void import('./save-settle').then(
            (m) => m.forgetFiled(userId),
            () => undefined,
          );
        },
        toastWhyNot: (_: unknown, params: { reason: 'emptyText' | 'photosPending' | 'photosNotSent' }) =>
          toast.show(
            t(
              params.reason === 'emptyText'
                ? 'complaint.emptyText'
                : params.reason === 'photosPending'
                  ? 'complaint.photosPending'
                  : 'complaint.photosNotSent',
            ),
            {
              kind: 'error',
            },
          ),
        toastUploading: () => {
          hideUploading.current = toast.loading(t('complaint.uploading'));
        },
        // Closes the 'uploading' toast only: a toast shown since (why Submit waits) stays.
        hideUploading: () => hideUploading.current(),
        toastUploaded: () => toast.show(t('complaint.uploaded'), { kind: 'success' }),
        toastError: ({ context }: { context: ComplaintFormContext }) =>
          toast.show(errorText(t, context.error, 'complaint.failed'), { kind: 'error' }),
        replaceToEntry: () => navigate(withCommonQuery(paths.complaint, session), { replace: true }),
      },
    },
    filedUnder,
  );
  const view = useFlowView(actor, selectComplaintFormView);
  const intents = useIntents(actor, complaintFormIntents);
  const openList = () => navigate(withCommonQuery(paths.complaintList, session));
  return (
    <ComplaintFormView {...view} {...intents} onOpenList={openList} blocked={filed.ok || !hydrated ? undefined : refusedText(t, filed.refused)} />
  );
}
