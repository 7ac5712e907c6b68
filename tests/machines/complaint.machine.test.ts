import { expect } from 'vitest';
import { complaintEntryMachine, type ComplaintEntryContext } from '../../machines/complaint-entry/complaint-entry.machine';
import { complaintFormMachine, type ComplaintFormContext } from '../../machines/complaint-form/complaint-form.machine';
import { complaintListMachine } from '../../machines/complaint-list/complaint-list.machine';
import { complaintDetailMachine, type ComplaintDetailContext } from '../../machines/complaint-detail/complaint-detail.machine';
import { MAX_TEXT } from '../../machines/complaint-form/complaint-draft';
import { describeMachineModel } from '../helpers/machine-suite';
import type { MachineRun } from '../helpers/machine-runner';
import { complaintDetailModel, complaintEntryModel, complaintFormModel, complaintListModel } from './complaint.model';

const ctx = <T>(run: MachineRun) => run.actor.getSnapshot().context as T;

describeMachineModel('complaintEntry', complaintEntryMachine, {
  ...complaintEntryModel,
  states: {
    loading: (run) => {
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(run.actors.calls.at(-1)).toEqual({ id: 'loadInit', input: { orderId: '240518001' } });
    },
    failed: (run) => expect(ctx<ComplaintEntryContext>(run).error?.kind).toBe('business'),
    pickingSonType: (run) => {
      const c = ctx<ComplaintEntryContext>(run);
      expect(c.pickedType).toBe('1');
      expect(c.current?.isShow).toBe(1);
    },
    ready: (run) => expect(ctx<ComplaintEntryContext>(run).current).not.toBeNull(),
  },
});

describeMachineModel('complaintForm', complaintFormMachine, {
  ...complaintFormModel,
  states: {
    editing: (run) => {
      const c = ctx<ComplaintFormContext>(run);
      expect(c.text.length).toBeLessThanOrEqual(MAX_TEXT);
      expect(c.images.length).toBeLessThanOrEqual(9);
    },
    submitting: (run) => {
      const call = run.actors.calls.at(-1);
      expect(call?.id).toBe('saveComplaint');
      expect(call?.input).toMatchObject({ problemType: '1', problemSonType: '11', orderNo: 'MX240518001', problemDetail: 'x'.repeat(MAX_TEXT) });
    },
    'editing.uploading': (run) => expect(run.actor.getSnapshot().hasTag('busy')).toBe(true),
  },
});

describeMachineModel('complaintList', complaintListMachine, complaintListModel);

describeMachineModel('complaintDetail', complaintDetailMachine, {
  ...complaintDetailModel,
  states: {
    'loaded.awaitingRating': (run) => expect(ctx<ComplaintDetailContext>(run).detail?.isNeedScore).toBe(1),
    'loaded.settled': (run) => expect(ctx<ComplaintDetailContext>(run).detail?.isNeedScore).toBe(0),
  },
});
