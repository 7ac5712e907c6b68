// Every line in every state, in both languages (docs/decisions/0134): the list of the borrower's
// complaints, each of its states (loading, failed, a tab with complaints, an empty tab) in Spanish
// and in English, shows exactly the texts pinned here for the keys that state uses, and no other
// text of the page's keys (read from its source files). Tab titles and complaints are the server's.
import { screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { apiError, type ComplaintList } from '../../src/api';
import ComplaintListPage from '../../src/flows/complaint/complaint-list-page';
import { complaintList } from '../../stories/support/complaint-fixtures';
import { FRAME_PINNED } from '../helpers/state-lines';
import { describeStateLines } from '../helpers/state-lines-suite';

const answer = (list: ComplaintList) => () => fromPromise<ComplaintList>(async () => list);

describeStateLines('complaint list page', {
  Page: ComplaintListPage,
  route: '/complaintList?orderId=240518001',
  machineId: 'complaintList',
  actor: 'loadList',
  files: ['src/flows/complaint/complaint-list-page.tsx', 'src/flows/complaint/complaint-list-view.tsx', 'src/ui/page-state.tsx'],
  pinned: {
    ...FRAME_PINNED,
    'complaint.listTitle': { es: 'Mis quejas', en: 'My complaints' },
    'complaint.emptyList': { es: 'No hay quejas en esta pestaña.', en: 'No complaints in this tab.' },
  },
  notShown: {},
  states: [
    {
      name: 'loading',
      load: () => fromPromise<ComplaintList>(() => new Promise<ComplaintList>(() => undefined)),
      reach: () => screen.findByRole('status'),
      lines: ['common.loading'],
    },
    {
      name: 'failed',
      load: () => fromPromise<ComplaintList>(() => Promise.reject(apiError({ kind: 'network' }))),
      reach: () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ }),
      lines: ['ui.loadFailed', 'common.retry'],
    },
    {
      name: 'a tab with complaints',
      load: answer(complaintList),
      reach: () => screen.findByText('Me llaman de noche.'),
      lines: ['complaint.listTitle'],
    },
    {
      name: 'an empty tab',
      load: answer({ tabs: [{ title: 'En proceso', items: [] }] }),
      reach: () => screen.findByRole('tab', { name: 'En proceso' }),
      lines: ['complaint.listTitle', 'complaint.emptyList'],
    },
  ],
});
