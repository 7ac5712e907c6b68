// A page that shows server data: load it, show it, or say why it failed and offer a retry.
// States: loading (busy) -> loaded | failed (error); page.retry in failed loads again.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import { failure } from './failure';

export interface PageDataContext<TData, TInput> {
  input: TInput;
  data: TData | null;
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
      loadData: fromPromise<TData, TInput>(() => Promise.reject(new Error('loadData is provided by the page'))),
    },
    actions: {
      keepData: assign((_, params: { data: TData }) => ({ data: params.data, error: null })),
      keepError: assign((_, params: { error: ApiError }) => ({ error: params.error })),
      // The shared helper's rule (SPEC 8): a business error's own message shows as a toast (the page's).
      announceFailure: (_, _params: { error: ApiError }) => {},
    },
  });
}

/** Keeps the literal types of a machine config (state names, tags, action types) without a cast. */
function literal<const T>(config: T): T {
  return config;
}

/**
 * The one page-data machine: loading (busy) -> loaded | failed (error); page.retry in failed loads again.
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
          src: 'loadData',
          input: ({ context }: { context: PageDataContext<TData, TInput> }) => context.input,
          onDone: {
            target: 'loaded',
            actions: { type: 'keepData', params: ({ event }: { event: { output: TData } }) => ({ data: event.output }) },
          },
          onError: {
            target: 'failed',
            actions: [
              { type: 'keepError', params: failure },
              { type: 'announceFailure', params: failure },
            ],
          },
        },
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
  matches: (value: 'loading' | 'loaded' | 'failed') => boolean;
  context: { data: TData | null; error: ApiError | null };
}

/** A page-data page's view model: loading (its frame), failed (why, and a retry) or loaded with its data. */
export type PageDataView<TData> =
  { status: 'loading'; error: null } | { status: 'failed'; error: ApiError | null } | { status: 'loaded'; data: TData };

export function selectPageDataView<TData>(s: AnyPageDataSnapshot<TData>): PageDataView<TData> {
  const { data, error } = s.context;
  if (s.matches('loaded') && data !== null) return { status: 'loaded', data };
  if (s.matches('failed')) return { status: 'failed', error };
  return { status: 'loading', error: null };
}

/** What the borrower can do on a page-data page besides its own actions: try the load again. */
export function pageDataIntents(send: (event: PageDataEvent) => void) {
  return { onRetry: () => send({ type: 'page.retry' }) };
}
