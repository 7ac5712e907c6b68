import { describe, expect, it } from 'vitest';
import { uploadLimitMs } from '../../../src/api/upload-adapter';

// Issue 44: an upload's time-out follows its size and progress, not the 60 s of a small call.
describe('how long an upload may take', () => {
  it('the 60 s of a small call plus its size at 2 KB/s: a 1 MB photo about 10 minutes, a small one a little over 60 s', () => {
    expect(uploadLimitMs(1024 * 1024, 60_000)).toBe(60_000 + 524_288);
    expect(uploadLimitMs(2_000, 60_000)).toBe(61_000);
    expect(uploadLimitMs(0, 60_000)).toBe(60_000);
  });
  it('follows the client’s own limit for a small call', () => {
    expect(uploadLimitMs(1000, 600)).toBe(1100);
  });
});
