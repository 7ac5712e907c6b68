// A page that shows server data: load it, show it, or say why it failed and offer a retry.
// States: loading (busy) -> loaded | failed (error); page.retry in failed loads again. A kept answer
// (going back or forward): loading -> checking (shown, not acted on) -> loaded | unconfirmed (page.retry
// checks again) (docs/decisions/0139, as the payment code page's, 0131).
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import { failure } from './failure';

/**
 * An answer as the page's call gives it. `kept`: the answer kept for going back or forward
 * (docs/decisions/0128), which the server may have changed since: shown, never acted on (no code
 * copied or drawn, no amount sent on, no Pay), until a fresh answer confirms it (0139).
 */
export type PageAnswer<TData> = TData & { kept?: boolean };

export interface PageDataContext<TData, TInput> {
  input: TInput;
  data: PageAnswer<TData> | null;
  error: ApiError | null;
}

export type PageDataEvent = { type: 'page.retry' };

/** The typed setup of a page-data machine (`loadData` is provided by the page). */
export function pageDataSetup<TData, TInput>() {
  return setup({
    types: {
      context: {} as PageDataContext<TData, TInput>,
      events: {} as PageDataEvent,
      input: {} as TInput,
      tags: {} as 'busy' | 'error',
    },
    actors: {
      loadData: fromPromise<PageAnswer<TData>, TInput>(() => Promise.reject(new Error('loadData is provided by the page'))),
    },
    guards: {
      kept: (_, params: { data: PageAnswer<TData> }) => params.data.kept === true,
    },
    actions: {
      keepData: assign((_, params: { data: PageAnswer<TData> }) => ({ data: params.data, error: null })),
      keepError: assign((_, params: { error: ApiError }) => ({ error: params.error })),
      // The shared helper's rule (SPEC 8): a business error's own message shows as a toast (the page's).
      announceFailure: (_, _params: { error: ApiError }) => {},
    },
  });
}

/** The load's answer, as the actions' and guard's params. */
function answer<TData>({ event }: { event: { output: PageAnswer<TData> } }) {
  return { data: event.output };
}

/** The page's call, on the page's input: the first load, and the recheck of a kept answer. */
function load<TData, TInput>() {
  return {
    src: 'loadData' as const,
    input: ({ context }: { context: PageDataContext<TData, TInput> }) => context.input,
  };
}

const failed = [
  { type: 'keepError' as const, params: failure },
  { type: 'announceFailure' as const, params: failure },
];

/** Keeps the literal types of a machine config (state names, tags, action types) without a cast. */
function literal<const T>(config: T): T {
  return config;
}

/**
 * The one page-data machine: loading (busy) -> loaded | failed (error); page.retry in failed loads again;
 * a kept answer: loading -> checking -> loaded | unconfirmed, where page.retry (Check again) checks again.
 * Written as a plain config over the page's types; each page makes its machine with
 * `pageDataSetup<Data, Input>().createMachine(pageDataConfig<Data, Input>(id))`, where xstate checks it
 * with concrete types (inside one generic function it cannot: statelyai/xstate#4855).
 */
export function pageDataConfig<TData, TInput>(id: string) {
  return literal({
    id,
    context: ({ input }: { input: TInput }): PageDataContext<TData, TInput> => ({ input, data: null, error: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'load',
          ...load<TData, TInput>(),
          onDone: [
            { guard: { type: 'kept', params: answer<TData> }, target: 'checking', actions: { type: 'keepData', params: answer<TData> } },
            { target: 'loaded', actions: { type: 'keepData', params: answer<TData> } },
          ],
          onError: { target: 'failed', actions: failed },
        },
      },
      // A kept answer on screen while the same call, made again, takes the fresh answer sent beside
      // it: shown as not yet confirmed; nothing on it is copied, drawn, sent on or paid with.
      checking: {
        invoke: {
          id: 'recheck',
          ...load<TData, TInput>(),
          onDone: { target: 'loaded', actions: { type: 'keepData', params: answer<TData> } },
          onError: { target: 'unconfirmed', actions: failed },
        },
      },
      // The fresh answer did not come: the kept one stays, marked as not confirmed; no failure screen.
      unconfirmed: {
        on: { 'page.retry': 'checking' },
      },
      loaded: {},
      failed: {
        tags: ['error'],
        on: { 'page.retry': 'loading' },
      },
    },
  });
}

/** What a page-data view model reads: any page-data snapshot, whatever its data and input types. */
interface AnyPageDataSnapshot<TData> {
  matches: (value: 'loading' | 'loaded' | 'failed' | 'checking' | 'unconfirmed') => boolean;
  context: { data: TData | null; error: ApiError | null };
}

/**
 * Whether the answer on screen is the server's latest: a kept one is being checked, or could not be
 * (docs/decisions/0139). Only a confirmed one is acted on: its codes copied or drawn, its amounts sent
 * on, its Pay and Repay taken.
 */
export type PageStanding = 'confirmed' | 'checking' | 'unconfirmed';

/** A page-data page's view model: loading (its frame), failed (why, and a retry) or loaded with its data and standing. */
export type PageDataView<TData> =
  { status: 'loading'; error: null } | { status: 'failed'; error: ApiError | null } | { status: 'loaded'; data: TData; standing: PageStanding };

export function selectPageDataView<TData>(s: AnyPageDataSnapshot<TData>): PageDataView<TData> {
  const { data, error } = s.context;
  if (s.matches('failed')) return { status: 'failed', error };
  if (data === null || s.matches('loading')) return { status: 'loading', error: null };
  const standing = s.matches('checking') ? 'checking' : s.matches('unconfirmed') ? 'unconfirmed' : 'confirmed';
  return { status: 'loaded', data, standing };
}

/** What the borrower can do on a page-data page besides its own actions: try the load again, or check a kept answer again. */
export function pageDataIntents(send: (event: PageDataEvent) => void) {
  return { onRetry: () => send({ type: 'page.retry' }) };
}
