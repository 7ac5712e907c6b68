// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerParamsFrom, templateHash, templateParamsFromHash } from '../../../src/flows/register/register-params';
import { browserAdTracker, type ConversionEvent } from '../../../src/lib/ad-tracker';

describe('register params', () => {
  it('reads the eight landing params and drops empty or unknown ones', () => {
    const query = { id: '7', app_from: 'fb', user_from: 'ad', utm_tag: 'x', links_id: '3', down_id: '', invite_code: 'I', UC: 'u', type: '1' };
    expect(registerParamsFrom(query)).toEqual({ id: '7', app_from: 'fb', user_from: 'ad', utm_tag: 'x', links_id: '3', invite_code: 'I', UC: 'u' });
  });

  it('carries app_from, user_from, utm_tag, id and links_id (else down_id) inside the hash', () => {
    const params = { id: '7', app_from: 'fb', user_from: 'ad', utm_tag: 'a b', links_id: '3', down_id: '5', invite_code: 'I', UC: 'u' };
    expect(templateHash('downloadTemplate', params)).toBe('#/downloadTemplate?app_from=fb&user_from=ad&utm_tag=a+b&id=7&links_id=3');
    expect(templateHash('agreementTemplate', { id: '7', down_id: '5' })).toBe('#/agreementTemplate?id=7&down_id=5');
    expect(templateHash('downloadTemplate', {})).toBe('#/downloadTemplate');
  });

  it('reads the params back from a template hash', () => {
    expect(templateParamsFromHash('#/downloadTemplate?app_from=fb&utm_tag=a+b&down_id=5')).toEqual({ app_from: 'fb', utm_tag: 'a b', down_id: '5' });
    expect(templateParamsFromHash('#/downloadTemplate')).toEqual({});
  });
});

describe('ad tracker', () => {
  afterEach(() => {
    delete window.adTrackerQueue;
  });

  it('queues a conversion and announces it as a DOM event, loading no script', () => {
    const seen = vi.fn();
    window.addEventListener('ad:conversion', (e) => seen((e as CustomEvent<ConversionEvent>).detail), { once: true });
    const event: ConversionEvent = { uc: 'uc-9', event: 'register', app_from: 'fb' };
    browserAdTracker.conversion(event);
    expect(window.adTrackerQueue).toEqual([event]);
    expect(seen).toHaveBeenCalledWith(event);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
