// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldFor, holdLost, holdSent, IN_FLIGHT_MS, readHeld, releaseHeld, tabId, watchHeld } from '../../../src/lib/held-outcomes';
import { idempotencyHeaders } from '../../../src/api/idempotency';
import { outcomeUnknown } from '../../../machines/shared/unknown-outcome';
import { apiError } from '../../../src/api/errors';
import { firstRead, isLastRead, waitFor } from '../../../machines/shared/hold';

// docs/decisions/0133: a call that takes a loan or moves money, held on the phone until settled.
afterEach(() => localStorage.clear());
const T = Date.UTC(2026, 11, 2, 10, 0, 0);

describe('the held record (src/lib/held-outcomes.ts)', () => {
  it('keeps one key per offer, the same on every try, and a new one for another offer or after an answer', () => {
    const first = holdSent('loan', 'U5', 'O1', 'offer-a', T);
    expect(readHeld('loan', 'U5', 'O1')).toMatchObject({ key: first, of: 'offer-a', sentAt: T, lostAt: null, tab: tabId(), outcome: null });
    holdLost('loan', 'U5', 'O1', T + 1000);
    expect(holdSent('loan', 'U5', 'O1', 'offer-a', T + 2000)).toBe(first);
    releaseHeld('loan', 'U5', 'O1', 'open');
    expect(holdSent('loan', 'U5', 'O1', 'offer-a', T + 3000)).toBe(first);
    expect(holdSent('loan', 'U5', 'O1', 'offer-b', T + 4000)).not.toBe(first);
    releaseHeld('loan', 'U5', 'O1', 'answered');
    expect(readHeld('loan', 'U5', 'O1')).toMatchObject({ key: '', sentAt: null, outcome: 'answered' });
    expect(holdSent('loan', 'U5', 'O1', 'offer-b', T + 5000)).not.toBe('');
  });

  it('is per kind, user and order, and reads nothing unusable', () => {
    holdSent('loan', 'U5', 'O1', 'x', T);
    expect(readHeld('loan', 'U6', 'O1')).toBeNull();
    expect(readHeld('repay', 'U5', 'O1')).toBeNull();
    localStorage.setItem('loan-journey.held.loan.U5.O2', '{"key":1}');
    expect(readHeld('loan', 'U5', 'O2')).toBeNull();
    localStorage.setItem('loan-journey.held.loan.U5.O3', 'not json');
    expect(readHeld('loan', 'U5', 'O3')).toBeNull();
  });

  it('says how old a hold is: from the lost answer; this tab’s own in flight is lost now; another tab’s from its time limit', () => {
    const base = { key: 'k', of: 'x', outcome: null } as const;
    expect(heldFor(null, T)).toBeNull();
    expect(heldFor({ ...base, sentAt: null, lostAt: null, tab: 'a' }, T)).toBeNull();
    expect(heldFor({ ...base, sentAt: T - 9000, lostAt: T - 5000, tab: 'a' }, T, 'a')).toBe(5000);
    expect(heldFor({ ...base, sentAt: T - 9000, lostAt: null, tab: 'a' }, T, 'a')).toBe(0);
    expect(heldFor({ ...base, sentAt: T - 9000, lostAt: null, tab: 'b' }, T, 'a')).toBe(-(IN_FLIGHT_MS - 9000));
  });

  it('tells every other tab at once (BroadcastChannel), and not the tab that wrote', async () => {
    const heard = vi.fn();
    const stop = watchHeld('loan', 'U5', 'O1', heard);
    const other = new BroadcastChannel('loan-journey.held');
    holdSent('loan', 'U5', 'O1', 'x', T);
    other.postMessage({ kind: 'loan', userId: 'U5', orderId: 'O1' });
    other.postMessage({ kind: 'loan', userId: 'U5', orderId: 'O9' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect(heard.mock.calls.at(-1)?.[0]).toMatchObject({ of: 'x', sentAt: T });
    other.close();
    stop();
  });
});

describe('what is unknown, and when the order is read (machines/shared)', () => {
  it('takes no answer, any 5xx, a CDN’s 52x, a 408 and a body that is not the envelope as unknown; a refusal as an answer', () => {
    for (const e of [{ kind: 'network' }, { kind: 'timeout' }, { kind: 'badBody', detail: 'x' }] as const)
      expect(outcomeUnknown(apiError(e))).toBe(true);
    for (const status of [500, 502, 503, 504, 520, 522, 527, 408]) expect(outcomeUnknown(apiError({ kind: 'http', status }))).toBe(true);
    for (const status of [400, 404, 409, 422, 499]) expect(outcomeUnknown(apiError({ kind: 'http', status }))).toBe(false);
    expect(outcomeUnknown(apiError({ kind: 'business', code: '2001', message: 'no' }))).toBe(false);
  });

  it('reads at 2, 5, 10, 20 and 40 s after the answer was lost; a read already due at once', () => {
    expect([0, 1, 2, 3, 4].map((read) => waitFor(read, 0))).toEqual([2000, 5000, 10_000, 20_000, 40_000]);
    expect(firstRead(0)).toBe(0);
    expect(firstRead(4500)).toBe(0);
    expect(waitFor(firstRead(4500), 4500)).toBe(0);
    expect(firstRead(12_000)).toBe(2);
    expect(firstRead(90_000)).toBe(4);
    expect(isLastRead(3)).toBe(false);
    expect(isLastRead(4)).toBe(true);
  });
});

describe('the Idempotency-Key header (src/api/idempotency.ts)', () => {
  it('goes to the page’s own origin, to another only where the build says its CORS allows it', () => {
    expect(idempotencyHeaders('k1', '')).toEqual({ 'Idempotency-Key': 'k1' });
    expect(idempotencyHeaders('k1', window.location.origin)).toEqual({ 'Idempotency-Key': 'k1' });
    expect(idempotencyHeaders('k1', 'https://api.example.com', false)).toEqual({});
    expect(idempotencyHeaders('k1', 'https://api.example.com', true)).toEqual({ 'Idempotency-Key': 'k1' });
    expect(idempotencyHeaders('', '')).toEqual({});
  });
});

describe('a fresh read (src/api/http.ts, 0133)', () => {
  it('never takes an answer sent ahead for the same call; an ordinary call does', async () => {
    const { createHttpClient } = await import('../../../src/api/http');
    const { sendEarly } = await import('../../../src/api/send-early');
    const { clearEarly } = await import('../../../src/api/early-response');
    const fetched = vi.fn(async () => new Response('{"from":"now"}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetched);
    const client = createHttpClient({ baseUrl: '', timeoutMs: 5000, headers: {}, encoding: 'form' });
    const ahead = () => new Response('{"from":"ahead"}', { status: 200, headers: { 'content-type': 'application/json' } });
    const url = `${window.location.origin}/maintains/v3/loan-details/loan-details`;
    sendEarly(url, { method: 'POST', body: 'orderId=O1' }, Promise.resolve(ahead()));
    expect(await client.post('/maintains/v3/loan-details/loan-details', { orderId: 'O1' }, { fresh: true })).toEqual({ from: 'now' });
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(await client.post('/maintains/v3/loan-details/loan-details', { orderId: 'O1' })).toEqual({ from: 'ahead' });
    expect(fetched).toHaveBeenCalledTimes(1);
    clearEarly();
    vi.unstubAllGlobals();
  });
});
