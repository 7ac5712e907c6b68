import type { Meta } from '@storybook/react-vite';
import { ratingMachine, type RatingContext } from '../machines/rating/rating.machine';
import { apiError } from '../src/api/errors';
import { Rating } from '../src/flows/shared/rating/rating-container';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Rating',
  parameters: { route: '/loan/detail' },
} satisfies Meta;

/** The embeddable rating with its own "Rate the service" button, as on loan details. */
const RatingPage = () => <Rating trigger />;

const at = (stars: number, error: RatingContext['error'] = null): RatingContext => ({ stars, error });

export const Closed = stateStory(ratingMachine, RatingPage, 'closed', at(0));
export const Picking = stateStory(ratingMachine, RatingPage, 'picking', at(3));
export const Missing = stateStory(ratingMachine, RatingPage, 'missing', at(0), { name: 'Missing (no star)' });
export const Sending = stateStory(ratingMachine, RatingPage, 'sending', at(5));
export const SendFailed = stateStory(ratingMachine, RatingPage, 'sendFailed', at(4, apiError({ kind: 'network' })));
export const Thanking = stateStory(ratingMachine, RatingPage, 'thanking', at(2));
export const Rated = stateStory(ratingMachine, RatingPage, 'rated', at(5));
