// Every line in every state, in both languages (docs/decisions/0134): the rating every page that
// asks for one embeds (loan details, a complaint's detail), each of its states in Spanish and in
// English, shows exactly the texts pinned here for the keys that state uses, and no other text of
// its keys (read from its source files). "Seleccione una calificación" is the spec's own text in
// both languages.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { apiError } from '../../src/api';
import { Rating } from '../../src/flows/shared/rating/rating-container';
import { describeStateLines } from '../helpers/state-lines-suite';

const RatingWithTrigger = () => <Rating trigger />;
const sent = () => fromPromise<void, { score: number }>(async () => undefined);
const open = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^(Rate the service|Calificar el servicio)$/ }));
  return user;
};
/** Opens the rating, picks `stars` (none: 0) and sends it. */
const rate = async (stars: number) => {
  const user = await open();
  if (stars > 0) await user.click(screen.getByRole('radio', { name: new RegExp(`^${stars} (of|de) 5`) }));
  await user.click(screen.getByRole('button', { name: /^(Submit|Enviar)$/ }));
};
const DIALOG = ['rating.open', 'rating.title', 'rating.stars', 'rating.star', 'rating.submit', 'rating.close'];

describeStateLines('rating', {
  Page: RatingWithTrigger,
  route: '/loan/detail',
  machineId: 'rating',
  actor: 'sendScore',
  files: ['src/flows/shared/rating/rating-container.tsx', 'src/flows/shared/rating/rating-view.tsx'],
  pinned: {
    'rating.title': { es: 'Califique nuestro servicio', en: 'Rate our service' },
    'rating.open': { es: 'Calificar el servicio', en: 'Rate the service' },
    'rating.stars': { es: 'Calificación', en: 'Rating' },
    'rating.star': { es: '{count} de 5 estrellas', en: '{count} of 5 stars' },
    'rating.submit': { es: 'Enviar', en: 'Submit' },
    'rating.close': { es: 'Cerrar', en: 'Close' },
    'rating.missing': { es: 'Seleccione una calificación', en: 'Seleccione una calificación' },
    'rating.sendFailed': {
      es: 'No pudimos enviar su calificación. Revise su conexión e inténtelo de nuevo.',
      en: 'We could not send your rating. Check your connection and try again.',
    },
    'rating.retry': { es: 'Reintentar', en: 'Retry' },
    'rating.thanksTitle': { es: '¡Gracias!', en: 'Thank you!' },
    'rating.thanksText': {
      es: 'Gracias por su opinión. La usaremos para mejorar nuestro servicio.',
      en: 'Thank you for your feedback. We will use it to improve our service.',
    },
    'rating.done': { es: 'Gracias por calificar nuestro servicio.', en: 'Thank you for rating our service.' },
  },
  notShown: {},
  states: [
    { name: 'closed', load: sent, reach: () => screen.findByRole('button'), lines: ['rating.open'] },
    { name: 'picking', load: sent, reach: () => open().then(() => screen.findByRole('dialog')), lines: DIALOG },
    {
      name: 'missing (sent with no star)',
      load: sent,
      reach: () => rate(0).then(() => screen.findByRole('alert')),
      lines: [...DIALOG, 'rating.missing'],
    },
    {
      name: 'sending',
      load: () => fromPromise<void, { score: number }>(() => new Promise<void>(() => undefined)),
      reach: () => rate(2).then(() => screen.findByRole('button', { name: /^(Submit|Enviar)$/, busy: true })),
      lines: DIALOG,
    },
    {
      name: 'send failed',
      load: () => fromPromise<void, { score: number }>(() => Promise.reject(apiError({ kind: 'network' }))),
      reach: () => rate(2).then(() => screen.findByRole('alert')),
      // Retry takes Submit's place.
      lines: [...DIALOG.filter((key) => key !== 'rating.submit'), 'rating.sendFailed', 'rating.retry'],
    },
    {
      name: 'thanking (under 4 stars)',
      load: sent,
      reach: () => rate(2).then(() => screen.findByRole('dialog', { name: /^(Thank you!|¡Gracias!)$/ })),
      lines: ['rating.open', 'rating.thanksTitle', 'rating.thanksText', 'rating.close'],
    },
    {
      name: 'rated (4 stars or more)',
      load: sent,
      reach: () => rate(5).then(() => screen.findByText(/^(Thank you for rating our service\.|Gracias por calificar nuestro servicio\.)$/)),
      lines: ['rating.done'],
    },
  ],
});
