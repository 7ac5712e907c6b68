// What a photo file says about itself, read from its bytes without decoding it: its format, pixel
// size and EXIF orientation, and the file without the parts that describe the phone, the place or
// the time: pixels only (docs/decisions/0126-photos-made-small-on-the-phone.md, 0135). The PNG and GIF
// walks are in ./png-gif-bytes.ts.
import { ascii, concat, u16, u32 } from './byte-reading';
import { bareGif, barePng } from './png-gif-bytes';

export type ImageFormat = 'jpeg' | 'png' | 'gif';

export interface ImageFacts {
  format: ImageFormat;
  width: number;
  height: number;
  /** The EXIF orientation (1-8); 1 when the file has none. */
  orientation: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format, pixel size and orientation of a JPEG, PNG or GIF; null for anything else or a file cut short. */
export function imageFacts(bytes: Uint8Array): ImageFacts | null {
  if (bytes.length >= 24 && PNG_SIGNATURE.every((v, i) => bytes[i] === v) && ascii(bytes, 12, 4) === 'IHDR') {
    return { format: 'png', width: u32(bytes, 16), height: u32(bytes, 20), orientation: 1 };
  }
  if (bytes.length >= 10 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) {
    return { format: 'gif', width: u16(bytes, 6, true), height: u16(bytes, 8, true), orientation: 1 };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegFacts(bytes);
  return null;
}

/** Each marker segment of a JPEG up to its image data: its marker, where it starts and its length (marker included). */
function* jpegSegments(bytes: Uint8Array): Generator<{ marker: number; at: number; length: number }> {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = 2 + u16(bytes, at + 2);
    if (at + length > bytes.length) return;
    yield { marker, at, length };
    if (marker === 0xda || marker === 0xd9) return; // image data follows
    at += length;
  }
}

function jpegFacts(bytes: Uint8Array): ImageFacts | null {
  let orientation: number | undefined;
  for (const { marker, at, length } of jpegSegments(bytes)) {
    // The first EXIF block says how to turn the picture, as decoders read it.
    if (orientation === undefined && marker === 0xe1 && ascii(bytes, at + 4, 6) === 'Exif\0\0') {
      orientation = exifOrientation(bytes.subarray(at + 10, at + length)) ?? 1;
    }
    // Start of frame (baseline, progressive and the rest; not DHT, JPG or DAC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { format: 'jpeg', height: u16(bytes, at + 5), width: u16(bytes, at + 7), orientation: orientation ?? 1 };
    }
  }
  return null;
}

/** The Orientation tag (0x0112) of IFD0 in a TIFF block; undefined when it has none or is malformed. */
function exifOrientation(tiff: Uint8Array): number | undefined {
  if (tiff.length < 8) return undefined;
  const little = tiff[0] === 0x49;
  const ifd = u32(tiff, 4, little);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(tiff, ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(tiff, entry, little) === 0x0112) {
      const value = u16(tiff, entry + 8, little);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

const JFIF = 'JFIF\0';
const ICC = 'ICC_PROFILE\0';

/**
 * A JPEG segment as sent: null when it goes. Kept: JFIF (APP0) without its thumbnail, the colour
 * profile (APP2 ICC_PROFILE) and Adobe's colour transform (APP14, its 12 fixed bytes); every other
 * APPn (EXIF with its maker notes and thumbnail, XMP, IPTC, MPF, JFXX thumbnails), the comments and
 * the JPEG extension markers go. Whatever draws the picture (tables, frame, scans) stays.
 */
function keptJpegSegment(bytes: Uint8Array, marker: number, at: number, length: number): Uint8Array | null {
  if (marker === 0xfe || (marker >= 0xf0 && marker <= 0xfd)) return null;
  if (marker < 0xe0 || marker > 0xef) return bytes.subarray(at, at + length);
  if (marker === 0xe0 && length >= 18 && ascii(bytes, at + 4, 5) === JFIF) {
    const head = bytes.slice(at, at + 18);
    head.set([0, 16], 2);
    head.set([0, 0], 16); // no thumbnail
    return head;
  }
  if (marker === 0xe2 && ascii(bytes, at + 4, 12) === ICC) return bytes.subarray(at, at + length);
  if (marker === 0xee && length >= 16 && ascii(bytes, at + 4, 5) === 'Adobe') {
    const head = bytes.slice(at, at + 16);
    head.set([0, 14], 2);
    return head;
  }
  return null;
}

/** Where the entropy-coded data starting at `from` ends: the next marker that is not a restart (an index of its 0xFF). */
function scanEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at < 0 || at + 1 >= bytes.length) return -1;
    const next = bytes[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) at += 1;
    else return at;
  }
}

/** The JPEG's pixels only, from its start to its end marker (what follows it, a second picture or a video, goes); null when it cannot be walked to that end. */
function bareJpeg(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      parts.push(bytes.subarray(at, at + 2));
      return concat(parts);
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) return null;
    if (at + 4 > bytes.length) return null;
    const length = 2 + u16(bytes, at + 2);
    if (length < 4 || at + length > bytes.length) return null;
    const kept = keptJpegSegment(bytes, marker, at, length);
    if (kept) parts.push(kept);
    at += length;
    if (marker === 0xda) {
      const end = scanEnd(bytes, at);
      if (end < 0) return null;
      parts.push(bytes.subarray(at, end));
      at = end;
    }
  }
  return null;
}

/**
 * The same picture as pixels only (docs/decisions/0135): a JPEG without EXIF (maker notes and
 * thumbnail included), XMP, IPTC, MPF and comments; a PNG without text, EXIF, time or private
 * chunks; a GIF without comments and application blocks but its loop count. Each ends at its own
 * end marker: a second picture, a video or anything else after it goes. A colour profile (ICC) is
 * kept: it says how to read the pixels' colours, nothing of the phone, the place or the time.
 * Null for a file these rules cannot walk to its end (it is then not sent as it is).
 */
export function withoutMetadata(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> | null {
  const facts = imageFacts(bytes);
  if (!facts) return null;
  if (facts.format === 'gif') return bareGif(bytes);
  if (facts.format === 'png') return barePng(bytes);
  return bareJpeg(bytes);
}

/** A JPEG with an EXIF block holding only `orientation`, put right after its start (the probe of src/flows/shared/photo). */
export function withOrientation(jpeg: Uint8Array, orientation: number): Uint8Array<ArrayBuffer> {
  // TIFF, big-endian: header, IFD0 with one entry (Orientation, SHORT, 1 value), no next IFD.
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = exif.length + 2;
  const segment = new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...exif]);
  return concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}
