import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { emptyDraft, type ComplaintFormDraft } from '../../machines/complaint-form/complaint-draft';
import { complaintFormMachine, type ComplaintFormContext } from '../../machines/complaint-form/complaint-form.machine';
import { complaintFormReload } from '../../machines/complaint-form/complaint-form.reload';
import { sentUrls } from '../../machines/complaint-form/photos';
import { runMachine } from '../helpers/machine-runner';
import { describeReloadTable } from '../helpers/reload-table';
import { complaintFormModel, formDraft, sentDraft } from './complaint.model';

// docs/decisions/0137: the complaint form loaded again in every state it can reach. The page reads
// the stored draft (src/flows/complaint/complaint-form-page.tsx) and loads the type titles.
const titles = complaintFormModel.cases['xstate.done.actor.loadTitles'][0]!;
const ctx = (s: AnyMachineSnapshot) => s.context as ComplaintFormContext;
const restart = (kept: ComplaintFormDraft | null) => ({
  input: complaintFormModel.input,
  answers: [
    { type: 'xstate.done.actor.readDraft', output: kept ?? emptyDraft },
    { type: 'xstate.done.actor.loadTitles', ...titles },
  ] as EventObject[],
});

// The graph starts from a page whose stored draft was never sent: a draft marked sent is what the
// reload in `submitting` makes (and the states it leads to are reloaded below).
const model = { ...complaintFormModel, cases: { ...complaintFormModel.cases, 'xstate.done.actor.readDraft': [{ output: formDraft }] } };

describeReloadTable<ComplaintFormDraft>('complaintForm', complaintFormMachine, {
  spec: complaintFormReload as never,
  model,
  commits: ['saveComplaint'],
  restart,
  same: (before, after) => {
    expect(ctx(after).text).toBe(ctx(before).text);
    expect(sentUrls(ctx(after).photos)).toEqual(sentUrls(ctx(before).photos));
  },
});

describe('complaintForm reload table: a draft marked sent', () => {
  const F = {
    sent: { type: 'xstate.done.actor.readDraft', output: sentDraft },
    titles: { type: 'xstate.done.actor.loadTitles', ...titles },
    notFound: { type: 'xstate.done.actor.findComplaint', output: false },
    failed: { type: 'xstate.error.actor.findComplaint', error: new Error('offline') },
  } as Record<string, EventObject>;
  for (const [state, way] of [
    ['settling', [F.sent, F.titles]],
    ['notFound', [F.sent, F.titles, F.notFound]],
    ['unsettled', [F.sent, F.titles, F.failed]],
  ] as const) {
    it(`reloaded in ${state}: settled by the list again, nothing sent`, async () => {
      const run = runMachine(complaintFormMachine, { coverage: { inspect: () => undefined }, input: complaintFormModel.input });
      let kept: ComplaintFormDraft | null = null;
      const keep = () => void (kept = complaintFormReload.keep(run.actor.getSnapshot() as AnyMachineSnapshot as never, kept, 1000));
      const subscription = run.actor.subscribe(keep);
      for (const event of way) await run.perform(event!);
      expect((run.actor.getSnapshot() as AnyMachineSnapshot).matches(state)).toBe(true);
      subscription.unsubscribe();
      run.actor.stop();
      expect(kept).toMatchObject({ text: 'x'.repeat(200), sentAt: expect.any(Number) });
      const row = complaintFormReload.table[state];
      expect(row).toMatchObject({ brings: 'earlier', to: 'settling' });

      const again = runMachine(complaintFormMachine, { coverage: { inspect: () => undefined }, input: complaintFormModel.input });
      for (const event of restart(kept).answers) await again.perform(event);
      expect((again.actor.getSnapshot() as AnyMachineSnapshot).matches('settling')).toBe(true);
      expect(again.actors.calls.map((c) => c.id)).toEqual(['readDraft', 'loadTitles', 'findComplaint']);
      again.actor.stop();
    });
  }
});
