import { expect } from 'vitest';
import { apiError, type ApiError } from '../../src/api/errors';
import type { PageDataContext } from '../../machines/shared/page-data';
import { pageDataMachine } from '../../machines/shared/page-data.definition';
import type { SuiteRun } from '../helpers/machine-suite';
import { everyEvent, type SpecRow } from '../helpers/spec-table';

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

/**
 * The page-data table (SPEC, each page-data page: loading, then the page or a failure with Retry,
 * which loads again), for the definition and each page made from it.
 */
export function pageDataTable<TData>(data: TData) {
  const loaded = { type: 'xstate.done.actor.load', output: data };
  const offline = { type: 'xstate.error.actor.load', error: networkError };
  const refused = { type: 'xstate.error.actor.load', error: businessError };
  const errorOf = (run: SuiteRun) => {
    const context: unknown = run.actor.getSnapshot().context;
    return typeof context === 'object' && context !== null && 'error' in context ? context.error : undefined;
  };
  const transitions: SpecRow<SuiteRun>[] = [
    { from: 'loading', event: loaded, to: 'loaded' },
    { from: 'loading', event: offline, to: 'failed', then: (run) => expect(errorOf(run)).toBe(networkError) },
    { from: 'loading', event: refused, to: 'failed', then: (run) => expect(errorOf(run)).toBe(businessError) },
    { from: 'failed', via: [offline], event: { type: 'page.retry' }, to: 'loading' },
  ];
  return { transitions, every: everyEvent(pageDataMachine, { 'page.retry': { type: 'page.retry' } }) };
}
