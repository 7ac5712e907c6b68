// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoAnswer, PhotoJob } from '../../../src/flows/shared/photo/photo.worker';
import { bareJpeg, leakyWebp } from '../../helpers/leaky-photos';

// preparePhoto's paths (src/flows/shared/photo/prepare-photo.ts, docs/decisions/0126): the photo
// worker started once, through the Trusted Types policy where the page has one; a worker that fails
// hands the photo to the page and is started afresh next time; on the page, a photo that cannot be
// decoded or drawn is refused, never sent. Each test loads the module afresh (it keeps its worker).

const encoded = () => new Blob([bareJpeg(16, 12)], { type: 'image/jpeg' });

class FakeWorker extends EventTarget {
  static made: unknown[] = [];
  static answer: () => PhotoAnswer | 'error' = () => ({ blob: encoded() });
  constructor(url: unknown) {
    super();
    FakeWorker.made.push(url);
  }
  postMessage(_job: PhotoJob) {
    const a = FakeWorker.answer();
    queueMicrotask(() => this.dispatchEvent(a === 'error' ? new Event('error') : new MessageEvent('message', { data: a })));
  }
}

const closed = vi.fn();
const decoded = (_blob: Blob) => Promise.resolve({ width: 640, height: 480, close: closed });
const bitmap = vi.fn(decoded);
const ctx = { fillStyle: '', imageSmoothingQuality: '', fillRect: vi.fn(), transform: vi.fn(), drawImage: vi.fn() };
let toBlob = vi.fn((done: (b: Blob | null) => void) => done(encoded()));

async function prepare(bytes: Uint8Array<ArrayBuffer> = leakyWebp(), type = 'image/webp') {
  const { preparePhoto } = await import('../../../src/flows/shared/photo/prepare-photo');
  return preparePhoto(new Blob([bytes], { type }));
}

beforeEach(() => {
  vi.resetModules();
  FakeWorker.made = [];
  FakeWorker.answer = () => ({ blob: encoded() });
  closed.mockClear();
  bitmap.mockReset();
  bitmap.mockImplementation(decoded);
  toBlob = vi.fn((done: (b: Blob | null) => void) => done(encoded()));
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  vi.stubGlobal('createImageBitmap', bitmap);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => toBlob(done));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the photo worker', () => {
  it('is started once for every photo, at the worker’s own address', async () => {
    await prepare();
    await prepare();
    expect(FakeWorker.made).toHaveLength(1);
    expect(typeof FakeWorker.made[0]).toBe('string');
    expect(toBlob).not.toHaveBeenCalled();
  });

  it('where the page requires Trusted Types: through the one policy, which passes that address alone', async () => {
    const rules: { createScriptURL: (input: string) => string | null }[] = [];
    const createPolicy = vi.fn((_name: string, r: (typeof rules)[number]) => {
      rules.push(r);
      return { createScriptURL: (input: string) => ({ trusted: r.createScriptURL(input) }) };
    });
    vi.stubGlobal('trustedTypes', { createPolicy });
    // The first worker fails: the next is started with the same address, the policy made once (a
    // second policy of the same name is refused by the page's CSP).
    FakeWorker.answer = () => 'error';
    await prepare();
    await prepare();
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[1]).toBe(FakeWorker.made[0]);
    expect(createPolicy).toHaveBeenCalledOnce();
    expect(createPolicy.mock.calls[0]?.[0]).toBe('photo-worker');
    const url = (FakeWorker.made[0] as { trusted: string }).trusted;
    expect(typeof url).toBe('string');
    expect(rules[0]?.createScriptURL(url)).toBe(url);
    expect(rules[0]?.createScriptURL('https://elsewhere.example/w.js')).toBeNull();
  });

  it('a photo it refuses is refused', async () => {
    FakeWorker.answer = () => ({ refused: true });
    await expect(prepare()).rejects.toMatchObject({ name: 'PhotoUnreadable', message: 'photo unreadable' });
  });

  it('one that fails hands the photo to the page, and is started afresh for the next', async () => {
    FakeWorker.answer = () => 'error';
    const sent = await prepare();
    expect(sent.type).toBe('image/jpeg');
    expect(toBlob).toHaveBeenCalled();
    await prepare();
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('none where the webview has no OffscreenCanvas: the page draws it', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    await prepare();
    expect(FakeWorker.made).toEqual([]);
    expect(toBlob).toHaveBeenCalled();
    expect(closed).toHaveBeenCalled();
  });
});

describe('on the page (no worker)', () => {
  beforeEach(() => vi.stubGlobal('Worker', undefined));

  it('draws at quality 0.8 as JPEG, and sends the bytes it wrote', async () => {
    const sent = await prepare();
    expect([...new Uint8Array(await sent.arrayBuffer())]).toEqual([...bareJpeg(16, 12)]);
    expect(vi.mocked(HTMLCanvasElement.prototype.toBlob).mock.calls.at(-1)?.slice(1)).toEqual(['image/jpeg', 0.8]);
  });

  it('a photo that cannot be decoded is refused', async () => {
    bitmap.mockImplementation((blob: Blob) =>
      blob.type === 'image/webp' ? Promise.reject(new Error('undecodable')) : Promise.resolve({ width: 1, height: 2, close: closed }),
    );
    await expect(prepare()).rejects.toThrow('photo unreadable');
  });

  it('a photo that cannot be encoded is refused, the picture closed', async () => {
    toBlob = vi.fn((done: (b: Blob | null) => void) => done(null));
    await expect(prepare()).rejects.toThrow('photo unreadable');
    expect(closed).toHaveBeenCalled();
  });

  it('a small upright JPEG with nothing to take out goes with its own bytes', async () => {
    const sent = await prepare(bareJpeg(8, 8), 'image/jpeg');
    expect([...new Uint8Array(await sent.arrayBuffer())]).toEqual([...bareJpeg(8, 8)]);
    expect(bitmap).not.toHaveBeenCalled();
  });

  it('a file refused on pick is never read', async () => {
    await expect(prepare(new Uint8Array(4), 'text/plain')).rejects.toThrow('photo unreadable');
    expect(bitmap).not.toHaveBeenCalled();
  });
});
