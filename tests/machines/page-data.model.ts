import { expect } from 'vitest';
import { apiError, type ApiError } from '../../src/api/errors';
import type { PageDataContext } from '../../machines/shared/page-data';
import { pageDataMachine } from '../../machines/shared/page-data.definition';
import type { SuiteRun } from '../helpers/machine-suite';
import { everyEvent, type SpecRow } from '../helpers/spec-table';

export const networkError = apiError({ kind: 'network' });
export const businessError = apiError({ kind: 'business', code: '4001', message: 'Este pedido no tiene pagos pendientes.' });

const errorView = (e: ApiError | null) => (e ? { kind: e.kind, message: e.message } : null);

/** Going back or forward: the answer kept for the entry, shown until a fresh one confirms it (docs/decisions/0139). */
export const keptOf = <TData>(data: TData) => ({ ...data, kept: true });

/**
 * The model of a page-data machine: the load resolves with `data` (fresh) or with it kept, or fails
 * offline or with a business code; the recheck of a kept answer resolves fresh or fails.
 */
export function pageDataModel<TData>(data: TData) {
  return {
    cases: {
      'xstate.done.actor.load': [{ output: data }, { output: keptOf(data) }],
      'xstate.error.actor.load': [{ error: networkError }, { error: businessError }],
      'xstate.done.actor.recheck': [{ output: data }],
      'xstate.error.actor.recheck': [{ error: networkError }, { error: businessError }],
    },
    context: (c: PageDataContext<TData, unknown>) => ({ loaded: c.data !== null, kept: c.data?.kept === true, error: errorView(c.error) }),
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
    // A kept answer: shown, never as the current one; the same call made again for the fresh one.
    checking: (run: Run) => {
      expect(ctx(run).data).toEqual(keptOf(data));
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(false);
      expect(run.actor.getSnapshot().hasTag('error')).toBe(false);
      expect(run.actors.calls.at(-1)).toEqual({ id: 'recheck', input });
    },
    // The fresh answer failed: the kept one stays, with why; no failure screen.
    unconfirmed: (run: Run) => {
      expect(ctx(run).data).toEqual(keptOf(data));
      expect(ctx(run).error?.kind).toMatch(/network|business/);
      expect(run.actor.getSnapshot().hasTag('error')).toBe(false);
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
 * which loads again; a kept answer checked before it is acted on, docs/decisions/0139), for the
 * definition and each page made from it.
 */
export function pageDataTable<TData>(data: TData) {
  const loaded = { type: 'xstate.done.actor.load', output: data };
  const offline = { type: 'xstate.error.actor.load', error: networkError };
  const refused = { type: 'xstate.error.actor.load', error: businessError };
  const kept = { type: 'xstate.done.actor.load', output: keptOf(data) };
  const confirmed = { type: 'xstate.done.actor.recheck', output: data };
  const recheckOffline = { type: 'xstate.error.actor.recheck', error: networkError };
  const recheckRefused = { type: 'xstate.error.actor.recheck', error: businessError };
  const ctx = (run: SuiteRun) => run.actor.getSnapshot().context as PageDataContext<TData, unknown>;
  const errorOf = (run: SuiteRun) => ctx(run).error;
  const calls = (run: SuiteRun, id: string) => run.actors.calls.filter((c) => c.id === id);
  const transitions: SpecRow<SuiteRun>[] = [
    { from: 'loading', event: loaded, to: 'loaded' },
    { from: 'loading', event: offline, to: 'failed', then: (run) => expect(errorOf(run)).toBe(networkError) },
    { from: 'loading', event: refused, to: 'failed', then: (run) => expect(errorOf(run)).toBe(businessError) },
    { from: 'failed', via: [offline], event: { type: 'page.retry' }, to: 'loading' },
    // A kept answer: shown, and the same call made again at once for the fresh one.
    {
      from: 'loading',
      event: kept,
      to: 'checking',
      then: (run) => {
        expect(ctx(run).data).toEqual(keptOf(data));
        expect(calls(run, 'recheck')).toHaveLength(1);
      },
    },
    {
      from: 'checking',
      event: confirmed,
      to: 'loaded',
      note: 'the fresh answer replaces the kept one',
      then: (run) => expect(ctx(run).data).toEqual(data),
    },
    // The fresh answer failed: no failure screen, the kept answer stays, not confirmed.
    {
      from: 'checking',
      event: recheckOffline,
      to: 'unconfirmed',
      then: (run) => {
        expect(ctx(run).data).toEqual(keptOf(data));
        expect(errorOf(run)).toBe(networkError);
      },
    },
    {
      from: 'checking',
      event: recheckRefused,
      to: 'unconfirmed',
      then: (run) => {
        expect(ctx(run).data).toEqual(keptOf(data));
        expect(errorOf(run)).toBe(businessError);
      },
    },
    {
      from: 'unconfirmed',
      via: [kept, recheckOffline],
      event: { type: 'page.retry' },
      to: 'checking',
      note: 'Check again: asks once more, the kept answer still shown',
      then: (run) => {
        expect(calls(run, 'recheck')).toHaveLength(2);
        expect(calls(run, 'load')).toHaveLength(1);
        expect(ctx(run).data).toEqual(keptOf(data));
      },
    },
  ];
  return { transitions, every: everyEvent(pageDataMachine, { 'page.retry': { type: 'page.retry' } }) };
}
