import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { complaintDetailMachine } from '../../machines/complaint-detail/complaint-detail.machine';
import { complaintDetailReload } from '../../machines/complaint-detail/complaint-detail.reload';
import { complaintEntryMachine, type ComplaintEntryContext } from '../../machines/complaint-entry/complaint-entry.machine';
import { complaintEntryReload, type ComplaintEntryKept } from '../../machines/complaint-entry/complaint-entry.reload';
import { complaintEntryChoices } from '../../machines/complaint-entry/complaint-entry.view-model';
import { complaintListMachine, type ComplaintListContext } from '../../machines/complaint-list/complaint-list.machine';
import { complaintListReload, type ComplaintListKept } from '../../machines/complaint-list/complaint-list.reload';
import { complaintListChoices } from '../../machines/complaint-list/complaint-list.view-model';
import type { KeptChoice } from '../../machines/shared/kept-choice';
import { complaintDetail, complaintList, problemInit } from '../../stories/support/complaint-fixtures';
import { describeReloadTable } from '../helpers/reload-table';
import { complaintDetailModel, complaintEntryModel, complaintListModel } from './complaint.model';

// docs/decisions/0137: the complaint entry, list and detail loaded again in every state they can
// reach. The entry and the list make their kept choice again through the view model's own rule
// (use-kept-choices: `again` on the loaded page), the detail keeps nothing.

/** The events a kept choice makes on the page once loaded, as src/flows/shared/make-choices-again.ts asks the rule. */
function chosenAgain<S>(machine: AnyStateMachine, rule: KeptChoice<S, EventObject>, choice: string, loaded: { value: unknown; context: unknown }) {
  return rule.again(choice, machine.resolveState(loaded as never) as S) ?? [];
}

const entryLoaded = {
  value: { ready: 'browsing' },
  context: { orderId: '240518001', init: problemInit, current: problemInit.orderDetail, pickedType: '', error: null },
};
describeReloadTable<ComplaintEntryKept>('complaintEntry', complaintEntryMachine, {
  spec: complaintEntryReload as never,
  model: complaintEntryModel,
  commits: [],
  restart: (kept) => ({
    input: complaintEntryModel.input,
    answers: [
      { type: 'xstate.done.actor.loadInit', output: problemInit },
      ...(kept ? chosenAgain(complaintEntryMachine, complaintEntryChoices[0] as never, kept.orderNo, entryLoaded) : []),
    ] as EventObject[],
  }),
  same: (before: AnyMachineSnapshot, after: AnyMachineSnapshot) => {
    const current = (s: AnyMachineSnapshot) => (s.context as ComplaintEntryContext).current?.orderNo;
    expect(current(after)).toBe(current(before));
  },
});

const listLoaded = { value: 'loaded', context: { list: complaintList, tab: 0, error: null } };
describeReloadTable<ComplaintListKept>('complaintList', complaintListMachine, {
  spec: complaintListReload as never,
  model: complaintListModel,
  commits: [],
  restart: (kept) => ({
    input: undefined,
    answers: [
      { type: 'xstate.done.actor.loadList', output: complaintList },
      ...(kept ? chosenAgain(complaintListMachine, complaintListChoices[0] as never, String(kept.tab), listLoaded) : []),
    ] as EventObject[],
  }),
  same: (before: AnyMachineSnapshot, after: AnyMachineSnapshot) => {
    expect((after.context as ComplaintListContext).tab).toBe((before.context as ComplaintListContext).tab);
  },
});

describeReloadTable<never>('complaintDetail', complaintDetailMachine, {
  spec: complaintDetailReload as never,
  model: complaintDetailModel,
  commits: [],
  restart: () => ({ input: complaintDetailModel.input, answers: [{ type: 'xstate.done.actor.loadDetail', output: complaintDetail }] }),
});
