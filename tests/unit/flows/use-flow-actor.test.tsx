// @vitest-environment happy-dom
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { fromPromise, setup, type ActorRefFrom } from 'xstate';
import { useFlowActor } from '../../../src/flows/shared/use-flow-actor';

/** A page's load, as every flow has one: it fails when its call rejects, a cancelled one too. */
const pageMachine = setup({
  actors: { load: fromPromise<string>(async () => '') },
}).createMachine({
  id: 'page',
  initial: 'loading',
  states: {
    loading: { invoke: { src: 'load', onDone: 'loaded', onError: 'failed' } },
    loaded: {},
    failed: {},
  },
});

/** A call that answers when told to and rejects as soon as its signal aborts, as the API clients do. */
function controlledCalls() {
  const calls: { signal: AbortSignal; answer: (value: string) => void }[] = [];
  const load = fromPromise<string>(
    ({ signal }) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ signal, answer: resolve });
        signal.addEventListener('abort', () => reject(new Error('network')), { once: true });
      }),
  );
  return { calls, load };
}

let actor: ActorRefFrom<typeof pageMachine> | undefined;

function Page({ load }: { load: ReturnType<typeof controlledCalls>['load'] }) {
  actor = useFlowActor(pageMachine, { actors: { load } });
  const state = useSelector(actor, (s) => String(s.value));
  return <p>{state}</p>;
}

/** Lets queued microtasks and promise callbacks run. */
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useFlowActor', () => {
  it('starts the work once under StrictMode and uses its answer', async () => {
    const { calls, load } = controlledCalls();
    render(
      <StrictMode>
        <Page load={load} />
      </StrictMode>,
    );
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(false);
    await act(async () => calls[0]?.answer('data'));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('stops the actor when the page really unmounts: the call is cancelled and no failure is recorded', async () => {
    const { calls, load } = controlledCalls();
    const view = render(
      <StrictMode>
        <Page load={load} />
      </StrictMode>,
    );
    await flush();
    const running = actor;
    view.unmount();
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(running?.getSnapshot().status).toBe('stopped');
    expect(running?.getSnapshot().value).toBe('loading');
  });

  it('gives a page mounted again later a new actor and a new call', async () => {
    const { calls, load } = controlledCalls();
    const view = render(<Page key="a" load={load} />);
    await flush();
    const first = actor;
    view.rerender(<Page key="b" load={load} />);
    await flush();
    expect(actor).not.toBe(first);
    expect(first?.getSnapshot().status).toBe('stopped');
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => call.signal.aborted)).toEqual([true, false]);
    await act(async () => calls[1]?.answer('data'));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
