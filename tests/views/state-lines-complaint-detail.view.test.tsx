// Every line in every state, in both languages (docs/decisions/0134): a complaint's detail, each of
// its states (loading, failed, with no reply, with the agent's reply and pictures, with a picture
// refused) in Spanish and in English, shows exactly the texts pinned here for the keys that state
// uses, and no other text of the page's keys (read from its source files). The complaint's own
// texts are the server's.
import { screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { apiError, type ComplaintDetail } from '../../src/api';
import ComplaintDetailPage from '../../src/flows/complaint/complaint-detail-page';
import { complaintDetail, detailEmptyReply } from '../../stories/support/complaint-fixtures';
import { FRAME_PINNED } from '../helpers/state-lines';
import { describeStateLines } from '../helpers/state-lines-suite';

const answer = (detail: ComplaintDetail) => () => fromPromise<ComplaintDetail>(async () => detail);
const loaded = () => screen.findByTestId('detail-content');
const COMPLAINT = ['complaint.detailTitle', 'complaint.type', 'complaint.content', 'complaint.image'];

describeStateLines('complaint detail page', {
  Page: ComplaintDetailPage,
  route: '/complainDetails?problemId=1000',
  machineId: 'complaintDetail',
  actor: 'loadDetail',
  files: [
    'src/flows/complaint/complaint-detail-page.tsx',
    'src/flows/complaint/complaint-detail-view.tsx',
    'src/flows/complaint/complaint-shared.tsx',
    'src/ui/page-state.tsx',
  ],
  pinned: {
    ...FRAME_PINNED,
    'complaint.detailTitle': { es: 'Detalle de la queja', en: 'Complaint detail' },
    'complaint.type': { es: 'Tipo', en: 'Type' },
    'complaint.sonType': { es: 'Subtipo', en: 'Sub-type' },
    'complaint.content': { es: 'Contenido', en: 'Content' },
    'complaint.image': { es: 'Imagen {n}', en: 'Image {n}' },
    'complaint.imageRefused': { es: 'Imagen no permitida', en: 'Image not allowed' },
    'complaint.reply': { es: 'Respuesta de {agent}', en: 'Reply from {agent}' },
    'complaint.replyImages': { es: 'Imágenes de la respuesta', en: 'Reply images' },
    'rating.open': { es: 'Calificar el servicio', en: 'Rate the service' },
  },
  notShown: {
    'complaint.replyImages':
      'each reply picture is named by it and its number ("Reply images 1"), which a whole-line pin cannot match: tests/views/complaint-detail.view.test.tsx reads those names',
    'rating.open': 'the name of the event that opens the rating by itself, not a line: the rating’s lines are tests/views/rating.view.test.tsx’s',
  },
  states: [
    {
      name: 'loading',
      load: () => fromPromise<ComplaintDetail>(() => new Promise<ComplaintDetail>(() => undefined)),
      reach: () => screen.findByRole('status'),
      lines: ['common.loading'],
    },
    {
      name: 'failed',
      load: () => fromPromise<ComplaintDetail>(() => Promise.reject(apiError({ kind: 'network' }))),
      reach: () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ }),
      lines: ['ui.loadFailed', 'common.retry'],
    },
    { name: 'no reply yet', load: answer(detailEmptyReply), reach: loaded, lines: COMPLAINT },
    {
      name: 'the agent’s reply, with a sub-type',
      load: answer({ ...complaintDetail, sonType: 'Cobro doble' }),
      reach: loaded,
      lines: [...COMPLAINT, 'complaint.sonType', 'complaint.reply'],
    },
    {
      name: 'a picture whose address is refused',
      load: answer({ ...detailEmptyReply, images: ['https://elsewhere.example/receipt.png'] }),
      reach: loaded,
      lines: [...COMPLAINT, 'complaint.imageRefused'],
    },
  ],
});
