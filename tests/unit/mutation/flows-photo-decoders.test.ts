// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoAnswer, PhotoJob } from '../../../src/flows/shared/photo/photo.worker';
import { imageFacts } from '../../../src/lib/image-bytes';
import { bareJpeg, leakyWebp, withJpegLeaks } from '../../helpers/leaky-photos';

// preparePhoto's decoders on the page (src/flows/shared/photo/prepare-photo.ts, docs/decisions/0126):
// a webview with a worker's canvas but no createImageBitmap draws on the page, decoding with an image
// element (its object URL always given back); a page with no decoder at all refuses the photo without
// reading it; and the page asks its decoder once whether it turns photos by their EXIF orientation,
// a probe that fails taken as "it turns" (so a photo is never turned twice).

const encoded = () => new Blob([bareJpeg(16, 12)], { type: 'image/jpeg' });

class FakeWorker extends EventTarget {
  static made = 0;
  constructor() {
    super();
    FakeWorker.made += 1;
  }
  postMessage(_job: PhotoJob) {
    const answer: PhotoAnswer = { blob: encoded() };
    queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: answer })));
  }
}

const ctx = { fillStyle: '', imageSmoothingQuality: '', fillRect: vi.fn(), transform: vi.fn(), drawImage: vi.fn() };
const toBlob = vi.fn((done: (b: Blob | null) => void) => done(encoded()));
const created: string[] = [];
const revoked: string[] = [];
const decodeOf = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');

async function prepare(bytes: Uint8Array<ArrayBuffer> = leakyWebp(), type = 'image/webp') {
  const { preparePhoto } = await import('../../../src/flows/shared/photo/prepare-photo');
  return preparePhoto(new Blob([bytes], { type }));
}

/** An image element that decodes to `width` × `height`, or fails to. */
function imagesDecodeTo(width: number, height: number, fails = false) {
  vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(() => (fails ? Promise.reject(new Error('undecodable')) : Promise.resolve()));
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(height);
}

beforeEach(() => {
  vi.resetModules();
  FakeWorker.made = 0;
  created.length = 0;
  revoked.length = 0;
  ctx.transform.mockClear();
  ctx.drawImage.mockClear();
  toBlob.mockClear();
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    created.push(`blob:photo-${created.length}`);
    return created.at(-1)!;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => toBlob(done));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (decodeOf) Object.defineProperty(HTMLImageElement.prototype, 'decode', decodeOf);
});

describe('a webview with a worker’s canvas but no createImageBitmap', () => {
  beforeEach(() => vi.stubGlobal('createImageBitmap', undefined));

  it('starts no worker: the page draws the photo, decoded by an image element at its natural size', async () => {
    imagesDecodeTo(320, 240);
    const sent = await prepare();
    expect(FakeWorker.made).toBe(0);
    expect(sent.type).toBe('image/jpeg');
    // The probe, then the photo: each through an object URL, each given back.
    expect(created).toHaveLength(2);
    expect(revoked).toEqual(created);
    const [source, x, y, w, h] = ctx.drawImage.mock.calls.at(-1) ?? [];
    expect(source).toBeInstanceOf(HTMLImageElement);
    expect((source as HTMLImageElement).src).toBe(created[1]);
    expect([x, y, w, h]).toEqual([0, 0, 320, 240]);
    expect(toBlob).toHaveBeenCalled();
  });

  it('an image element that cannot decode it: refused, its object URL still given back', async () => {
    imagesDecodeTo(320, 240, true);
    await expect(prepare()).rejects.toMatchObject({ name: 'PhotoUnreadable' });
    expect(FakeWorker.made).toBe(0);
    expect(created.length).toBeGreaterThan(0);
    expect(revoked).toEqual(created);
    // The probe's canvas alone was encoded: no photo.
    expect(toBlob).toHaveBeenCalledOnce();
  });
});

describe('no decoder at all', () => {
  it('neither createImageBitmap nor an image element that decodes: refused, the file never read into a picture', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    expect('decode' in HTMLImageElement.prototype).toBe(false);
    await expect(prepare()).rejects.toMatchObject({ name: 'PhotoUnreadable' });
    expect(created).toEqual([]);
    expect(FakeWorker.made).toBe(0);
    expect(ctx.drawImage).not.toHaveBeenCalled();
  });

  it('createImageBitmap without an image element’s decode is a decoder: the page draws with it', async () => {
    vi.stubGlobal('Worker', undefined);
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    const bitmap = vi.fn(() => Promise.resolve({ width: 64, height: 48, close: () => undefined }));
    vi.stubGlobal('createImageBitmap', bitmap);
    const sent = await prepare();
    expect(sent.type).toBe('image/jpeg');
    expect(bitmap).toHaveBeenCalledTimes(2);
    expect(ctx.drawImage.mock.calls.at(-1)?.slice(1)).toEqual([0, 0, 64, 48]);
  });
});

describe('whether the page’s decoder turns photos: asked once', () => {
  // A photo stored on its side (EXIF orientation 6), drawn on the page.
  const sideways = () => withJpegLeaks(bareJpeg(16, 12), 6);
  const bitmapOf = (width: number, height: number) => ({ width, height, close: () => undefined });
  let bitmap: ReturnType<typeof vi.fn<(blob: Blob) => Promise<ReturnType<typeof bitmapOf>>>>;

  beforeEach(() => {
    vi.stubGlobal('Worker', undefined);
    bitmap = vi.fn((_blob: Blob) => Promise.resolve(bitmapOf(640, 480)));
    vi.stubGlobal('createImageBitmap', bitmap);
  });

  it('the probe, a JPEG marked "turn 90°", is decoded once for every photo', async () => {
    await prepare(sideways(), 'image/jpeg');
    await prepare(sideways(), 'image/jpeg');
    // Not once per photo: the first photo's two decodes (the probe, the photo), the second's one.
    expect(bitmap).toHaveBeenCalledTimes(3);
    const probe = new Uint8Array(await bitmap.mock.calls[0]![0].arrayBuffer());
    expect(imageFacts(probe)?.orientation).toBe(6);
  });

  it('a decoder that does not turn (the probe comes back 2 × 1): the page turns the photo itself', async () => {
    bitmap.mockImplementationOnce(() => Promise.resolve(bitmapOf(2, 1)));
    await prepare(sideways(), 'image/jpeg');
    expect(ctx.transform).toHaveBeenCalledOnce();
    expect(ctx.transform.mock.calls[0]?.slice(0, 4)).toEqual([0, 1, -1, 0]);
  });

  it('a decoder that turns (the probe comes back 1 × 2): the photo is not turned again', async () => {
    bitmap.mockImplementationOnce(() => Promise.resolve(bitmapOf(1, 2)));
    await prepare(sideways(), 'image/jpeg');
    expect(ctx.drawImage).toHaveBeenCalled();
    expect(ctx.transform).not.toHaveBeenCalled();
  });

  it('a probe that fails is taken as "it turns": the photo is not turned twice', async () => {
    bitmap.mockImplementationOnce(() => Promise.reject(new Error('probe undecodable')));
    await prepare(sideways(), 'image/jpeg');
    expect(bitmap).toHaveBeenCalledTimes(2);
    expect(ctx.drawImage).toHaveBeenCalled();
    expect(ctx.transform).not.toHaveBeenCalled();
  });
});
