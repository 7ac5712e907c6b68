import { expect } from 'vitest';
import { apiError, type ApiError } from '../../src/api/errors';
import type { PageDataContext } from '../../machines/shared/page-data';

export const networkError = apiError({ kind: 'network' });
export const businessError = apiError({ kind: 'business', code: '4001', message: 'Este pedido no tiene pagos pendientes.' });

const errorView = (e: ApiError | null) => (e ? { kind: e.kind, message: e.message } : null);

/** The model of a page-data machine: the load resolves with `data`, or fails offline or with a business code. */
export function pageDataModel<TData>(data: TData) {
  return {
    cases: {
      'xstate.done.actor.load': [{ output: data }],
      'xstate.error.actor.load': [{ error: networkError }, { error: businessError }],
    },
    context: (c: PageDataContext<TData, unknown>) => ({ loaded: c.data !== null, error: errorView(c.error) }),
  };
}

/** Per-state checks every page-data machine meets on a real actor. */
export function pageDataStateChecks<TData>(data: TData, input: unknown) {
  type Run = {
    actor: { getSnapshot: () => { hasTag: (t: string) => boolean; context: unknown } };
    actors: { calls: { id: string; input: unknown }[] };
  };
  const ctx = (run: Run) => run.actor.getSnapshot().context as PageDataContext<TData, unknown>;
  return {
    loading: (run: Run) => {
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(run.actors.calls.at(-1)).toEqual({ id: 'load', input });
    },
    loaded: (run: Run) => {
      expect(ctx(run).data).toEqual(data);
      expect(ctx(run).error).toBeNull();
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(false);
    },
    failed: (run: Run) => {
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
      expect(ctx(run).error?.kind).toMatch(/network|business/);
    },
  };
}
