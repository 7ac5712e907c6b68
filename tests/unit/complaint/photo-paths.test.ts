// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withOrientation } from '../../../src/lib/image-bytes';
import type { PhotoAnswer, PhotoJob } from '../../../src/flows/shared/photo/photo.worker';
import { LEAK, bareJpeg, gif, leakyHeic, leakyJpeg, leakyWebp, leaksIn, png } from '../../helpers/leaky-photos';

// Issue 54: whatever path a photo takes, what leaves is pixels only. The worker and the page's
// canvas cannot decode here; each stands in as an encoder that writes what some webview's encoder
// might (EXIF, a comment, a second picture after the end), and what preparePhoto hands on is
// checked byte by byte. The as-is path runs for real.

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
/** What the stand-in encoders write: a JPEG with every kind of metadata and data after its end. */
const encoded = () => new Blob([leakyJpeg(16, 12)], { type: 'image/jpeg' });

class FakeWorker extends EventTarget {
  static jobs: PhotoJob[] = [];
  static answer: () => PhotoAnswer = () => ({ blob: encoded() });
  postMessage(job: PhotoJob) {
    FakeWorker.jobs.push(job);
    queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: FakeWorker.answer() })));
  }
  terminate() {}
}

const bitmap = () => Promise.resolve({ width: 640, height: 480, close: () => {} });

async function prepare(bytes: Uint8Array<ArrayBuffer>, type: string) {
  const { preparePhoto } = await import('../../../src/flows/shared/photo/prepare-photo');
  return preparePhoto(new Blob([bytes], { type }));
}

beforeEach(() => {
  FakeWorker.jobs = [];
  FakeWorker.answer = () => ({ blob: encoded() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sent as it is (small, upright JPEG, PNG, GIF)', () => {
  it.each([
    ['JPEG', leakyJpeg(8, 8), 'image/jpeg'],
    ['PNG', png(64, 48), 'image/png'],
    ['GIF', gif(), 'image/gif'],
  ] as const)('a %s leaves as pixels only, never through an encoder', async (_kind, bytes, type) => {
    vi.stubGlobal('Worker', FakeWorker);
    const sent = await prepare(bytes, type);
    expect(leaksIn(bytes).length).toBeGreaterThan(0);
    expect(leaksIn(await bytesOf(sent))).toEqual([]);
    expect(sent.type).toBe(type);
    expect(FakeWorker.jobs).toEqual([]);
  });
});

describe('re-encoded in the worker', () => {
  beforeEach(() => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal('createImageBitmap', bitmap);
  });

  it.each([
    ['a WebP with EXIF and XMP', leakyWebp(), 'image/webp'],
    ['a HEIC with EXIF', leakyHeic(), 'image/heic'],
    ['a JPEG marked to turn', withOrientation(leakyJpeg(8, 8), 6), 'image/jpeg'],
    ['a JPEG over 500 KB', new Uint8Array([...leakyJpeg(8, 8), ...new Uint8Array(500 * 1024)]), 'image/jpeg'],
  ] as const)("%s: the encoder's JPEG leaves as pixels only", async (_kind, bytes, type) => {
    const sent = await prepare(bytes, type);
    expect(FakeWorker.jobs).toHaveLength(1);
    expect(leaksIn(await bytesOf(encoded()))).toContain(LEAK.afterEnd);
    expect(leaksIn(await bytesOf(sent))).toEqual([]);
    expect(sent.type).toBe('image/jpeg');
  });

  it("an encoder's answer that cannot be walked to its end is refused, not sent", async () => {
    const cut = bareJpeg(16, 12);
    FakeWorker.answer = () => ({ blob: new Blob([cut.subarray(0, cut.length - 2)], { type: 'image/jpeg' }) });
    await expect(prepare(leakyWebp(), 'image/webp')).rejects.toThrow('photo unreadable');
  });
});

describe('re-encoded on the page (no worker canvas)', () => {
  it("a WebP: the canvas's JPEG leaves as pixels only", async () => {
    vi.stubGlobal('Worker', undefined);
    vi.stubGlobal('createImageBitmap', bitmap);
    const ctx = { fillStyle: '', imageSmoothingQuality: '', fillRect: vi.fn(), transform: vi.fn(), drawImage: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(encoded()));
    const sent = await prepare(leakyWebp(), 'image/webp');
    expect(ctx.drawImage).toHaveBeenCalled();
    expect(toBlob).toHaveBeenCalled();
    expect(leaksIn(await bytesOf(sent))).toEqual([]);
    expect(sent.type).toBe('image/jpeg');
  });
});
