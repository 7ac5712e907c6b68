import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import LoanDetailsPage from '../../src/flows/loan-details/loan-details-page';
import { ratingScope } from '../../src/flows/shared/rating/rating-container';
import { sessionKeyOf } from '../../src/lib/session-keep';
import { server } from '../../src/mocks/node';
import { renderRoute, withDemoBackend } from './page-harness';

withDemoBackend();

// docs/decisions/0137: a rating in progress comes back open with its stars after a reload, and a
// score is never sent again by one. It is kept per borrower (the link's userId) and order.
const ROUTE = '/loan/detail?type=1&productId=7&orderId=240518001&userId=U5';
const KEY = sessionKeyOf('rating', ratingScope('U5', 'order.240518001') ?? '');

function countScores() {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (/score/i.test(new URL(request.url).pathname)) sent.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  return { sent, off: () => server.events.removeListener('request:start', listener) };
}

async function openAndPick(stars: number) {
  fireEvent.click(await screen.findByRole('button', { name: 'Rate the service' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rate our service' });
  fireEvent.click(within(dialog).getByRole('radio', { name: `${stars} of 5 stars` }));
  expect(within(dialog).getByRole('radio', { name: `${stars} of 5 stars` })).toBeChecked();
}

describe('rating after a reload (docs/decisions/0137)', () => {
  it('open with 3 stars picked: the page loaded again opens it with the 3 stars, and sends nothing', async () => {
    const scores = countScores();
    const first = renderRoute(<LoanDetailsPage />, ROUTE, ['status-200']);
    await openAndPick(3);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ stars: 3 });
    first.unmount();

    renderRoute(<LoanDetailsPage />, ROUTE, ['status-200']);
    const dialog = await screen.findByRole('dialog', { name: 'Rate our service' });
    expect(within(dialog).getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
    expect(scores.sent).toEqual([]);
    scores.off();
  });

  it('kept for its borrower only: another userId on the same tab opens the rating closed', async () => {
    const first = renderRoute(<LoanDetailsPage />, ROUTE, ['status-200']);
    await openAndPick(4);
    first.unmount();
    renderRoute(<LoanDetailsPage />, ROUTE.replace('userId=U5', 'userId=U6'), ['status-200']);
    expect(await screen.findByRole('button', { name: 'Rate the service' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Rate our service' })).toBeNull();
  });

  it('closed: nothing is kept, and the page loaded again shows the rating closed', async () => {
    const first = renderRoute(<LoanDetailsPage />, ROUTE, ['status-200']);
    await openAndPick(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem(KEY)).toBeNull();
    first.unmount();
    renderRoute(<LoanDetailsPage />, ROUTE, ['status-200']);
    expect(await screen.findByRole('button', { name: 'Rate the service' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Rate our service' })).toBeNull();
  });
});
