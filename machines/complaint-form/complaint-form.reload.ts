// The complaint form's reload table (docs/decisions/0137, 0097): the draft (the description and the
// photos already uploaded) is stored on the phone per borrower and draft on every change, and read
// again on the page loaded again. A save is marked on the draft before it leaves: a reload that finds
// the mark never offers Submit as if nothing went, and reads the complaint list to settle it.
import type { SnapshotFrom } from 'xstate';
import type { ReloadSpec } from '../shared/reload';
import type { ComplaintFormDraft } from './complaint-draft';
import type { complaintFormMachine } from './complaint-form.machine';
import { sentUrls } from './photos';

type Snapshot = SnapshotFrom<typeof complaintFormMachine>;

const READ_AGAIN = 'the draft is read again and the type titles loaded again, as on a first load (a draft marked sent: settling, its row)';
const DRAFT = 'the draft as stored: the description and the photos already uploaded';
const SETTLED_BY_LIST =
  'the draft is found marked sent: its outcome is unknown, so the complaint list is read again to settle it; nothing is sent by the reload';

export const complaintFormReload: ReloadSpec<Snapshot, ComplaintFormDraft> = {
  table: {
    loading: { brings: 'start', why: READ_AGAIN },
    'loading.draft': { brings: 'start', why: READ_AGAIN },
    'loading.titles': { brings: 'start', why: READ_AGAIN },
    failed: { brings: 'start', why: `${READ_AGAIN}; the load is the retry` },
    editing: { brings: 'same' },
    'editing.idle': { brings: 'same', why: DRAFT },
    'editing.sending': {
      brings: 'earlier',
      to: 'editing.idle',
      why: `${DRAFT}: a photo on its way, or waiting its turn, is a file of the page that is gone with it, and is picked again`,
    },
    'editing.sending.preparing': { brings: 'earlier', to: 'editing.idle', why: `${DRAFT}: the photo being made small is picked again` },
    'editing.sending.uploading': { brings: 'earlier', to: 'editing.idle', why: `${DRAFT}: the photo being uploaded is picked again` },
    submitting: {
      brings: 'earlier',
      to: 'settling',
      why: `the save was on its way: it may have been filed. ${SETTLED_BY_LIST}`,
    },
    settling: { brings: 'earlier', to: 'settling', why: `${SETTLED_BY_LIST} (the read cut by the reload is made again)` },
    notFound: { brings: 'earlier', to: 'settling', why: `${SETTLED_BY_LIST}: it may have been filed since` },
    unsettled: { brings: 'earlier', to: 'settling', why: SETTLED_BY_LIST },
    success: { brings: 'start', why: 'the complaint was filed and its draft removed: the form is empty again' },
    left: { brings: 'start', why: 'the complaint was filed and the page left for the entry page' },
  },
  keep(s, before, now) {
    if (s.matches('success') || s.matches('left')) return null;
    const { text, photos, unsettled } = s.context;
    const images = sentUrls(photos);
    // A marked draft keeps its mark (the page stores it again with it) until its save is answered.
    if (unsettled) return { text, images, sentAt: before?.sentAt ?? now };
    if (text !== '' || images.length > 0) return { text, images };
    // Nothing written: before the draft is read, it is still what was stored.
    return s.matches({ loading: 'draft' }) ? before : null;
  },
};
