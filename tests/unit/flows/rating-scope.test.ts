import { describe, expect, it } from 'vitest';
import { ratingScope } from '../../../src/flows/shared/rating/rating-container';

// docs/decisions/0137: a rating in progress is kept per borrower and what it is about; a link
// without a userId keeps none.
describe('where a rating in progress is kept', () => {
  it('per borrower and what it is about', () => {
    expect(ratingScope('U1', 'order.1')).not.toBe(ratingScope('U2', 'order.1'));
    expect(ratingScope('U1', 'order.1')).not.toBe(ratingScope('U1', 'complaint.1'));
    expect(ratingScope('a.b', 'c')).not.toBe(ratingScope('a', 'b.c'));
  });

  it('nowhere without a userId, or without what it is about', () => {
    expect(ratingScope('', 'order.1')).toBeNull();
    expect(ratingScope(undefined, 'order.1')).toBeNull();
    expect(ratingScope('U1', undefined)).toBeNull();
  });
});
