// A page that shows server data: load it, show it, or say why it failed and offer a retry.
// States: loading (busy) -> loaded | failed (error); page.retry in failed loads again.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../src/api/errors';

export interface PageDataContext<TData, TInput> {
  input: TInput;
  data: TData | null;
  error: ApiError | null;
}

export type PageDataEvent = { type: 'page.retry' };

/** One machine per page (`id` names it for stories, tests and the inspector); `loadData` is provided by the page. */
export function createPageDataMachine<TData, TInput>(id: string) {
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
      // Done and error events are not in the typed event union: read their payload by shape.
      keepData: assign({ data: ({ event }) => (event as unknown as { output: TData }).output, error: null }),
      keepError: assign({ error: ({ event }) => (event as unknown as { error: ApiError }).error }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ input, data: null, error: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        // TypeScript cannot check xstate's invoke type over open generics; each page machine is checked when provided.
        invoke: {
          id: 'load',
          src: 'loadData',
          input: ({ context }: { context: PageDataContext<TData, TInput> }) => context.input,
          onDone: { target: 'loaded', actions: 'keepData' },
          onError: { target: 'failed', actions: 'keepError' },
        } as never,
      },
      loaded: {},
      failed: {
        tags: ['error'],
        on: { 'page.retry': 'loading' },
      },
    },
  });
}

export type PageDataMachine<TData, TInput> = ReturnType<typeof createPageDataMachine<TData, TInput>>;
/** What the selectors read: any page-data snapshot, whatever its data and input types. */
interface AnyPageDataSnapshot<TData> {
  matches: (value: 'loading' | 'loaded' | 'failed') => boolean;
  context: { data: TData | null; error: ApiError | null };
}

export type PageDataStatus = 'loading' | 'loaded' | 'failed';

export const selectPageStatus = <TData>(s: AnyPageDataSnapshot<TData>): PageDataStatus =>
  s.matches('loaded') ? 'loaded' : s.matches('failed') ? 'failed' : 'loading';
export const selectPageData = <TData>(s: AnyPageDataSnapshot<TData>): TData | null => s.context.data;
export const selectPageError = <TData>(s: AnyPageDataSnapshot<TData>): ApiError | null => s.context.error;
