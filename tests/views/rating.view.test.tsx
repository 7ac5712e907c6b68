import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ratingMachine, type RatingContext } from '../../machines/rating/rating.machine';
import { Rating } from '../../src/flows/shared/rating/rating-container';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { ratingModel } from '../machines/rating.model';

const dialog = () => screen.getByRole('dialog', { name: 'Rate our service' });
const stars = () => within(dialog()).getAllByRole('radio') as HTMLInputElement[];

function expectStars(c: RatingContext) {
  expect(within(dialog()).getByRole('group', { name: 'Rating' })).toBeInTheDocument();
  expect(stars()).toHaveLength(5);
  expect(stars().map((s) => s.checked)).toEqual([1, 2, 3, 4, 5].map((n) => n === c.stars));
}

describeViewModel('rating', ratingMachine, {
  ...ratingModel,
  render: (machineOptions) => renderPage(<Rating trigger />, { route: '/loan/detail?type=1', machineOptions }),
  events: {
    'rating.open': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Rate the service' })),
    'rating.pick': async (e, { user }) => user.click(screen.getByRole('radio', { name: `${(e as unknown as { stars: number }).stars} of 5 stars` })),
    'rating.submit': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Submit' })),
    'rating.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'rating.close': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Close' })),
  },
  states: {
    closed: () => {
      expect(screen.getByRole('button', { name: 'Rate the service' })).toBeEnabled();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    picking: (s) => {
      expectStars(s.context as RatingContext);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    },
    missing: (s) => {
      expectStars(s.context as RatingContext);
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('Seleccione una calificación');
    },
    sending: (s) => {
      expectStars(s.context as RatingContext);
      expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    },
    sendFailed: (s) => {
      expectStars(s.context as RatingContext);
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('We could not send your rating.');
    },
    thanking: () => {
      expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Rate our service' })).toBeNull();
    },
    rated: (s) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Rate the service' })).toBeNull();
      expect(screen.getByText('Thank you for rating our service.')).toBeInTheDocument();
      // In a plain browser the bridge's store rating is a visible notice.
      const notice = screen.queryByText('Browser mode: the store rating opens only inside the app.');
      if ((s.context as RatingContext).stars >= 4) expect(notice).toBeInTheDocument();
      else expect(notice).toBeNull();
    },
  },
});
