import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { bankRepaymentMachine } from '../../machines/bank-repayment/bank-repayment.machine';
import { complaintDetailMachine } from '../../machines/complaint-detail/complaint-detail.machine';
import { complaintFormMachine, type ComplaintFormContext } from '../../machines/complaint-form/complaint-form.machine';
import { sentUrls } from '../../machines/complaint-form/photos';
import { confirmLoanMachine } from '../../machines/confirm-loan/confirm-loan.machine';
import { registerMachine } from '../../machines/register/register.machine';
import { selectRegisterView } from '../../machines/register/register.view-model';
import { confirmOffer } from '../../stories/support/loan-fixtures';
import { detailNeedScore } from '../../stories/support/complaint-fixtures';
import { Coverage } from '../helpers/model-coverage';
import { runMachine, type MachineRun } from '../helpers/machine-runner';
import { repayInput, storedPending } from './bank-repayment.model';

// Every numeric rule of SPEC 5 and 9 on the running machine, at the limit and one past it. The
// numbers are written here from the spec, not read from the app. Where a test elsewhere already
// pins both sides, it is named instead of repeated:
// - complaint success modal, 1500 ms: tests/machines/complaint.rules.test.ts, "a description of
//   spaces only is not sent (the toast), a real one is: busy, then the success modal, then the
//   entry" (at 1499 ms still success, at 1500 ms done and the entry replaced);
// - repayment SMS code, at least 6: tests/machines/bank-repayment.rules.test.ts, "the code is
//   trimmed: five digits with spaces are refused, six with spaces are sent as six".

/** One second of the 60 s SMS countdown, `n` times: the simulated clock fires one tick per call. */
function seconds(run: MachineRun, n: number) {
  for (let i = 0; i < n; i++) run.clock.increment(1000);
}

/** A model step on the real actor: sends the event, settles an actor, or moves the clock. */
const step = (run: MachineRun, event: EventObject & Record<string, unknown>) => run.perform(event);

function start(machine: AnyStateMachine, opts: { input?: unknown; keepActors?: string[]; provide?: Parameters<AnyStateMachine['provide']>[0] } = {}) {
  return runMachine(machine, { coverage: new Coverage(machine), ...opts });
}

const PHONE = '13912345678';

async function registerReady() {
  const run = start(registerMachine, { input: { params: { id: '7' } }, keepActors: ['countdown'] });
  await step(run, { type: 'xstate.done.actor.loadPage', output: { sid: 'sid-1' } });
  expect(run.actor.getSnapshot().matches('ready')).toBe(true);
  const view = () => selectRegisterView(run.actor.getSnapshot());
  const sent = (id: string) => run.actors.calls.filter((c) => c.id === id).length;
  return { run, view, sent };
}

describe('register: fields capped at 11, 4 and 6 characters (SPEC 5, 9)', () => {
  it.each([
    ['phone.change', 'phone', '13912345678', '13912345678'],
    ['phone.change', 'phone', '139123456789', '13912345678'],
    ['captcha.change', 'captcha', 'ab12', 'ab12'],
    ['captcha.change', 'captcha', 'ab12c', 'ab12'],
    ['smsCode.change', 'smsCode', '123456', '123456'],
    ['smsCode.change', 'smsCode', '1234567', '123456'],
  ] as const)('%s (%s) of %j keeps %j', async (type, field, typed, kept) => {
    const { run, view } = await registerReady();
    await step(run, { type, value: typed });
    expect(view()[field]).toBe(kept);
  });
});

describe('register: a phone of 11 digits, first 1, second 3-9 (SPEC 5)', () => {
  it('10 digits are refused on register and on get code, with nothing sent', async () => {
    const { run, view, sent } = await registerReady();
    await step(run, { type: 'phone.change', value: '1391234567' });
    await step(run, { type: 'captcha.change', value: 'ab12' });
    await step(run, { type: 'smsCode.change', value: '123456' });
    await step(run, { type: 'form.submit' });
    expect(run.actor.getSnapshot().matches({ ready: { form: { editing: 'phoneInvalid' } } })).toBe(true);
    expect(view().notice).toEqual({ tone: 'error', key: 'phoneInvalid' });
    await step(run, { type: 'sms.send' });
    expect(view().notice).toEqual({ tone: 'error', key: 'phoneInvalid' });
    expect([sent('register'), sent('sendSms')]).toEqual([0, 0]);
  });

  it('11 digits pass: register is sent with them', async () => {
    const { run, view, sent } = await registerReady();
    await step(run, { type: 'phone.change', value: PHONE });
    await step(run, { type: 'captcha.change', value: 'ab12' });
    await step(run, { type: 'smsCode.change', value: '123456' });
    await step(run, { type: 'form.submit' });
    expect(view()).toMatchObject({ registering: true, notice: null });
    expect(sent('register')).toBe(1);
    expect(run.actors.pending.get('register')?.input).toMatchObject({ phone: PHONE, capcode: 'ab12', smsCode: '123456' });
  });

  it('11 digits pass on get code too', async () => {
    const { run, view, sent } = await registerReady();
    await step(run, { type: 'phone.change', value: PHONE });
    await step(run, { type: 'captcha.change', value: 'ab12' });
    await step(run, { type: 'sms.send' });
    expect(view()).toMatchObject({ sendingSms: true, notice: null });
    expect(sent('sendSms')).toBe(1);
  });
});

describe('register: the SMS countdown, 60 s ticking each second (SPEC 4, 9)', () => {
  async function counting() {
    const r = await registerReady();
    await step(r.run, { type: 'phone.change', value: PHONE });
    await step(r.run, { type: 'captcha.change', value: 'ab12' });
    await step(r.run, { type: 'sms.send' });
    await step(r.run, { type: 'xstate.done.actor.sendSms', output: { code: '0', message: '' } });
    expect(r.view().countdown).toBe(60);
    return r;
  }

  it('at 59 s it still counts (1 s left) and a second send is refused with nothing sent', async () => {
    const { run, view, sent } = await counting();
    seconds(run, 59);
    expect(run.clock.now()).toBe(59_000);
    expect(view().countdown).toBe(1);
    expect(run.actor.getSnapshot().matches({ ready: { code: 'countingDown' } })).toBe(true);
    await step(run, { type: 'sms.send' });
    expect(view().notice).toEqual({ tone: 'error', key: 'resendBlocked' });
    expect(sent('sendSms')).toBe(1);
  });

  it("at 60 s it is over: 'get code' again (60 reset), and a send goes out", async () => {
    const { run, view, sent } = await counting();
    seconds(run, 60);
    expect(run.clock.now()).toBe(60_000);
    expect(view().countdown).toBeNull();
    expect(run.actor.getSnapshot().context.remaining).toBe(60);
    await step(run, { type: 'sms.send' });
    expect(view()).toMatchObject({ sendingSms: true, notice: null });
    expect(sent('sendSms')).toBe(2);
  });
});

describe('bank-card repayment: the resend label counts 60 s (SPEC 4, 9)', () => {
  // tests/machines/bank-repayment.machine.test.ts "counts the resend label from 60 to 1 a second at
  // a time, then resets to 60 and offers a resend" reads the seconds left; here a resend at 59 s.
  async function smsStep() {
    const run = start(bankRepaymentMachine, { input: repayInput, keepActors: ['countdown'] });
    await step(run, { type: 'xstate.done.actor.readPending', output: storedPending });
    expect(run.actor.getSnapshot().matches({ pay: { smsStep: { timer: 'counting' } } })).toBe(true);
    return run;
  }
  const resends = (run: MachineRun) => run.actors.calls.filter((c) => c.id === 'resend');

  it('at 59 s it still counts (1 s left) and a resend is not taken', async () => {
    const run = await smsStep();
    seconds(run, 59);
    const s = run.actor.getSnapshot();
    expect(s.matches({ pay: { smsStep: { timer: 'counting' } } })).toBe(true);
    expect(s.context.remaining).toBe(1);
    expect(s.can({ type: 'sms.resend' })).toBe(false);
    await step(run, { type: 'sms.resend' });
    expect(run.actor.getSnapshot().matches({ pay: { smsStep: { timer: 'counting' } } })).toBe(true);
    expect(resends(run)).toEqual([]);
  });

  it('at 60 s the resend is offered (60 reset) and sends the commit again with sendMsg 1', async () => {
    const run = await smsStep();
    seconds(run, 60);
    const s = run.actor.getSnapshot();
    expect(s.matches({ pay: { smsStep: { timer: 'ready' } } })).toBe(true);
    expect(s.context.remaining).toBe(60);
    await step(run, { type: 'sms.resend' });
    expect(resends(run).map((c) => c.input)).toEqual([expect.objectContaining({ orderId: 'O1', repayToken: 'rt_old', sendMsg: 1 })]);
  });
});

describe('complaint form: a description of at most 200 characters (SPEC 5, 9)', () => {
  async function editing() {
    const run = start(complaintFormMachine, { input: { problemType: '2', problemSonType: '', orderNo: 'MX240518001' } });
    await step(run, { type: 'xstate.done.actor.readDraft', output: { text: '', images: [] } });
    await step(run, { type: 'xstate.done.actor.loadTitles', output: { typeTitle: 'Pagos', sonTypeTitle: '' } });
    expect(run.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    return run;
  }
  const text = (run: MachineRun): unknown => run.actor.getSnapshot().context.text;

  it('200 characters are kept as written', async () => {
    const run = await editing();
    await step(run, { type: 'text.change', value: 'a'.repeat(199) + 'b' });
    expect(text(run)).toBe('a'.repeat(199) + 'b');
  });

  it('the 201st is ignored', async () => {
    const run = await editing();
    await step(run, { type: 'text.change', value: 'a'.repeat(199) + 'bc' });
    expect(text(run)).toBe('a'.repeat(199) + 'b');
  });
});

describe('complaint form: at most 9 images, one per pick (SPEC 5, 9)', () => {
  // A draft of `n` stored images, the titles in: the form waits for a pick.
  async function withImages(n: number) {
    const run = start(complaintFormMachine, { input: { problemType: '2', problemSonType: '', orderNo: 'MX240518001' } });
    const images = Array.from({ length: n }, (_, i) => `/maintains/demo-files/receipt-spei.svg?n=${i + 1}`);
    await step(run, { type: 'xstate.done.actor.readDraft', output: { text: '', images } });
    await step(run, { type: 'xstate.done.actor.loadTitles', output: { typeTitle: 'Pagos', sonTypeTitle: '' } });
    return run;
  }
  const images = (run: MachineRun): unknown => sentUrls((run.actor.getSnapshot().context as ComplaintFormContext).photos);
  const uploads = (run: MachineRun) => run.actors.calls.filter((c) => c.id === 'uploadImage').length;
  const pick = { type: 'image.pick', file: new Blob(['photo'], { type: 'image/png' }) };

  it('the 9th is taken: made small, then uploaded as soon as it is, its URL kept', async () => {
    const run = await withImages(8);
    await step(run, pick);
    expect(run.actor.getSnapshot().matches({ editing: { sending: 'preparing' } })).toBe(true);
    await step(run, { type: 'xstate.done.actor.preparePhoto', output: new Blob(['small'], { type: 'image/jpeg' }) });
    expect(uploads(run)).toBe(1);
    await step(run, { type: 'xstate.done.actor.uploadImage', output: { url: '/maintains/demo-files/upload-9.png' } });
    expect(images(run)).toHaveLength(9);
    expect(run.actor.getSnapshot().can(pick)).toBe(false);
  });

  it('the 10th is refused: nothing made or uploaded, the 9 kept', async () => {
    const run = await withImages(9);
    expect(run.actor.getSnapshot().can(pick)).toBe(false);
    await step(run, pick);
    expect(run.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(run.actors.calls.filter((c) => c.id === 'preparePhoto' || c.id === 'uploadImage')).toEqual([]);
    expect(images(run)).toHaveLength(9);
  });
});

describe('complaint detail: the rating modal 3000 ms after load (SPEC 4, 9)', () => {
  it('at 2999 ms it is not open; at 3000 ms it opens, once', async () => {
    const opened: number[] = [];
    const run = start(complaintDetailMachine, {
      input: { problemId: '1000' },
      provide: { actions: { openRating: () => void opened.push(1) } },
    });
    await step(run, { type: 'xstate.done.actor.loadDetail', output: detailNeedScore });
    run.clock.increment(2999);
    expect(run.actor.getSnapshot().value).toEqual({ loaded: 'awaitingRating' });
    expect(opened).toEqual([]);
    run.clock.increment(1);
    expect(run.actor.getSnapshot().value).toEqual({ loaded: 'ratingOpen' });
    expect(opened).toEqual([1]);
  });
});

describe('confirm loan: the recalculation reload 5.5 s after the modal opens (SPEC 4, 9)', () => {
  it('at 5499 ms nothing is reloaded; at 5500 ms the offer is loaded again with isType=1', async () => {
    const run = start(confirmLoanMachine, { input: { productId: '7' } });
    const loads = () => run.actors.calls.filter((c) => c.id === 'loadConfirm').map((c) => c.input);
    await step(run, { type: 'xstate.done.actor.loadConfirm', output: confirmOffer({ isNeedPop: 1 }) });
    expect(run.actor.getSnapshot().value).toBe('recalculating');
    run.clock.increment(5499);
    expect(run.actor.getSnapshot().value).toBe('recalculating');
    expect(loads()).toEqual([{ productId: '7' }]);
    run.clock.increment(1);
    expect(run.actor.getSnapshot().value).toBe('loading');
    expect(loads()).toEqual([{ productId: '7' }, { productId: '7', isType: 1 }]);
  });
});
