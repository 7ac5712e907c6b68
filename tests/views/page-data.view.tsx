import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PageDataContext } from '../../machines/shared/page-data';
import type { ViewRun } from '../helpers/view-suite';

/** Shows where the page navigated to. */
export function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{`${pathname}${search}`}</span>;
}

export const pageDataEvents: Record<string, (e: EventObject, run: ViewRun) => Promise<void>> = {
  // Retry after a failure; Check again for a kept answer not confirmed (docs/decisions/0139).
  'page.retry': async (_e, { user }) => {
    await user.click(screen.queryByRole('button', { name: 'Check again' }) ?? screen.getByRole('button', { name: 'Retry' }));
  },
};

/** What a page shows for a kept answer: being checked, or not confirmed (docs/decisions/0139). */
export type KeptCheck = (standing: 'checking' | 'unconfirmed', s: AnyMachineSnapshot, run: ViewRun) => void | Promise<void>;

/**
 * A repaying page with a kept answer (instalment, extension): its amounts and codes shown, dimmed,
 * and nothing on them acted on: no channel paid with, no code copied or drawn; the page says it is
 * checking (a status), or could not (an alert, with Check again), and shows no failure screen.
 */
export async function keptRepayingPage(standing: 'checking' | 'unconfirmed', amountTestId: string) {
  const amount = await screen.findByTestId(amountTestId);
  expect(amount).toHaveClass('pay-kept');
  const channels = screen.getAllByTestId(/^channel-/);
  expect(channels).toHaveLength(4);
  for (const b of channels) expect(b).toBeDisabled();
  for (const b of screen.getAllByRole('button', { name: /^Copy the code / })) expect(b).toBeDisabled();
  for (const b of screen.getAllByRole('button', { name: /^Show the barcode of / })) expect(b).toBeDisabled();
  expect(screen.getByText('9300 1234 5678 90')).toHaveClass('pay-kept');
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  if (standing === 'checking') {
    expect(screen.getByRole('status')).toHaveTextContent(
      'Checking the amount and the payment codes. You can copy them and pay once they are confirmed.',
    );
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  } else {
    // A business error's own message is a toast beside it (SPEC 8).
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'We could not confirm the amount and the payment codes. Do not pay with them until they are checked.',
    );
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
  }
}

/**
 * What the loading and failed states of every page-data page show (English, `type=1`); `loaded` and
 * `kept` (checking, unconfirmed) are the page's own.
 */
export function pageDataStates(loaded: (s: AnyMachineSnapshot, run: ViewRun) => void | Promise<void>, kept?: KeptCheck) {
  return {
    loading: (_s: AnyMachineSnapshot, run: ViewRun) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(run.actors.pending.has('load')).toBe(true);
    },
    // A business error's own message is a toast (SPEC 8, the shared helper); the failure screen says
    // why in our words and offers a retry.
    failed: (s: AnyMachineSnapshot) => {
      const { error } = s.context as PageDataContext<unknown, unknown>;
      const line = error?.kind === 'business' ? 'We cannot show this for your order right now.' : 'No connection. Check your internet and try again.';
      const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
      expect(alerts).toContain(line);
      if (error?.kind === 'business') expect(alerts).toContain(error.message);
      else expect(alerts).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    loaded: async (s: AnyMachineSnapshot, run: ViewRun) => {
      await loaded(s, run);
      expect(screen.queryByText(/Checking the amount|could not confirm/)).toBeNull();
    },
    // The payment code page, with a machine of its own, gives its own (0131).
    ...(kept && {
      checking: (s: AnyMachineSnapshot, run: ViewRun) => kept('checking', s, run),
      unconfirmed: (s: AnyMachineSnapshot, run: ViewRun) => kept('unconfirmed', s, run),
    }),
  };
}
