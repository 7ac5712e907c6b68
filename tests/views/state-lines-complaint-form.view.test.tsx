// Every line in every state, in both languages (docs/decisions/0134): the complaint form, each state
// of its machine (loading, failed, editing, each way an image goes: waiting, made small, sending, sent,
// failed, refused; submitting, success, left) and what stops its submit (an empty text, images still
// going or not sent, a link with no type), in Spanish and in English, shows exactly the texts pinned
// (tests/views/complaint-form-lines.ts) for the keys that state uses, toasts included, and no other text of the page's keys (read from
// its source files). Three toasts are the spec's own English in both languages: the empty text's, and
// 'uploading...' and 'Charging successful!', whose loading toast goes once no image is on its way.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { apiError } from '../../src/api';
import type { ComplaintTitles } from '../../machines/complaint-form/complaint-form.machine';
import { draftKey, serializeDraft } from '../../machines/complaint-form/complaint-draft';
import ComplaintFormPage from '../../src/flows/complaint/complaint-form-page';
import { describeStateLines, type LinesState } from '../helpers/state-lines-suite';
import {
  COMPLAINT_FORM_PINNED,
  EDITING,
  FAILED,
  FORM,
  GOING,
  STOPPED,
  editing,
  failing,
  made,
  never,
  photo,
  photoIs,
  pick,
  sending,
  sent,
  submit,
  titles,
  typedAndSubmitted,
  write,
} from './complaint-form-lines';

const states: LinesState[] = [
  {
    name: 'loading (the type’s titles to come)',
    load: () => fromPromise<ComplaintTitles>(() => never()),
    reach: () => screen.findByRole('status'),
    lines: [...FORM, 'common.loading'],
  },
  {
    name: 'failed to load',
    load: () => fromPromise<ComplaintTitles>(() => Promise.reject(apiError({ kind: 'network' }))),
    reach: () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ }),
    lines: ['ui.loadFailed', 'common.retry'],
  },
  { name: 'editing', load: titles, reach: editing, lines: EDITING },
  {
    name: 'submitted with no text',
    load: titles,
    reach: async () => {
      await editing();
      await submit(userEvent.setup());
      return screen.findByText('Please provide your opinions and suggestions.');
    },
    lines: [...EDITING, 'complaint.emptyText'],
  },
  {
    name: 'an image made small',
    load: titles,
    actors: () => ({ preparePhoto: made(never) }),
    reach: () => pick(photo()).then(photoIs('preparing')),
    lines: [...EDITING, ...GOING, 'complaint.photoPreparing'],
  },
  {
    name: 'an image waiting its turn',
    load: titles,
    actors: () => ({ preparePhoto: made(never) }),
    reach: () => pick(photo(), photo()).then(photoIs('waiting')),
    lines: [...EDITING, ...GOING, 'complaint.photoPreparing', 'complaint.photoWaiting', 'complaint.removeImage'],
  },
  {
    name: 'an image cancelled while made small (nothing on its way: no uploading toast)',
    load: titles,
    actors: () => ({ preparePhoto: made(never) }),
    reach: async () => {
      const user = await pick(photo());
      await user.click(screen.getByRole('button', { name: /^(Cancel sending image|Cancelar el envío de la imagen) 1$/ }));
      return waitFor(() => expect(screen.queryByTestId('photo')).toBeNull());
    },
    lines: EDITING,
  },
  {
    name: 'an image on its way, no progress yet',
    load: titles,
    actors: sending(never),
    reach: () => pick(photo()).then(photoIs('uploading')),
    lines: [...EDITING, ...GOING, 'complaint.photoSendingStarted'],
  },
  {
    name: 'an image on its way, half sent',
    load: titles,
    actors: sending((input) => {
      input.onProgress(1, 2);
      return never();
    }),
    reach: () => pick(photo()).then(() => screen.findByText(/^(Sending|Enviando) 50%$/)),
    lines: [...EDITING, ...GOING, 'complaint.photoSending'],
  },
  {
    name: 'submitted while an image goes',
    load: titles,
    actors: () => ({ preparePhoto: made(never) }),
    reach: async () => {
      const user = await pick(photo());
      await write(user);
      await submit(user);
      return screen.findByText(/^(Wait until the images are sent|Espere a que se envíen las imágenes)/);
    },
    lines: [...EDITING, 'complaint.image', 'complaint.photoCancel', 'complaint.photoPreparing', 'complaint.photosPending'],
  },
  {
    name: 'an image sent',
    load: titles,
    actors: sending(sent),
    reach: () => pick(photo()).then(photoIs('sent')),
    lines: [...EDITING, ...STOPPED, 'complaint.uploaded'],
  },
  {
    name: 'an image whose upload failed',
    load: titles,
    actors: () => ({ ...sending(never)(), uploadImage: failing(apiError({ kind: 'network' }))() }),
    reach: () => pick(photo()).then(photoIs('failed')),
    lines: [...EDITING, ...STOPPED, ...FAILED],
  },
  {
    name: 'an image the server refused for its size',
    load: titles,
    actors: () => ({ ...sending(never)(), uploadImage: failing(apiError({ kind: 'http', status: 413 }))() }),
    reach: () =>
      pick(photo()).then(() => screen.findByText(/^(Not sent: the server refused its size\.|No se envió: el servidor la rechazó por su tamaño\.)$/)),
    lines: [...EDITING, ...STOPPED, ...FAILED],
  },
  {
    name: 'submitted with an image not sent',
    load: titles,
    actors: () => ({ ...sending(never)(), uploadImage: failing(apiError({ kind: 'network' }))() }),
    reach: async () => {
      const user = await pick(photo());
      await photoIs('failed')();
      await write(user);
      await submit(user);
      return screen.findByText(/^(An image was not sent|Una imagen no se envió)/);
    },
    lines: [...EDITING, ...STOPPED, ...FAILED.filter((key) => key !== 'complaint.failed'), 'complaint.photosNotSent'],
  },
  {
    name: 'a file that is not an image',
    load: titles,
    reach: () => pick(photo('text/plain')).then(photoIs('refused')),
    lines: [...EDITING, ...STOPPED, 'complaint.photoNotImage'],
  },
  {
    name: 'a photo too large to read',
    load: titles,
    reach: () => pick(Object.defineProperty(photo(), 'size', { value: 26 * 1024 * 1024 })).then(photoIs('refused')),
    lines: [...EDITING, ...STOPPED, 'complaint.photoTooLarge'],
  },
  {
    name: 'a photo that cannot be read',
    load: titles,
    actors: () => ({ preparePhoto: made(() => Promise.reject(new Error('undecodable'))) }),
    reach: () => pick(photo()).then(photoIs('refused')),
    lines: [...EDITING, ...STOPPED, 'complaint.photoUnreadable'],
  },
  {
    name: 'a draft’s image from a site not allowed',
    arrange: () =>
      localStorage.setItem(
        draftKey('', '1', '11', 'MX240518001'),
        serializeDraft({ text: 'Me llaman de noche.', images: ['https://evil.example/1.jpg'] }, Date.now()),
      ),
    load: titles,
    reach: photoIs('sent'),
    lines: [...EDITING, ...STOPPED, 'complaint.imageRefused'],
  },
  {
    name: 'submitting',
    load: titles,
    actors: () => ({ saveComplaint: fromPromise<void>(() => never()) }),
    reach: () => typedAndSubmitted().then(() => screen.findByRole('button', { name: /^(Submit|Enviar)$/, busy: true })),
    lines: EDITING,
  },
  {
    name: 'the submit failed',
    load: titles,
    actors: () => ({ saveComplaint: fromPromise<void>(() => Promise.reject(apiError({ kind: 'network' }))) }),
    reach: () => typedAndSubmitted().then(() => screen.findByText(/^(The operation could not be completed|No se pudo completar)/)),
    lines: [...EDITING, 'complaint.failed'],
  },
  {
    name: 'sent (the success modal)',
    load: titles,
    actors: () => ({ saveComplaint: fromPromise<void>(async () => undefined) }),
    reach: () => typedAndSubmitted().then(() => screen.findByRole('dialog')),
    lines: [...EDITING, 'complaint.successTitle', 'complaint.successText'],
  },
  {
    name: 'left (going back to the entry page)',
    load: titles,
    actors: () => ({ saveComplaint: fromPromise<void>(async () => undefined) }),
    reach: async () => {
      await editing();
      await write(userEvent.setup());
      // The modal holds for 1500 ms: counted on fake timers, from the tap.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        fireEvent.click(screen.getByRole('button', { name: /^(Submit|Enviar)$/ }));
        await act(() => vi.advanceTimersByTimeAsync(1500));
      } finally {
        vi.useRealTimers();
      }
      return screen.findByText(/^(Going back…|Volviendo…)$/);
    },
    lines: ['complaint.redirecting'],
  },
  {
    name: 'a link with no type (the submit stopped, the form still writes)',
    route: '/complainPageNext?orderNo=MX240518001',
    load: titles,
    reach: () => screen.findByTestId('submit-blocked'),
    lines: EDITING,
  },
];

describeStateLines('complaint form', {
  Page: ComplaintFormPage,
  route: '/complainPageNext?problemType=1&problemSonType=11&orderNo=MX240518001',
  machineId: 'complaintForm',
  actor: 'loadTitles',
  files: [
    'src/flows/complaint/complaint-form-page.tsx',
    'src/flows/complaint/complaint-form-view.tsx',
    'src/flows/complaint/image-uploader.tsx',
    'src/flows/complaint/complaint-shared.tsx',
    'src/ui/page-state.tsx',
  ],
  pinned: COMPLAINT_FORM_PINNED,
  notShown: {
    'complaint.photoTooBigForServer': 'the {reason} of photoFailed’s sentence, not a line of its own: the state’s reach finds the whole sentence',
  },
  states,
});
