import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ratingMachine, type RatingContext } from '../../machines/rating/rating.machine';
import { ratingReload, reopenRating, type RatingKept } from '../../machines/rating/rating.reload';
import { describeReloadTable } from '../helpers/reload-table';
import { ratingModel } from './rating.model';

// docs/decisions/0137: the rating reloaded in every state it can reach; the page opens a kept one
// again with its stars (src/flows/shared/rating/rating-container.tsx).
describeReloadTable<RatingKept>('rating', ratingMachine, {
  spec: ratingReload as never,
  model: ratingModel,
  commits: ['sendScore'],
  restart: (kept) => ({ input: undefined, answers: kept ? reopenRating(kept).map((e) => ({ ...e })) : [] }),
  same: (before: AnyMachineSnapshot, after: AnyMachineSnapshot) => {
    expect((after.context as RatingContext).stars).toBe((before.context as RatingContext).stars);
  },
});
