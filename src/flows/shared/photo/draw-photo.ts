// Drawing a photo small, upright and bare: the same steps in the worker (OffscreenCanvas) and, on a
// webview without one, on the page (a canvas element). A canvas encodes pixels only: the JPEG it
// writes carries no EXIF, GPS or maker data.
import { JPEG_QUALITIES, MAX_SENT_BYTES, TARGET_BYTES, fitted, pickEncoding } from '../../../../machines/complaint-form/photo-rules';
import { withOrientation } from '../../../lib/image-bytes';

/** A decoded picture: an ImageBitmap, or an image element on the page. */
export interface Decoded {
  width: number;
  height: number;
  source: CanvasImageSource;
  close: () => void;
}

/** Where a picture is drawn and encoded. */
export interface Surface {
  /** A 2D context on a fresh canvas of that size, or null when there is none. */
  context: (width: number, height: number) => OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  encode: (quality: number) => Promise<Blob>;
}

/**
 * Draws `picture` (its long side at most 2048 px) on the surface, turned by `orientation` when the
 * decoder did not turn it (EXIF orientation, 1-8), on white (a PNG's transparency has no place in a
 * JPEG), and encodes it as JPEG: quality 0.8, lower when over 500 KB, smaller when still over 1 MB.
 */
export async function drawSmall(picture: Decoded, orientation: number, surface: Surface): Promise<Blob> {
  const turns = orientation >= 5 && orientation <= 8;
  for (const shrink of [1, 0.75, 0.5]) {
    const size = fitted(picture.width, picture.height);
    const w = Math.max(1, Math.round(size.width * shrink));
    const h = Math.max(1, Math.round(size.height * shrink));
    const ctx = surface.context(turns ? h : w, turns ? w : h);
    if (!ctx) throw new Error('no 2D canvas');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, turns ? h : w, turns ? w : h);
    ctx.imageSmoothingQuality = 'high';
    turn(ctx, orientation, w, h);
    ctx.drawImage(picture.source, 0, 0, w, h);
    const tries: Blob[] = [];
    for (const quality of JPEG_QUALITIES) {
      const blob = await surface.encode(quality);
      tries.push(blob);
      if (blob.size <= TARGET_BYTES) break;
    }
    const chosen = pickEncoding(tries.map((t) => t.size));
    if (chosen >= 0) return tries[chosen]!;
  }
  throw new Error(`over ${MAX_SENT_BYTES} bytes at every size`);
}

/** The canvas transform that shows a picture stored in EXIF orientation `o`, drawn at `w` × `h`, upright. */
function turn(ctx: { transform: (a: number, b: number, c: number, d: number, e: number, f: number) => void }, o: number, w: number, h: number) {
  const transforms: Record<number, [number, number, number, number, number, number]> = {
    2: [-1, 0, 0, 1, w, 0],
    3: [-1, 0, 0, -1, w, h],
    4: [1, 0, 0, -1, 0, h],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, h, 0],
    7: [0, -1, -1, 0, h, w],
    8: [0, -1, 1, 0, 0, w],
  };
  const t = transforms[o];
  if (t) ctx.transform(...t);
}

/**
 * Whether `decode` turns a JPEG by its EXIF orientation itself (every current browser does; some
 * older ones did not): a 2×1 JPEG marked "turn 90°" must come back 1×2. Asked once per decoder.
 */
export async function decoderTurns(decode: (blob: Blob) => Promise<Decoded>, surface: Surface): Promise<boolean> {
  const ctx = surface.context(2, 1);
  if (!ctx) return true;
  ctx.fillRect(0, 0, 2, 1);
  const plain = new Uint8Array(await (await surface.encode(0.9)).arrayBuffer());
  const probe = await decode(new Blob([withOrientation(plain, 6)], { type: 'image/jpeg' }));
  probe.close();
  return probe.width === 1 && probe.height === 2;
}
