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
  'page.retry': async (_e, { user }) => {
    await user.click(screen.getByRole('button', { name: 'Retry' }));
  },
};

/** What the loading and failed states of every page-data page show (English, `type=1`). */
export function pageDataStates(loaded: (s: AnyMachineSnapshot, run: ViewRun) => void | Promise<void>) {
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
    loaded,
  };
}
