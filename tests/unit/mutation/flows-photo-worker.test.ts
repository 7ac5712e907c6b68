import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoAnswer } from '../../../src/flows/shared/photo/photo.worker';
// Loaded (and transformed) once here; each test loads the worker afresh on top of it.
import '../../../src/flows/shared/photo/draw-photo';

// The photo worker (src/flows/shared/photo/photo.worker.ts) as the page talks to it: a job in, one
// answer out, `{ blob }`, `{ refused: true }` or `{ unsupported: true }` (docs/decisions/0126). Its
// OffscreenCanvas and decoder stand in here; the worker's scope is an object that takes its answers.

interface Scope {
  postMessage: (a: PhotoAnswer) => void;
  onmessage?: (e: { data: unknown }) => void;
}

const file = new Blob([new Uint8Array(4)], { type: 'image/webp' });
let encoded: number[] = [];
let transforms: number[][] = [];
let closed = 0;
let probeSize = { width: 1, height: 2 };
let fileDecodes = true;
let hasContext = true;

class FakeCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    if (!hasContext) return null;
    return { fillRect: () => {}, drawImage: () => {}, transform: (...a: number[]) => transforms.push(a) };
  }
  convertToBlob(o: { type: string; quality: number }) {
    encoded.push(o.quality);
    return Promise.resolve(new Blob([new Uint8Array(encoded.length === 1 ? 8 : 20)], { type: o.type }));
  }
}

const bitmap = (width: number, height: number) => ({ width, height, close: () => closed++ });

/** A worker's scope whose `answered()` waits for its next answer. */
async function worker() {
  let next: (a: PhotoAnswer) => void = () => {};
  const scope: Scope = { postMessage: vi.fn((a: PhotoAnswer) => next(a)) };
  vi.stubGlobal('self', scope);
  await import('../../../src/flows/shared/photo/photo.worker');
  const send = (data: unknown) => {
    const answered = new Promise<PhotoAnswer>((resolve) => (next = resolve));
    scope.onmessage?.({ data });
    return answered;
  };
  return { scope, send };
}

const ask = async (data: unknown) => (await worker()).send(data);

beforeEach(() => {
  vi.resetModules();
  encoded = [];
  transforms = [];
  closed = 0;
  probeSize = { width: 1, height: 2 };
  fileDecodes = true;
  hasContext = true;
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn((blob: Blob) => {
      if (blob !== file) return Promise.resolve(bitmap(probeSize.width, probeSize.height));
      return fileDecodes ? Promise.resolve(bitmap(30, 20)) : Promise.reject(new Error('undecodable'));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the photo worker', () => {
  it('draws the photo and answers the JPEG its canvas wrote, the picture closed', async () => {
    const answer = await ask({ file, orientation: 6 });
    expect('blob' in answer && answer.blob.type).toBe('image/jpeg');
    expect('blob' in answer && answer.blob.size).toBe(20);
    // The probe at 0.9, then the photo at 0.8; this decoder turns, so the photo is not turned again.
    expect(encoded).toEqual([0.9, 0.8]);
    expect(transforms).toEqual([]);
    expect(closed).toBe(2);
  });

  it('turns the photo by its orientation where the decoder does not', async () => {
    probeSize = { width: 2, height: 1 };
    await ask({ file, orientation: 6 });
    expect(transforms).toEqual([[0, 1, -1, 0, 20, 0]]);
  });

  it('asks the decoder once, however many photos', async () => {
    const { scope, send } = await worker();
    await send({ file, orientation: 1 });
    await send({ file, orientation: 1 });
    expect(scope.postMessage).toHaveBeenCalledTimes(2);
    expect(encoded).toEqual([0.9, 0.8, 0.8]);
  });

  it('a file it cannot decode: refused', async () => {
    fileDecodes = false;
    expect(await ask({ file, orientation: 1 })).toEqual({ refused: true });
  });

  it('a photo too big at every size: refused, the picture closed', async () => {
    const big = { size: 2 * 1024 * 1024 } as Blob;
    vi.spyOn(FakeCanvas.prototype, 'convertToBlob').mockImplementation((o) => {
      encoded.push(o.quality);
      return Promise.resolve(encoded.length === 1 ? new Blob([new Uint8Array(8)]) : big);
    });
    expect(await ask({ file, orientation: 1 })).toEqual({ refused: true });
    expect(closed).toBe(2);
  });

  it('no OffscreenCanvas, or one without a 2D context: unsupported', async () => {
    hasContext = false;
    expect(await ask({ file, orientation: 1 })).toEqual({ unsupported: true });
    vi.resetModules();
    vi.stubGlobal('OffscreenCanvas', undefined);
    expect(await ask({ file, orientation: 1 })).toEqual({ unsupported: true });
  });
});
