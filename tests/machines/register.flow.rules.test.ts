import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { apiError } from '../../src/api/errors';
import { registerMachine, type RegisterEvent, type RegisterInput, type SmsInput } from '../../machines/register/register.machine';
import { selectRegisterView } from '../../machines/register/register.view-model';

// SPEC 4 and 5, register flow: order of checks when sending SMS (resend block, phone, captcha) and
// on register (phone, captcha, SMS code); a new captcha needs a phone first; success and 'already
// registered' lead to the download page. Outcomes written by hand.
const PARAMS = { id: '1', links_id: '3' };
const PHONE = '13912345678';
type Answer = { code: string; message: string } | 'network';

function start(opts: { sms?: Answer[]; register?: Answer[]; params?: Record<string, string> } = {}) {
  const clock = new SimulatedClock();
  const calls: { id: string; input: unknown }[] = [];
  const done: string[] = [];
  const answer = <I>(id: string, list: Answer[]) =>
    fromPromise<{ code: string; message: string }, I>(async ({ input }) => {
      calls.push({ id, input });
      const a = list[calls.filter((c) => c.id === id).length - 1] ?? { code: '0', message: 'ok' };
      if (a === 'network') throw apiError({ kind: 'network' });
      return a;
    });
  const actor = createActor(
    registerMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }) => {
          calls.push({ id: 'loadPage', input });
          return { sid: 'sid-1' };
        }),
        sendSms: answer<SmsInput>('sendSms', opts.sms ?? []),
        register: answer<RegisterInput>('register', opts.register ?? []),
      },
      actions: {
        trackClick: () => void done.push('trackClick'),
        reportConversion: () => void done.push('reportConversion'),
        goToDownload: () => void done.push('goToDownload'),
      },
    }),
    { input: { params: opts.params ?? PARAMS }, clock },
  ).start();
  const view = () => selectRegisterView(actor.getSnapshot());
  const type = (phone: string, captcha: string, smsCode: string) => {
    actor.send({ type: 'phone.change', value: phone });
    actor.send({ type: 'captcha.change', value: captcha });
    actor.send({ type: 'smsCode.change', value: smsCode });
  };
  const idle = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, clock, calls, done, view, type, idle };
}

describe('register flow rules', () => {
  it('loads the template of the id param, with the form usable, then shows the form', async () => {
    const r = start();
    expect(r.view()).toMatchObject({ phase: 'loading', editable: true, countdown: null, notice: null });
    await r.idle();
    expect(r.calls).toEqual([{ id: 'loadPage', input: { templateId: '1' } }]);
    expect(r.view()).toMatchObject({ phase: 'form', sid: 'sid-1', editable: true, canSendSms: true, canSubmit: true });
    const noId = start({ params: {} });
    await noId.idle();
    expect(noId.calls[0]).toEqual({ id: 'loadPage', input: { templateId: '' } });
  });

  it('keeps the first 11, 4 and 6 characters typed, and typing clears the message', async () => {
    const r = start();
    r.type('139123456789999', 'abcdef', '12345678');
    await r.idle();
    expect(r.view()).toMatchObject({ phone: '13912345678', captcha: 'abcd', smsCode: '123456' });
    r.actor.send({ type: 'phone.change', value: '1' });
    r.actor.send({ type: 'form.submit' });
    expect(r.view().notice).toEqual({ tone: 'error', key: 'phoneInvalid' });
    r.actor.send({ type: 'captcha.change', value: 'x' });
    expect(r.view().notice).toBeNull();
  });

  it.each([
    ['', '', '', 'phoneInvalid'],
    ['12912345678', 'abcd', '123456', 'phoneInvalid'],
    [PHONE, '', '', 'captchaInvalid'],
    [PHONE, '  ', '123456', 'captchaInvalid'],
    [PHONE, 'abcd', '', 'smsCodeInvalid'],
  ])('register with %j / %j / %j says %s and sends nothing', async (phone, captcha, sms, key) => {
    const r = start();
    await r.idle();
    r.type(phone, captcha, sms);
    r.actor.send({ type: 'form.submit' });
    expect(r.view().notice).toEqual({ tone: 'error', key });
    expect(r.actor.getSnapshot().hasTag('error')).toBe(true);
    expect(r.calls.map((c) => c.id)).toEqual(['loadPage']);
    expect(r.done).toEqual([]);
  });

  it.each([
    ['', '', 'phoneInvalid'],
    [PHONE, '', 'captchaInvalid'],
    [PHONE, '   ', 'captchaInvalid'],
  ])('get code with %j / %j says %s and sends nothing', async (phone, captcha, key) => {
    const r = start();
    await r.idle();
    r.type(phone, captcha, '');
    r.actor.send({ type: 'sms.send' });
    expect(r.view().notice).toEqual({ tone: 'error', key });
    expect(r.calls.map((c) => c.id)).toEqual(['loadPage']);
  });

  it('sends the code request, starts the 60 s countdown and blocks resending before any other check', async () => {
    const r = start();
    await r.idle();
    r.type(PHONE, 'ab12', '');
    r.actor.send({ type: 'sms.send' });
    expect(r.view()).toMatchObject({ sendingSms: true, editable: false, canSendSms: false, canSubmit: false });
    await r.idle();
    expect(r.calls[1]).toEqual({ id: 'sendSms', input: { phone: PHONE, capcode: 'ab12', sid: 'sid-1', params: PARAMS } });
    expect(r.view()).toMatchObject({ notice: { tone: 'info', key: 'smsSent' }, countdown: 60, sendingSms: false });
    r.clock.increment(1000);
    expect(r.view().countdown).toBe(59);
    r.actor.send({ type: 'phone.change', value: '' });
    r.actor.send({ type: 'sms.send' });
    expect(r.view().notice).toEqual({ tone: 'error', key: 'resendBlocked' });
    for (let i = 0; i < 59; i++) r.clock.increment(1000);
    expect(r.view().countdown).toBeNull();
    expect(r.actor.getSnapshot().context.remaining).toBe(60);
    r.actor.send({ type: 'sms.send' });
    expect(r.view().notice).toEqual({ tone: 'error', key: 'phoneInvalid' });
  });

  it.each([
    [{ code: '101', message: 'Código incorrecto' }, { tone: 'error', server: 'Código incorrecto' }, 1, 'form'],
    [{ code: '7', message: 'Ocupado' }, { tone: 'error', server: 'Ocupado' }, 0, 'form'],
    ['network' as const, { tone: 'error', key: 'networkError' }, 0, 'form'],
    [{ code: '11', message: 'x' }, { tone: 'info', key: 'alreadyRegistered' }, 0, 'done'],
  ])('a code answer %j shows %j, refreshes the captcha %i time(s)', async (answer, notice, refreshed, phase) => {
    const r = start({ sms: [answer] });
    await r.idle();
    r.type(PHONE, 'ab12', '');
    r.actor.send({ type: 'sms.send' });
    await r.idle();
    expect(r.view()).toMatchObject({ notice, captchaVersion: refreshed, phase, countdown: null });
  });

  it('registers with every value, reports the conversion and opens the download page 1.5 s later', async () => {
    const r = start();
    await r.idle();
    r.type(PHONE, 'ab12', '123456');
    r.actor.send({ type: 'form.submit' });
    expect(r.view()).toMatchObject({ registering: true, editable: false });
    expect(r.done).toEqual(['trackClick']);
    await waitFor(r.actor, (s) => s.matches('registered'));
    expect(r.calls[1]).toEqual({ id: 'register', input: { phone: PHONE, capcode: 'ab12', sid: 'sid-1', smsCode: '123456', params: PARAMS } });
    expect(r.view()).toMatchObject({ phase: 'done', notice: { tone: 'info', key: 'registered' } });
    expect(r.done).toEqual(['trackClick', 'reportConversion']);
    r.clock.increment(1499);
    expect(r.done).not.toContain('goToDownload');
    r.clock.increment(1);
    expect(r.done).toEqual(['trackClick', 'reportConversion', 'goToDownload']);
  });

  it.each([
    [{ code: '11', message: 'x' }, { tone: 'info', key: 'alreadyRegistered' }, 0, true],
    [{ code: '-1', message: 'Captcha' }, { tone: 'error', server: 'Captcha' }, 1, false],
    [{ code: '5', message: 'No' }, { tone: 'error', server: 'No' }, 0, false],
    ['network' as const, { tone: 'error', key: 'networkError' }, 0, false],
  ])('a register answer %j shows %j, refreshes the captcha %i time(s), download: %s', async (answer, notice, refreshed, download) => {
    const r = start({ register: [answer] });
    await r.idle();
    r.type(PHONE, 'ab12', '123456');
    r.actor.send({ type: 'form.submit' });
    await r.idle();
    expect(r.view()).toMatchObject({ notice, captchaVersion: refreshed });
    expect(r.done).not.toContain('reportConversion');
    r.clock.increment(1500);
    expect(r.done.includes('goToDownload')).toBe(download);
  });

  it('a new captcha needs a phone first; with one it refreshes and clears the message', async () => {
    const r = start();
    await r.idle();
    r.actor.send({ type: 'captcha.refresh' });
    expect(r.view()).toMatchObject({ captchaVersion: 0, notice: { tone: 'error', key: 'phoneInvalid' } });
    r.actor.send({ type: 'phone.change', value: PHONE });
    r.actor.send({ type: 'form.submit' });
    r.actor.send({ type: 'captcha.refresh' });
    expect(r.view()).toMatchObject({ captchaVersion: 1, notice: null });
  });

  it('a failed load says why and loads again on retry', async () => {
    let n = 0;
    const actor = createActor(
      registerMachine.provide({
        actors: {
          loadPage: fromPromise(async () => {
            n += 1;
            if (n === 1) throw apiError({ kind: 'timeout' });
            return { sid: 'sid-2' };
          }),
        },
      }),
      { input: { params: PARAMS } },
    ).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(selectRegisterView(actor.getSnapshot())).toMatchObject({ phase: 'loadFailed', loadError: { kind: 'timeout' }, editable: false });
    actor.send({ type: 'page.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectRegisterView(actor.getSnapshot())).toMatchObject({ phase: 'form', loadError: null, sid: 'sid-2' });
  });

  it('counts the visit once, on opening, before the template is loaded', async () => {
    const seen: string[] = [];
    const actor = createActor(
      registerMachine.provide({
        actors: { loadPage: fromPromise(async () => ({ sid: 'sid-3' })) },
        actions: { trackVisit: () => void seen.push('trackVisit'), trackClick: () => void seen.push('trackClick') },
      }),
      { input: { params: PARAMS } },
    ).start();
    expect(seen).toEqual(['trackVisit']);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.retry' });
    expect(seen).toEqual(['trackVisit']);
  });

  it('marks a blocked resend as an error, a sent code as none, and takes no typing while a request runs', async () => {
    const r = start({ register: ['network'] });
    await r.idle();
    r.type(PHONE, 'ab12', '');
    r.actor.send({ type: 'sms.send' });
    expect(r.actor.getSnapshot().hasTag('busy')).toBe(true);
    r.actor.send({ type: 'phone.change', value: '1' });
    expect(r.view().phone).toBe(PHONE);
    await r.idle();
    expect(r.actor.getSnapshot().hasTag('error')).toBe(false);
    r.actor.send({ type: 'sms.send' });
    expect(r.view().notice).toEqual({ tone: 'error', key: 'resendBlocked' });
    expect(r.actor.getSnapshot().hasTag('error')).toBe(true);
    r.actor.send({ type: 'smsCode.change', value: '123456' });
    expect(r.actor.getSnapshot().hasTag('error')).toBe(false);
    r.actor.send({ type: 'form.submit' });
    expect(r.actor.getSnapshot().hasTag('busy')).toBe(true);
    r.actor.send({ type: 'smsCode.change', value: '9' });
    expect(r.view().smsCode).toBe('123456');
    await r.idle();
    expect(r.view()).toMatchObject({ notice: { tone: 'error', key: 'networkError' }, smsCode: '123456', phone: PHONE });
  });

  it('an invalid entry puts the form in the state named for it (an error), and the next change of a field takes it back', async () => {
    // Each step: what the visitor does, then the form's editing state and whether it is an error.
    const steps: [string, RegisterEvent[], 'idle' | 'phoneInvalid' | 'captchaInvalid', boolean][] = [
      ['a new captcha with no phone', [{ type: 'captcha.refresh' }], 'phoneInvalid', true],
      ['typing the phone', [{ type: 'phone.change', value: PHONE }], 'idle', false],
      ['get code with no captcha', [{ type: 'sms.send' }], 'captchaInvalid', true],
      ['typing the captcha', [{ type: 'captcha.change', value: 'ab12' }], 'idle', false],
      ['get code with a short phone', [{ type: 'phone.change', value: '1' }, { type: 'sms.send' }], 'phoneInvalid', true],
      [
        'get code with no captcha again',
        [{ type: 'phone.change', value: PHONE }, { type: 'captcha.change', value: '' }, { type: 'sms.send' }],
        'captchaInvalid',
        true,
      ],
      ['a new captcha with the phone', [{ type: 'captcha.refresh' }], 'idle', false],
    ];
    const r = start();
    await r.idle();
    expect(r.actor.getSnapshot().matches({ ready: { form: { editing: 'idle' } } })).toBe(true);
    for (const [what, events, state, error] of steps) {
      for (const event of events) r.actor.send(event);
      const s = r.actor.getSnapshot();
      expect([what, s.matches({ ready: { form: { editing: state } } }), s.hasTag('error')]).toEqual([what, true, error]);
    }
    expect(r.view()).toMatchObject({ captchaVersion: 1, notice: null });
    expect(r.calls.map((c) => c.id)).toEqual(['loadPage']);
  });

  it('a failed load is an error, not busy', async () => {
    const actor = createActor(registerMachine.provide({ actors: { loadPage: fromPromise(() => Promise.reject(apiError({ kind: 'network' }))) } }), {
      input: { params: PARAMS },
    }).start();
    const s = await waitFor(actor, (x) => x.matches('loadFailed'));
    expect([s.hasTag('error'), s.hasTag('busy')]).toEqual([true, false]);
  });
});
