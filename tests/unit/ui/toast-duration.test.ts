import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toastDuration, type ToastKind } from '../../../src/ui/toast-duration';
import { perCase } from '../../helpers/budget';

describe('toastDuration', { timeout: perCase(1000) }, () => {
  it('defaults a plain or error toast to 3000 ms', () => {
    expect(toastDuration(undefined)).toBe(3000);
    expect(toastDuration('text')).toBe(3000);
    expect(toastDuration('error')).toBe(3000);
  });

  it('gives the kit info and success toasts 2 s', () => {
    expect(toastDuration('info')).toBe(2000);
    expect(toastDuration('success')).toBe(2000);
  });

  it('uses a given duration only when it is over 300 ms', () => {
    expect(toastDuration(undefined, 301)).toBe(301);
    expect(toastDuration(undefined, 300)).toBe(3000);
    expect(toastDuration('error', 5000)).toBe(5000);
    expect(toastDuration('info', 1500)).toBe(1500);
    expect(toastDuration('success', 300)).toBe(2000);
    expect(toastDuration('info', 0)).toBe(2000);
    expect(toastDuration(undefined, -10)).toBe(3000);
    expect(toastDuration(undefined, Number.NaN)).toBe(3000);
    expect(toastDuration(undefined, Number.POSITIVE_INFINITY)).toBe(3000);
  });

  it('keeps a loading toast until it is hidden', () => {
    expect(toastDuration('loading')).toBeNull();
    expect(toastDuration('loading', 5000)).toBeNull();
  });

  it('always gives a finite time over 300 ms for non-loading kinds', () => {
    const kind = fc.constantFrom<ToastKind | undefined>(undefined, 'text', 'info', 'success', 'error');
    fc.assert(
      fc.property(kind, fc.option(fc.double(), { nil: undefined }), (k, d) => {
        const ms = toastDuration(k, d);
        expect(ms).not.toBeNull();
        expect(Number.isFinite(ms)).toBe(true);
        expect(ms as number).toBeGreaterThan(300);
        if (d !== undefined && Number.isFinite(d) && d > 300) expect(ms).toBe(d);
      }),
      { numRuns: 1000 },
    );
  });
});
