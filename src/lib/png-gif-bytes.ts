// A PNG's and a GIF's bytes as pixels only (docs/decisions/0135): what draws the picture, up to its
// own end marker. Called by ./image-bytes.ts (withoutMetadata), which tells the formats apart.
import { ascii, concat, u32 } from './byte-reading';

/** PNG chunks kept: what draws the picture (no text, EXIF, time or private chunks). */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD', 'pHYs', 'acTL', 'fcTL', 'fdAT']);

/** The PNG's chunks that draw it, up to IEND (what follows goes); null when it is cut short. */
export function barePng(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = 12 + u32(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    if (at + length > bytes.length) return null;
    if (PNG_KEEP.has(type)) parts.push(bytes.subarray(at, at + length));
    at += length;
    if (type === 'IEND') return concat(parts);
  }
  return null;
}

/** A GIF's data sub-blocks starting at `at`: the index after their terminator, or -1 when cut short. */
function subBlocksEnd(bytes: Uint8Array, at: number): number {
  let i = at;
  while (i < bytes.length) {
    const size = bytes[i]!;
    if (size === 0) return i + 1;
    i += 1 + size;
  }
  return -1;
}

const NETSCAPE = 'NETSCAPE2.0';

/**
 * The GIF's frames only, up to its trailer (what follows goes): the screen and colour tables, each
 * frame's timing (graphic control) and pixels, and the loop count (NETSCAPE2.0). Comments, plain
 * text and every other application block (XMP, ICC, a maker's own) go. Null when it is cut short.
 */
export function bareGif(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const flags = bytes[10] ?? 0;
  let at = 13 + (flags & 0x80 ? 3 * (1 << ((flags & 7) + 1)) : 0);
  if (at > bytes.length) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, at)];
  while (at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x3b) {
      parts.push(bytes.subarray(at, at + 1));
      return concat(parts);
    }
    if (block === 0x2c) {
      if (at + 10 > bytes.length) return null;
      const local = bytes[at + 9]!;
      const data = at + 10 + (local & 0x80 ? 3 * (1 << ((local & 7) + 1)) : 0) + 1; // after the LZW code size
      const end = data <= bytes.length ? subBlocksEnd(bytes, data) : -1;
      if (end < 0) return null;
      parts.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    if (block !== 0x21 || at + 2 > bytes.length) return null;
    const label = bytes[at + 1]!;
    const end = subBlocksEnd(bytes, at + 2);
    if (end < 0) return null;
    const loop = label === 0xff && bytes[at + 2] === 11 && ascii(bytes, at + 3, 11) === NETSCAPE && bytes[at + 14] === 3 && bytes[at + 15] === 1;
    if (label === 0xf9) parts.push(bytes.subarray(at, end));
    else if (loop) parts.push(new Uint8Array([0x21, 0xff, 11, ...bytes.subarray(at + 3, at + 14), 3, 1, bytes[at + 16]!, bytes[at + 17]!, 0]));
    at = end;
  }
  return null;
}
