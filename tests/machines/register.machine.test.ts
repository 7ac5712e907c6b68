import { afterAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { registerMachine, type RegisterContext } from '../../machines/register/register.machine';
import { Coverage } from '../helpers/model-coverage';
import { edgePaths } from '../helpers/model-paths';
import { runMachine, type MachineRun } from '../helpers/machine-runner';
import { registerModel, registerParams } from './register.model';

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

  it('stops when the page is left', async () => {
    const run = await sent();
    run.clock.increment(1000);
    run.actor.stop();
    for (let i = 0; i < 5; i++) run.clock.increment(1000);
    expect(ctx(run).remaining).toBe(59);
  });
});
