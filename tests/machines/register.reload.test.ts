import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { registerMachine, type RegisterContext } from '../../machines/register/register.machine';
import { registerReload, type RegisterSent } from '../../machines/register/register.reload';
import { secondsLeft } from '../../machines/shared/countdown';
import type { MachineRun } from '../helpers/machine-runner';
import { describeReloadTable } from '../helpers/reload-table';
import { registerModel } from './register.model';

// docs/decisions/0137: the register page loaded again in every state it can reach. The page starts
// the machine with the kept form and answers its load with the kept captcha session and the seconds
// left of the last send (src/flows/register/register-implementations.ts).
const ctx = (s: AnyMachineSnapshot) => s.context as RegisterContext;

async function perform(run: MachineRun, event: EventObject) {
  if (event.type === 'countdown.tick') run.clock.increment(1000);
  else if (event.type === 'xstate.done.actor.smsCountdown')
    for (let i = 0; i <= 60 && (run.actor.getSnapshot() as AnyMachineSnapshot).matches({ ready: { code: 'countingDown' } }); i++)
      run.clock.increment(1000);
  else await run.perform(event);
}

// A page that starts counting is what this suite makes by reloading; the graph starts from a fresh page.
const model = { ...registerModel, cases: { ...registerModel.cases, 'xstate.done.actor.loadPage': [{ output: { sid: 'sid-1' } }] } };

describeReloadTable<RegisterSent>('register', registerMachine, {
  spec: registerReload as never,
  model,
  keepActors: ['countdown'],
  perform,
  commits: ['sendSms', 'register'],
  restart: (kept, now) => ({
    input: { ...registerModel.input, kept },
    answers: [
      {
        type: 'xstate.done.actor.loadPage',
        output: kept ? { sid: kept.sid, remaining: kept.sentAt === null ? 0 : secondsLeft(kept.sentAt, now) } : { sid: 'sid-fresh' },
      } as EventObject,
    ],
  }),
  same: (before, after, elapsed) => {
    const { phone, captcha, smsCode, captchaVersion, sid } = ctx(before);
    expect(ctx(after)).toMatchObject({ phone, captcha, smsCode, captchaVersion, sid });
    if (before.matches({ ready: { code: 'countingDown' } })) {
      // Counted on from the send: the seconds shown before, less the time the page was away.
      const left = Math.ceil(ctx(before).remaining - elapsed / 1000);
      if (left > 0) expect(ctx(after).remaining).toBe(left);
      else expect(after.matches({ ready: { code: 'idle' } })).toBe(true);
    }
    expect(ctx(after).notice).toBeNull();
  },
});
