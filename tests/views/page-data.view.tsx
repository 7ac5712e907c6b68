import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
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
export function pageDataStates(loaded: (s: AnyMachineSnapshot, run: ViewRun) => void) {
  return {
    loading: (_s: AnyMachineSnapshot, run: ViewRun) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(run.actors.pending.has('load')).toBe(true);
    },
    failed: (s: AnyMachineSnapshot) => {
      const { error } = s.context as PageDataContext<unknown, unknown>;
      const text = error?.kind === 'business' ? error.message : 'No connection. Check your internet and try again.';
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    loaded,
  };
}
