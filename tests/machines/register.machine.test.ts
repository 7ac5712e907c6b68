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
  expect(run.actor.getSnapshot().hasTag('busy')).toBe(s.matches('loading') || s.matches({ ready: { form: 'sendingSms' } }) || s.matches({ ready: { form: 'registering' } }));
}

describe('register machine (model-based)', () => {
  const coverage = new Coverage(registerMachine);
  for (const path of edgePaths(registerMachine, registerModel)) {
    it(path.description, async () => {
      const run = runMachine(registerMachine, { coverage, input: registerModel.input, keepActors: ['countdown'], context: registerModel.context as never });
      await path.test({
        states: { '*': (s: AnyMachineSnapshot) => check(run, s) },
        events: new Proxy({}, { get: () => (step: { event: EventObject }) => perform(run, step.event) }),
      });
      const last = run.actors.calls.at(-1);
      if (last?.id === 'sendSms') expect(last.input).toMatchObject({ phone: ctx(run).phone, capcode: ctx(run).captcha, sid: 'sid-1', params: registerParams });
      if (last?.id === 'register') expect(last.input).toMatchObject({ smsCode: ctx(run).smsCode, sid: 'sid-1' });
      run.actor.stop();
    });
  }
  afterAll(() => coverage.assertComplete());
});
