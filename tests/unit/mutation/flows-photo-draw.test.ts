import { describe, expect, it, vi } from 'vitest';
import { decoderTurns, drawSmall, type Decoded, type Surface } from '../../../src/flows/shared/photo/draw-photo';
import { withOrientation } from '../../../src/lib/image-bytes';

// The drawing steps shared by the photo worker and the page (docs/decisions/0126-photos-made-small-on-the-phone.md):
// a picture drawn at most 2048 px on its long side, upright by its EXIF orientation, on white, as JPEG at
// quality 0.8, 0.7, 0.6 until one is at most 500 KB (else the first at most 1 MB), then smaller (3/4,
// 1/2) when none fits. A surface stands in for the canvas and records what is drawn.

const KB = 1024;

interface Drawn {
  size: [number, number];
  fillStyle: string;
  fills: number[][];
  smoothing: string;
  transforms: number[][];
  images: unknown[][];
}

/** A surface whose encoder answers, for each call, a blob of the next size of `sizes` (bytes). */
function surface(sizes: number[] = [100]) {
  const drawn: Drawn[] = [];
  const qualities: number[] = [];
  let call = 0;
  const s: Surface = {
    context: (width, height) => {
      const d: Drawn = { size: [width, height], fillStyle: '', fills: [], smoothing: '', transforms: [], images: [] };
      drawn.push(d);
      const ctx = {
        set fillStyle(v: string) {
          d.fillStyle = v;
        },
        set imageSmoothingQuality(v: string) {
          d.smoothing = v;
        },
        fillRect: (...a: number[]) => d.fills.push(a),
        transform: (...a: number[]) => d.transforms.push(a),
        drawImage: (...a: unknown[]) => d.images.push(a),
      };
      return ctx as unknown as CanvasRenderingContext2D;
    },
    encode: (quality) => {
      qualities.push(quality);
      const size = sizes[Math.min(call++, sizes.length - 1)] ?? 0;
      // Only the size is read of a try that is not sent on: a stand-in, not megabytes of zeros.
      return Promise.resolve(size <= KB ? new Blob([new Uint8Array(size)], { type: 'image/jpeg' }) : ({ size } as Blob));
    },
  };
  return { s, drawn, qualities };
}

const picture = (width: number, height: number): Decoded => ({
  width,
  height,
  source: { tag: 'picture' } as unknown as CanvasImageSource,
  close: () => {},
});

describe('drawSmall', () => {
  it('a 4000×3000 photo, upright: one 2048×1536 canvas, white, smoothing high, drawn whole, encoded once at 0.8', async () => {
    const { s, drawn, qualities } = surface([100]);
    const p = picture(4000, 3000);
    const blob = await drawSmall(p, 1, s);
    expect(blob.size).toBe(100);
    expect(qualities).toEqual([0.8]);
    expect(drawn).toEqual([
      {
        size: [2048, 1536],
        fillStyle: '#fff',
        fills: [[0, 0, 2048, 1536]],
        smoothing: 'high',
        transforms: [],
        images: [[p.source, 0, 0, 2048, 1536]],
      },
    ]);
  });

  it.each([
    [2, [-1, 0, 0, 1, 30, 0], [30, 20]],
    [3, [-1, 0, 0, -1, 30, 20], [30, 20]],
    [4, [1, 0, 0, -1, 0, 20], [30, 20]],
    [5, [0, 1, 1, 0, 0, 0], [20, 30]],
    [6, [0, 1, -1, 0, 20, 0], [20, 30]],
    [7, [0, -1, -1, 0, 20, 30], [20, 30]],
    [8, [0, -1, 1, 0, 0, 30], [20, 30]],
  ])('orientation %i: a 30×20 picture turned by %j on a canvas of %j', async (o, transform, size) => {
    const { s, drawn } = surface();
    await drawSmall(picture(30, 20), o, s);
    expect(drawn[0]?.size).toEqual(size);
    expect(drawn[0]?.fills).toEqual([[0, 0, ...size]]);
    expect(drawn[0]?.transforms).toEqual([transform]);
    expect(drawn[0]?.images[0]?.slice(1)).toEqual([0, 0, 30, 20]);
  });

  it.each([1, 0, 9])('orientation %i: drawn as it is', async (o) => {
    const { s, drawn } = surface();
    await drawSmall(picture(30, 20), o, s);
    expect(drawn[0]?.size).toEqual([30, 20]);
    expect(drawn[0]?.transforms).toEqual([]);
  });

  it('over 500 KB at 0.8: tries 0.7 and keeps it at 500 KB exactly', async () => {
    const { s, qualities } = surface([600 * KB, 500 * KB, 10]);
    expect((await drawSmall(picture(30, 20), 1, s)).size).toBe(500 * KB);
    expect(qualities).toEqual([0.8, 0.7]);
  });

  it('over 500 KB at every quality: the first at most 1 MB is kept', async () => {
    const { s, qualities, drawn } = surface([1100 * KB, 1024 * KB, 900 * KB]);
    expect((await drawSmall(picture(30, 20), 1, s)).size).toBe(1024 * KB);
    expect(qualities).toEqual([0.8, 0.7, 0.6]);
    expect(drawn).toHaveLength(1);
  });

  it('over 1 MB at every quality: drawn again at 3/4, then 1/2, then refused', async () => {
    const { s, drawn, qualities } = surface([2000 * KB]);
    await expect(drawSmall(picture(4000, 3000), 1, s)).rejects.toThrow('over 1048576 bytes at every size');
    expect(drawn.map((d) => d.size)).toEqual([
      [2048, 1536],
      [1536, 1152],
      [1024, 768],
    ]);
    expect(drawn[2]?.images[0]?.slice(1)).toEqual([0, 0, 1024, 768]);
    expect(qualities).toHaveLength(9);
  });

  it('a second size is kept when it fits', async () => {
    const { s, drawn } = surface([2000 * KB, 2000 * KB, 2000 * KB, 300 * KB]);
    expect((await drawSmall(picture(3, 2), 1, s)).size).toBe(300 * KB);
    expect(drawn.map((d) => d.size)).toEqual([
      [3, 2],
      [2, 2],
    ]);
  });

  it('no 2D canvas: refused', async () => {
    const s: Surface = { context: () => null, encode: () => Promise.resolve(new Blob()) };
    await expect(drawSmall(picture(30, 20), 1, s)).rejects.toThrow('no 2D canvas');
  });
});

describe('decoderTurns', () => {
  const probe = (width: number, height: number) => {
    const close = vi.fn();
    const decode = vi.fn((_blob: Blob) => Promise.resolve<Decoded>({ width, height, source: {} as CanvasImageSource, close }));
    return { decode, close };
  };

  it('draws a 2×1 JPEG at 0.9, marks it "turn 90°" and decodes it: turned when it comes back 1×2', async () => {
    const { s, drawn, qualities } = surface([8]);
    const { decode, close } = probe(1, 2);
    expect(await decoderTurns(decode, s)).toBe(true);
    expect(drawn[0]?.size).toEqual([2, 1]);
    expect(drawn[0]?.fills).toEqual([[0, 0, 2, 1]]);
    expect(qualities).toEqual([0.9]);
    const sent = decode.mock.calls[0]?.[0];
    expect(sent?.type).toBe('image/jpeg');
    expect([...new Uint8Array(await sent!.arrayBuffer())]).toEqual([...withOrientation(new Uint8Array(8), 6)]);
    expect(close).toHaveBeenCalledOnce();
  });

  it.each([
    [2, 1],
    [1, 1],
    [2, 2],
  ])('not turned when it comes back %i×%i', async (w, h) => {
    expect(await decoderTurns(probe(w, h).decode, surface().s)).toBe(false);
  });

  it('no 2D canvas: taken as turning, nothing decoded', async () => {
    const { decode } = probe(2, 1);
    expect(await decoderTurns(decode, { context: () => null, encode: () => Promise.reject(new Error('none')) })).toBe(true);
    expect(decode).not.toHaveBeenCalled();
  });
});
