import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { screen, within } from '@testing-library/react';
import { ratingMachine } from '../../machines/rating/rating.machine';
import { Rating } from '../../src/flows/shared/rating/rating-container';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { ratingModel } from '../machines/rating.model';

const dialog = () => screen.getByRole('dialog', { name: 'Rate our service' });
const stars = () => within(dialog()).getAllByRole('radio') as HTMLInputElement[];

/** The stars the person picked since the dialog last opened (none when it opens). */
let picked = 0;

// Five stars (SPEC 9), the one picked checked.
function expectStars() {
  expect(within(dialog()).getByRole('group', { name: 'Rating' })).toBeInTheDocument();
  expect(stars()).toHaveLength(5);
  expect(stars().map((s) => s.checked)).toEqual([1, 2, 3, 4, 5].map((n) => n === picked));
}

describeViewModel('rating', ratingMachine, {
  ...ratingModel,
  render: (machineOptions) => {
    picked = 0;
    renderPage(<Rating trigger />, { route: '/loan/detail?type=1', machineOptions });
  },
  events: {
    'rating.open': async (_e, { user }) => {
      picked = 0;
      await user.click(screen.getByRole('button', { name: 'Rate the service' }));
    },
    'rating.pick': async (e, { user }) => {
      picked = (e as unknown as { stars: number }).stars;
      await user.click(screen.getByRole('radio', { name: `${picked} of 5 stars` }));
    },
    'rating.submit': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Submit' })),
    'rating.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'rating.close': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Close' })),
  },
  states: {
    closed: () => {
      expect(screen.getByRole('button', { name: 'Rate the service' })).toBeEnabled();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    picking: () => {
      expectStars();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    },
    // SPEC 4: zero stars gives 'Seleccione una calificación'.
    missing: () => {
      expect(picked).toBe(0);
      expectStars();
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('Seleccione una calificación');
    },
    sending: () => {
      expectStars();
      expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    },
    sendFailed: () => {
      expectStars();
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('We could not send your rating.');
    },
    // SPEC 4: a score under 4 shows the thank-you modal.
    thanking: () => {
      expect(picked).toBeLessThan(4);
      expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Rate our service' })).toBeNull();
    },
    rated: () => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Rate the service' })).toBeNull();
      expect(screen.getByText('Thank you for rating our service.')).toBeInTheDocument();
      // In a plain browser the bridge's store rating is a visible notice.
      const notice = screen.queryByText('Browser mode: the store rating opens only inside the app.');
      // SPEC 4: a score of 4 or 5 opens the store rating.
      if (picked >= 4) expect(notice).toBeInTheDocument();
      else expect(notice).toBeNull();
    },
  },
});

// SPEC 4 and 9, every score written out: under 4 thanks, 4 or 5 opens the store rating; the score
// picked is the one sent.
describe('the rating outcome for each score', () => {
  it.each([
    [1, 'thanks'],
    [2, 'thanks'],
    [3, 'thanks'],
    [4, 'store'],
    [5, 'store'],
  ] as const)('%i stars: %s', async (score, outcome) => {
    const sent: number[] = [];
    const sendScore = fromPromise<void, { score: number }>(async ({ input }) => void sent.push(input.score));
    const user = userEvent.setup();
    renderPage(<Rating trigger />, { route: '/loan/detail?type=1', machineOptions: { overrides: { rating: { actors: { sendScore } } } } });
    await user.click(screen.getByRole('button', { name: 'Rate the service' }));
    await user.click(screen.getByRole('radio', { name: `${score} of 5 stars` }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const storeNotice = 'Browser mode: the store rating opens only inside the app.';
    if (outcome === 'thanks') {
      expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
      expect(screen.queryByText(storeNotice)).toBeNull();
    } else {
      expect(await screen.findByText(storeNotice)).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Thank you!' })).toBeNull();
    }
    expect(sent).toEqual([score]);
  });
});
