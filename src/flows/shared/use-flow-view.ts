import { useDeferredValue, useMemo } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef, EventObject } from 'xstate';

/**
 * A page's one view model: `select` (a pure function in machines/<flow>/, tested on its own) turns
 * the actor's snapshot into the view's props; the page re-renders when one of them changes.
 */
export function useFlowView<TSnapshot, TView extends object>(
  actor: Pick<AnyActorRef, 'subscribe'> & { getSnapshot: () => TSnapshot },
  select: (snapshot: TSnapshot) => TView,
): TView {
  return useSelector(actor, select, shallowEqual);
}

/**
 * The view model of a page that shows an answer and takes no typing (loan details, the repaying
 * pages, the payment code; decision 0140): each new view is rendered first with the view it had,
 * then in a deferred render React cuts into slices of about 5 ms, so an answer's arrival is not one
 * long task on a cheap phone. Its commit is still one task.
 */
export function useDeferredFlowView<TSnapshot, TView extends object>(
  actor: Pick<AnyActorRef, 'subscribe'> & { getSnapshot: () => TSnapshot },
  select: (snapshot: TSnapshot) => TView,
): TView {
  return useDeferredValue(useFlowView(actor, select));
}

/**
 * A page's one set of callbacks: `intents` (machines/<flow>/) names what each user intent sends to
 * the machine, typed by its events; made once per actor.
 */
export function useIntents<TEvent extends EventObject, TIntents>(
  actor: { send: (event: TEvent) => void },
  intents: (send: (event: TEvent) => void) => TIntents,
): TIntents {
  return useMemo(() => intents((event) => actor.send(event)), [actor, intents]);
}
