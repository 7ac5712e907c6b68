import { afterAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { registerMachine, type RegisterContext } from '../../machines/register/register.machine';
import { apiError } from '../../src/api/errors';
import { Coverage } from '../helpers/model-coverage';
import { edgePaths } from '../helpers/model-paths';
import { runMachine, type MachineRun } from '../helpers/machine-runner';
import { everyEvent, describeSpecTable, type SpecRow, type TableRun } from '../helpers/spec-table';
import { VALID_PHONE, registerModel, registerParams } from './register.model';

// Built from the harness parts rather than describeMachineModel: the countdown child is the real
// one, driven by the simulated clock one second at a time, so its ticks and its end are real.
const ctx = (run: MachineRun) => run.actor.getSnapshot().context as RegisterContext;
const counting = (run: MachineRun) => (run.actor.getSnapshot() as AnyMachineSnapshot).matches({ ready: { code: 'countingDown' } });

const refreshes = (run: MachineRun, event: EventObject) => {
  const code = (event as { output?: { code?: string } }).output?.code;
  if (event.type === 'captcha.refresh') return /^1[3-9]\d{9}$/.test(ctx(run).phone);
  return (event.type === 'xstate.done.actor.sendSms' && code === '101') || (event.type === 'xstate.done.actor.register' && code === '-1');
};

async function perform(run: MachineRun, event: EventObject) {
  const before = ctx(run).captchaVersion;
  const expected = refreshes(run, event) ? before + 1 : before;
  await step(run, event);
  expect(ctx(run).captchaVersion).toBe(expected);
}

async function step(run: MachineRun, event: EventObject) {
  if (event.type === 'countdown.tick') {
    run.clock.increment(1000);
    return;
  }
  if (event.type === 'xstate.done.actor.smsCountdown') {
    for (let i = 0; i <= 60 && counting(run); i++) run.clock.increment(1000);
    return;
  }
  await run.perform(event);
}

function check(run: MachineRun, s: AnyMachineSnapshot) {
  run.expectAt(s);
  expect(run.actor.getSnapshot().hasTag('busy')).toBe(
    s.matches('loading') || s.matches({ ready: { form: 'sendingSms' } }) || s.matches({ ready: { form: 'registering' } }),
  );
}

describe('register machine (model-based)', () => {
  const coverage = new Coverage(registerMachine);
  for (const path of edgePaths(registerMachine, registerModel)) {
    it(path.description, async () => {
      const run = runMachine(registerMachine, {
        coverage,
        input: registerModel.input,
        keepActors: ['countdown'],
        context: registerModel.context as never,
      });
      await path.test({
        states: { '*': (s: AnyMachineSnapshot) => check(run, s) },
        events: new Proxy({}, { get: () => (step: { event: EventObject }) => perform(run, step.event) }),
      });
      const last = run.actors.calls.at(-1);
      if (last?.id === 'sendSms')
        expect(last.input).toMatchObject({ phone: ctx(run).phone, capcode: ctx(run).captcha, sid: 'sid-1', params: registerParams });
      if (last?.id === 'register') expect(last.input).toMatchObject({ smsCode: ctx(run).smsCode, sid: 'sid-1' });
      run.actor.stop();
    });
  }
  afterAll(() => coverage.assertComplete());
});

describe('register countdown (simulated clock)', () => {
  async function sent() {
    const run = runMachine(registerMachine, { coverage: new Coverage(registerMachine), input: registerModel.input, keepActors: ['countdown'] });
    await run.perform({ type: 'xstate.done.actor.loadPage', output: { sid: 'sid-1' } } as EventObject);
    await run.perform({ type: 'phone.change', value: '13912345678' } as EventObject);
    await run.perform({ type: 'captcha.change', value: '1234' } as EventObject);
    await run.perform({ type: 'sms.send' });
    await run.perform({ type: 'xstate.done.actor.sendSms', output: { code: '0', message: 'ok' } } as EventObject);
    return run;
  }

  it('counts 60 to 1 once a second, blocks resending, then reads get code again at 60', async () => {
    const run = await sent();
    const seen = [ctx(run).remaining];
    for (let i = 0; i < 59; i++) {
      run.clock.increment(1000);
      seen.push(ctx(run).remaining);
    }
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i));
    run.actor.send({ type: 'sms.send' });
    expect(ctx(run).notice).toEqual({ tone: 'error', key: 'resendBlocked' });
    expect(run.actors.calls.filter((c) => c.id === 'sendSms')).toHaveLength(1);
    run.clock.increment(1000);
    expect(counting(run)).toBe(false);
    expect(ctx(run).remaining).toBe(60);
    run.actor.stop();
  });

  // docs/decisions/0137: the page loaded again 4.5 s after the send hands the machine 56 s left.
  async function reloaded(remaining: number | undefined) {
    const run = runMachine(registerMachine, {
      coverage: new Coverage(registerMachine),
      input: { params: registerParams, kept: { phone: VALID_PHONE, captcha: '1234', captchaVersion: 2 } },
      keepActors: ['countdown'],
    });
    expect(ctx(run)).toMatchObject({ phone: VALID_PHONE, captcha: '1234', captchaVersion: 2 });
    await run.perform({ type: 'xstate.done.actor.loadPage', output: { sid: 'sid-1', remaining } } as EventObject);
    return run;
  }

  it('after a reload, counts on from the seconds left and blocks a second code until they are over', async () => {
    const run = await reloaded(56);
    expect(counting(run)).toBe(true);
    expect(ctx(run).remaining).toBe(56);
    run.actor.send({ type: 'sms.send' });
    expect(ctx(run).notice).toEqual({ tone: 'error', key: 'resendBlocked' });
    run.clock.increment(1000);
    expect(ctx(run).remaining).toBe(55);
    for (let i = 0; i < 55; i++) run.clock.increment(1000);
    expect(counting(run)).toBe(false);
    expect(ctx(run).remaining).toBe(60);
    run.actor.send({ type: 'sms.send' });
    expect(run.actors.calls.filter((c) => c.id === 'sendSms')).toHaveLength(1);
    expect(run.actors.calls.at(-1)?.input).toMatchObject({ phone: VALID_PHONE, capcode: '1234' });
    run.actor.stop();
  });

  it.each([0, -3, 61, undefined])('after a reload with %s seconds left, no countdown runs', async (remaining) => {
    const run = await reloaded(remaining);
    expect(counting(run)).toBe(false);
    expect(ctx(run).remaining).toBe(60);
    run.actor.stop();
  });

  it('stops when the page is left', async () => {
    const run = await sent();
    run.clock.increment(1000);
    run.actor.stop();
    for (let i = 0; i < 5; i++) run.clock.increment(1000);
    expect(ctx(run).remaining).toBe(59);
  });
});

/** The register page's events, for the spec's table. */
const R = {
  loaded: { type: 'xstate.done.actor.loadPage', output: { sid: 'sid-1' } },
  reloadedCounting: (remaining: number) => ({ type: 'xstate.done.actor.loadPage', output: { sid: 'sid-1', remaining } }),
  loadFailed: { type: 'xstate.error.actor.loadPage', error: apiError({ kind: 'network' }) },
  phone: (value: string) => ({ type: 'phone.change', value }),
  captcha: (value: string) => ({ type: 'captcha.change', value }),
  smsCode: (value: string) => ({ type: 'smsCode.change', value }),
  refresh: { type: 'captcha.refresh' },
  send: { type: 'sms.send' },
  submit: { type: 'form.submit' },
  smsAnswer: (code: string, message = 'Mensaje del servidor.') => ({ type: 'xstate.done.actor.sendSms', output: { code, message } }),
  smsFailed: { type: 'xstate.error.actor.sendSms', error: apiError({ kind: 'network' }) },
  registerAnswer: (code: string, message = 'Mensaje del servidor.') => ({ type: 'xstate.done.actor.register', output: { code, message } }),
  registerFailed: { type: 'xstate.error.actor.register', error: apiError({ kind: 'timeout' }) },
  tick: { type: 'countdown.tick', remaining: 59 },
  counted: { type: 'xstate.done.actor.smsCountdown' },
};
const FILLED = [R.loaded, R.phone(VALID_PHONE), R.captcha('1234')];
const SENT = [...FILLED, R.send, R.smsAnswer('0')];
const SUBMITTED = [...FILLED, R.smsCode('123456'), R.submit];
type RegisterRun = MachineRun & TableRun;
const notice = (run: RegisterRun) => ctx(run).notice;

// SPEC 4 "Register flow", 5 (the checks and their order), 8 (get-sms and register codes) and 9: the
// form is there from the first paint, so what is typed while the page loads is kept; a check that
// fails names its field; get code counts 60 s down and blocks a resend meanwhile; 0, 11 and the
// captcha codes as the spec lists them, any other code or a failure shows its message.
const rows: SpecRow<RegisterRun>[] = [
  { from: 'loading', event: R.phone(VALID_PHONE), to: 'loading', then: (run) => expect(ctx(run).phone).toBe(VALID_PHONE) },
  { from: 'loading', event: R.captcha('1234'), to: 'loading', then: (run) => expect(ctx(run).captcha).toBe('1234') },
  { from: 'loading', event: R.smsCode('123456'), to: 'loading', then: (run) => expect(ctx(run).smsCode).toBe('123456') },
  { from: 'loading', event: R.loaded, to: 'ready.form.editing.idle' },
  // Reloaded 18 s after a code was sent (docs/decisions/0137): its countdown goes on from 42, not 60.
  {
    from: 'loading',
    event: R.reloadedCounting(42),
    to: 'ready.code.countingDown',
    then: (run) => {
      expect(ctx(run).remaining).toBe(42);
      expect(run.actor.getSnapshot().matches('ready.form.editing.idle')).toBe(true);
    },
  },
  { from: 'loading', event: R.loadFailed, to: 'loadFailed' },
  { from: 'loadFailed', via: [R.loadFailed], event: { type: 'page.retry' }, to: 'loading' },
  {
    from: 'ready.form.editing',
    via: [R.loaded, R.send],
    event: R.phone(VALID_PHONE),
    to: 'ready.form.editing.idle',
    then: (run) => expect(notice(run)).toBeNull(),
  },
  { from: 'ready.form.editing', via: [R.loaded, R.send], event: R.captcha('12'), to: 'ready.form.editing.idle' },
  { from: 'ready.form.editing', via: [R.loaded], event: R.smsCode('12'), to: 'ready.form.editing.idle' },
  { from: 'ready.form.editing', via: [R.loaded], event: R.refresh, to: 'ready.form.editing.phoneInvalid', note: 'no phone yet' },
  {
    from: 'ready.form.editing',
    via: [R.loaded, R.phone(VALID_PHONE)],
    event: R.refresh,
    to: 'ready.form.editing.idle',
    then: (run) => expect(ctx(run).captchaVersion).toBe(1),
  },
  { from: 'ready.form.editing', via: SENT, event: R.send, to: 'ready.form.editing.resendBlocked', note: 'counting' },
  { from: 'ready.form.editing', via: [R.loaded, R.captcha('1234')], event: R.send, to: 'ready.form.editing.phoneInvalid' },
  { from: 'ready.form.editing', via: [R.loaded, R.phone(VALID_PHONE), R.captcha(' ')], event: R.send, to: 'ready.form.editing.captchaInvalid' },
  { from: 'ready.form.editing', via: FILLED, event: R.send, to: 'ready.form.sendingSms' },
  { from: 'ready.form.editing', via: [R.loaded], event: R.submit, to: 'ready.form.editing.phoneInvalid' },
  { from: 'ready.form.editing', via: [R.loaded, R.phone(VALID_PHONE)], event: R.submit, to: 'ready.form.editing.captchaInvalid' },
  { from: 'ready.form.editing', via: [...FILLED, R.smsCode(' ')], event: R.submit, to: 'ready.form.editing.smsCodeInvalid' },
  { from: 'ready.form.editing', via: [...FILLED, R.smsCode('123456')], event: R.submit, to: 'ready.form.registering' },
  {
    from: 'ready.form.sendingSms',
    via: [...FILLED, R.send],
    event: R.smsAnswer('0'),
    to: 'ready.code.countingDown',
    then: (run) => expect(run.actor.getSnapshot().matches('ready.form.editing.notified')).toBe(true),
  },
  { from: 'ready.form.sendingSms', via: [...FILLED, R.send], event: R.smsAnswer('101'), to: 'ready.form.editing.captchaInvalid' },
  { from: 'ready.form.sendingSms', via: [...FILLED, R.send], event: R.smsAnswer('11'), to: 'alreadyRegistered' },
  { from: 'ready.form.sendingSms', via: [...FILLED, R.send], event: R.smsAnswer('3'), to: 'ready.form.editing.notified' },
  { from: 'ready.form.sendingSms', via: [...FILLED, R.send], event: R.smsFailed, to: 'ready.form.editing.notified' },
  { from: 'ready.form.registering', via: SUBMITTED, event: R.registerAnswer('0'), to: 'registered' },
  { from: 'ready.form.registering', via: SUBMITTED, event: R.registerAnswer('11'), to: 'alreadyRegistered' },
  { from: 'ready.form.registering', via: SUBMITTED, event: R.registerAnswer('-1'), to: 'ready.form.editing.captchaInvalid' },
  { from: 'ready.form.registering', via: SUBMITTED, event: R.registerAnswer('12'), to: 'ready.form.editing.notified' },
  { from: 'ready.form.registering', via: SUBMITTED, event: R.registerFailed, to: 'ready.form.editing.notified' },
  // The form raises sms.sent once get-sms answers 0 (above); the code region starts counting on it.
  {
    from: 'ready.code.idle',
    via: [R.loaded],
    event: { type: 'sms.sent' },
    to: 'ready.code.countingDown',
    then: (run) => expect(ctx(run).remaining).toBe(60),
  },
  { from: 'ready.code.countingDown', via: SENT, event: R.tick, to: 'ready.code.countingDown', then: (run) => expect(ctx(run).remaining).toBe(59) },
  { from: 'ready.code.countingDown', via: SENT, event: R.counted, to: 'ready.code.idle', then: (run) => expect(ctx(run).remaining).toBe(60) },
  {
    from: 'registered',
    via: [...SUBMITTED, R.registerAnswer('0')],
    event: { type: 'xstate.after.redirectDelay.register.registered' },
    to: 'redirecting',
  },
  {
    from: 'alreadyRegistered',
    via: [...FILLED, R.send, R.smsAnswer('11')],
    event: { type: 'xstate.after.redirectDelay.register.alreadyRegistered' },
    to: 'redirecting',
  },
];

describeSpecTable('register', registerMachine, {
  ...registerModel,
  rows,
  every: everyEvent(registerMachine, {
    'page.retry': { type: 'page.retry' },
    'phone.change': { type: 'phone.change', value: VALID_PHONE },
    'captcha.change': { type: 'captcha.change', value: '1234' },
    'smsCode.change': { type: 'smsCode.change', value: '123456' },
    'captcha.refresh': { type: 'captcha.refresh' },
    'sms.send': { type: 'sms.send' },
    'form.submit': { type: 'form.submit' },
    'sms.sent': { type: 'sms.sent' },
    'countdown.tick': { type: 'countdown.tick', remaining: 59 },
  }),
  start: (inspect) => {
    const run = runMachine(registerMachine, {
      coverage: { inspect },
      input: registerModel.input,
      keepActors: ['countdown'],
      context: registerModel.context as never,
    });
    return { ...run, started: () => run.actors.calls.length };
  },
  // Sent as the paths send them; a refresh's new captcha is checked by the rows that expect one.
  perform: step,
  check: (run) => {
    const s: AnyMachineSnapshot = run.actor.getSnapshot();
    expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('ready.form.sendingSms') || s.matches('ready.form.registering'));
  },
});
