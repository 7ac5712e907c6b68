// The register page's real actors and actions (src/flows/register/register-implementations.ts): each
// call with the values the spec names (SPEC 2 and 7), on a fake client (written from the surviving
// mutants of `node scripts/mutation-flows.mjs flows`, docs/mutation-score.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import type { ApiClients } from '../../../src/api/clients';
import { registerImplementations, type RegisterDeps } from '../../../src/flows/register/register-implementations';
import type { SentCode } from '../../../src/flows/register/sent-code';

const T = Date.UTC(2026, 11, 2, 10, 0, 0);
beforeEach(() => vi.useFakeTimers({ now: T, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

function setUp(over: Partial<RegisterDeps> = {}, answers: Record<string, unknown> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const signals: unknown[] = [];
  const answer = (path: string) => answers[path.split('/').pop() ?? ''] ?? { code: '0', message: 'ok', data: {} };
  const two = {
    get: vi.fn(async (path: string, query: unknown, options?: { signal?: AbortSignal }) => {
      calls.push({ method: 'get', path, body: query });
      signals.push(options?.signal);
      return answer(path);
    }),
    post: vi.fn(async (path: string, body: unknown, options?: { signal?: AbortSignal }) => {
      calls.push({ method: 'post', path, body });
      signals.push(options?.signal);
      return answer(path);
    }),
  };
  const api = { two, provider: 'prov', baseUrl: '' } as unknown as ApiClients;
  const tracker = { conversion: vi.fn() };
  const goToDownload = vi.fn();
  const params = { id: 'T1', user_from: 'fb', utm_tag: 'u1', app_from: 'lendo', invite_code: 'INV', UC: 'uc-9' };
  const impl = registerImplementations({ api, params, clientType: 'android', tracker, goToDownload, sentCode: null, ...over });
  return { impl, calls, signals, tracker, goToDownload };
}

const run = <T>(logic: AnyActorLogic, input: unknown): Promise<T> =>
  new Promise((resolve, reject) => {
    const actor = createActor(logic, { input });
    actor.subscribe({ complete: () => resolve(actor.getSnapshot().output as T), error: reject });
    actor.start();
  });

const template = { 'channel-template': { code: '00', message: '', data: { id: 'T1' } }, 'get-sid': { code: '0', message: '', data: { sid: 's1' } } };

describe('register page actors', () => {
  it('loads the template and a new captcha session', async () => {
    const { impl, calls } = setUp({}, template);
    await expect(run(impl.actors.loadPage, { templateId: 'T1' })).resolves.toEqual({ sid: 's1' });
    expect(calls.map((c) => c.path)).toEqual(['/api/v2/prov/service/channel/channel-template', '/api/v2/prov/promotion/get-sid']);
    expect(calls[0]?.body).toEqual({ templateId: 'T1' });
  });

  it('after a reload with a code sent, keeps its captcha session and counts on from the send', async () => {
    const sentCode = { sid: 's9', sentAt: T - 10_000, sending: false, loadedAt: T - 20_000 } as unknown as SentCode;
    const { impl, calls } = setUp({ sentCode }, template);
    await expect(run(impl.actors.loadPage, { templateId: 'T1' })).resolves.toEqual({ sid: 's9', remaining: 50 });
    expect(calls.map((c) => c.path)).toEqual(['/api/v2/prov/service/channel/channel-template']);
  });

  it('fails the load when the template does not answer with its code, even with a code sent', async () => {
    const refused = { 'channel-template': { code: '01', message: 'no', data: {} } };
    await expect(run(setUp({}, refused).impl.actors.loadPage, { templateId: 'T1' })).rejects.toMatchObject({ kind: 'business' });
    const sentCode = { sid: 's9', sentAt: T, sending: false, loadedAt: T } as unknown as SentCode;
    await expect(run(setUp({ sentCode }, refused).impl.actors.loadPage, { templateId: 'T1' })).rejects.toMatchObject({ kind: 'business' });
  });

  it('asks for the SMS code with the attribution', async () => {
    const { impl, calls } = setUp({}, { 'get-sms': { code: '3', message: 'sent' } });
    await expect(run(impl.actors.sendSms, { phone: '5512345678', capcode: 'ab12', sid: 's1' })).resolves.toEqual({ code: '3', message: 'sent' });
    expect(calls[0]?.path).toBe('/api/v2/prov/promotion/get-sms');
    expect(calls[0]?.body).toMatchObject({ phone: '5512345678', capcode: 'ab12', sid: 's1', app_from: 'lendo', user_from: 'fb', utm_tag: 'u1' });
  });

  it('registers with the code, the invite code, the template id and the attribution', async () => {
    const { impl, calls } = setUp({}, { register: { code: '0', message: 'ok' } });
    const input = { phone: '5512345678', capcode: 'ab12', sid: 's1', smsCode: '123456' };
    await expect(run(impl.actors.register, input)).resolves.toEqual({ code: '0', message: 'ok' });
    expect(calls[0]?.path).toBe('/api/v2/prov/promotion/register');
    expect(calls[0]?.body).toMatchObject({ ...input, invite_code: 'INV', id: 'T1', app_from: 'lendo', user_from: 'fb', utm_tag: 'u1' });
  });
});

describe('register page actors and cancelling', () => {
  it('hands every call the actor’s signal, so leaving the page cancels it', async () => {
    const { impl, signals } = setUp({}, { ...template, 'get-sms': { code: '0', message: '' }, register: { code: '0', message: '' } });
    await run(impl.actors.loadPage, { templateId: 'T1' });
    await run(impl.actors.sendSms, { phone: '5512345678', capcode: 'ab12', sid: 's1' });
    await run(impl.actors.register, { phone: '5512345678', capcode: 'ab12', sid: 's1', smsCode: '123456' });
    expect(signals).toHaveLength(4);
    for (const signal of signals) expect(signal).toBeInstanceOf(AbortSignal);
  });
});

describe('register page actions', () => {
  it('tracks the visit and the click with the page id, client type and attribution', async () => {
    const { impl, calls } = setUp();
    impl.actions.trackVisit();
    impl.actions.trackClick({ context: { phone: '5512345678' } });
    await Promise.resolve();
    const track = { page_id: 'T1', user_from: 'fb', client_type: 'android', utm_tag: 'u1', app_from: 'lendo' };
    expect(calls).toEqual([
      { method: 'get', path: '/api/v2/prov/promotion/track-visit', body: { ...track, page_type: 1 } },
      { method: 'get', path: '/api/v2/prov/promotion/track-click', body: { page_type: 1, ...track, phone: '5512345678' } },
    ]);
  });

  it('tracks an empty page id when the link has none', () => {
    const { calls, impl } = setUp({ params: { user_from: 'fb' } });
    impl.actions.trackVisit();
    expect(calls[0]?.body).toMatchObject({ page_id: '', user_from: 'fb' });
  });

  it('reports the conversion with the link’s UC only when it has one', () => {
    const { impl, tracker } = setUp();
    impl.actions.reportConversion();
    expect(tracker.conversion).toHaveBeenCalledWith({ uc: 'uc-9', event: 'register', app_from: 'lendo', user_from: 'fb', utm_tag: 'u1' });
    const without = setUp({ params: { id: 'T1' } });
    without.impl.actions.reportConversion();
    expect(without.tracker.conversion).not.toHaveBeenCalled();
  });

  it('goes to the download page through the page’s own function', () => {
    const { impl, goToDownload } = setUp();
    expect(impl.actions.goToDownload).toBe(goToDownload);
  });
});
