// What a photo file says about itself, read from its bytes without decoding it: its format, pixel
// size and EXIF orientation, and the file without the parts that describe the phone, the place or
// the time (docs/decisions/0126-photos-made-small-on-the-phone.md).

export type ImageFormat = 'jpeg' | 'png' | 'gif';

export interface ImageFacts {
  format: ImageFormat;
  width: number;
  height: number;
  /** The EXIF orientation (1-8); 1 when the file has none. */
  orientation: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (b: Uint8Array, at: number, little = false) => (little ? b[at]! | (b[at + 1]! << 8) : (b[at]! << 8) | b[at + 1]!);
const u32 = (b: Uint8Array, at: number, little = false) =>
  little ? u16(b, at + 2, true) * 0x10000 + u16(b, at, true) : u16(b, at) * 0x10000 + u16(b, at + 2);
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

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
  let orientation = 1;
  for (const { marker, at, length } of jpegSegments(bytes)) {
    if (marker === 0xe1 && ascii(bytes, at + 4, 6) === 'Exif\0\0') orientation = exifOrientation(bytes.subarray(at + 10, at + length)) ?? 1;
    // Start of frame (baseline, progressive and the rest; not DHT, JPG or DAC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { format: 'jpeg', height: u16(bytes, at + 5), width: u16(bytes, at + 7), orientation };
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

/** JPEG segments kept: JFIF (APP0), the colour profile (APP2 ICC_PROFILE), Adobe's colour transform (APP14); every other APPn and comment goes. */
function keepJpegSegment(bytes: Uint8Array, marker: number, at: number): boolean {
  if (marker === 0xfe) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe0) return ascii(bytes, at + 4, 5) === 'JFIF\0';
  if (marker === 0xe2) return ascii(bytes, at + 4, 12) === 'ICC_PROFILE\0';
  return marker === 0xee;
}

/** PNG chunks kept: what draws the picture (no text, EXIF, time or private chunks). */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD', 'pHYs', 'acTL', 'fcTL', 'fdAT']);

/**
 * The same picture without what describes the phone, the place or the time: a JPEG without its
 * EXIF, XMP, IPTC and comments, a PNG without text, EXIF or time chunks, a GIF without comment and
 * application blocks is not attempted: a GIF is returned as it is only when `imageFacts` read it.
 * Null for a file these rules cannot walk to its end (it is then not sent as it is).
 */
export function withoutMetadata(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> | null {
  const facts = imageFacts(bytes);
  if (!facts) return null;
  if (facts.format === 'gif') return bytes;
  const parts: Uint8Array[] = [];
  if (facts.format === 'png') {
    parts.push(bytes.subarray(0, 8));
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
  parts.push(bytes.subarray(0, 2));
  for (const { marker, at, length } of jpegSegments(bytes)) {
    if (marker === 0xda) {
      parts.push(bytes.subarray(at));
      return concat(parts);
    }
    if (keepJpegSegment(bytes, marker, at)) parts.push(bytes.subarray(at, at + length));
  }
  return null;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
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
