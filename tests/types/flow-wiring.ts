// Type test, checked by `npm run typecheck` (tsc over tests/): a page's implementations are checked
// against its machine's `setup` types, so a wrong one does not compile. Each `@ts-expect-error`
// fails the typecheck if the line below it ever compiles. Nothing here runs.
import { fromPromise } from 'xstate';
import { complaintListMachine } from '../../machines/complaint-list/complaint-list.machine';
import { registerMachine } from '../../machines/register/register.machine';
import type { ComplaintList } from '../../src/api';
import { useFlowActor } from '../../src/flows/shared/use-flow-actor';

const list: ComplaintList = { tabs: [] };

export function RightWiring() {
  const actor = useFlowActor(complaintListMachine, {
    actors: { loadList: fromPromise<ComplaintList, void>(async () => list) },
    actions: { openDetail: (_: unknown, params: { id: string }) => void params.id },
  });
  // The actor is typed by its machine: its events and snapshot are the machine's.
  actor.send({ type: 'tab.select', index: 1 });
  const tab: number = actor.getSnapshot().context.tab;
  return tab;
}

export function WrongOutput() {
  // @ts-expect-error the list loader must resolve to a ComplaintList, not a number
  return useFlowActor(complaintListMachine, { actors: { loadList: fromPromise<number, void>(async () => 42) } });
}

export function UnknownActor() {
  // @ts-expect-error the machine has no actor named loadLists
  return useFlowActor(complaintListMachine, { actors: { loadLists: fromPromise<ComplaintList, void>(async () => list) } });
}

export function WrongActionParams() {
  // @ts-expect-error openDetail's params carry a string id
  return useFlowActor(complaintListMachine, { actions: { openDetail: (_: unknown, params: { id: number }) => void params.id } });
}

export function WrongEvent() {
  const actor = useFlowActor(registerMachine, {});
  // @ts-expect-error the register machine has no such event
  actor.send({ type: 'tab.select', index: 1 });
}
