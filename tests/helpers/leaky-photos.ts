// Photo files that carry everything a phone or an editor puts beside the pixels, built byte by byte
// (no picture files kept): EXIF with maker notes, GPS and a thumbnail, XMP, IPTC, comments, a
// multi-picture index, JFIF and JFXX thumbnails, text and time chunks, application blocks, and
// data after the picture's own end (a second picture with its own EXIF, a motion photo's video).
// Each leak carries a word of its own, so a test can say which one got through (docs/decisions/0135).
import { CAMERA, withCameraExif } from '../../scripts/camera-photo.mjs';

/** One word per kind of leak; none may be in a photo as sent. */
export const LEAK = {
  makerNote: 'LEAK-MAKER-NOTE',
  exifThumbnail: 'LEAK-EXIF-THUMB',
  jfifThumbnail: 'LEAK-JFIF-THUMB',
  jfxxThumbnail: 'LEAK-JFXX-THUMB',
  xmp: 'LEAK-XMP-GPS',
  iptc: 'LEAK-IPTC-CITY',
  comment: 'LEAK-COMMENT',
  multiPicture: 'LEAK-MPF',
  adobeExtra: 'LEAK-ADOBE-EXTRA',
  betweenScans: 'LEAK-BETWEEN-SCANS',
  pngText: 'LEAK-PNG-TEXT',
  pngXmp: 'LEAK-PNG-XMP',
  pngExif: 'LEAK-PNG-EXIF',
  pngTime: 'LEAK-PNG-TIME',
  pngPrivate: 'LEAK-PNG-PRIVATE',
  gifComment: 'LEAK-GIF-COMMENT',
  gifXmp: 'LEAK-GIF-XMP',
  gifPlainText: 'LEAK-GIF-PLAIN-TEXT',
  afterEnd: 'LEAK-AFTER-END',
  secondPicture: 'LEAK-SECOND-PICTURE',
} as const;

/** Every byte string that must not leave: the leak words and the camera's own EXIF values. */
export const LEAK_WORDS: readonly string[] = [...Object.values(LEAK), 'Exif', CAMERA.make, CAMERA.model, CAMERA.dateTime, 'ftypmp42'];

/** The leak words found in `bytes` (an empty list when the photo is pixels only). */
export function leaksIn(bytes: Uint8Array): string[] {
  const b = Buffer.from(bytes);
  return LEAK_WORDS.filter((w) => b.includes(Buffer.from(w, 'latin1')));
}

const text = (s: string) => [...Buffer.from(s, 'latin1')];
const be16 = (v: number) => [(v >> 8) & 0xff, v & 0xff];
const be32 = (v: number) => [(v >>> 24) & 0xff, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body];

/** The drawing parts of a small JPEG (tables, frame, one scan with stuffed bytes and restarts), no APPn. */
export function jpegPicture(width = 8, height = 8): { head: number[]; scan: number[] } {
  const dqt = segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]);
  const sof = segment(0xc0, [8, ...be16(height), ...be16(width), 1, 1, 0x11, 0]);
  const dht = segment(0xc4, [0x00, 1, ...Array.from({ length: 15 }, () => 0), 0]);
  const dri = segment(0xdd, be16(1));
  const sos = segment(0xda, [1, 1, 0x00, 0, 0x3f, 0]);
  // Entropy-coded data with a stuffed 0xFF (FF 00) and a restart marker (FF D0) inside it.
  const scan = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0x78];
  return { head: [...dqt, ...sof, ...dht, ...dri, ...sos], scan };
}

/** A bare JPEG: JFIF without thumbnail and the picture, as a photo is sent. */
export function bareJpeg(width = 8, height = 8): Uint8Array<ArrayBuffer> {
  const { head, scan } = jpegPicture(width, height);
  const jfif = segment(0xe0, [...text('JFIF\0'), 1, 2, 1, 0, 72, 0, 72, 0, 0]);
  return new Uint8Array([0xff, 0xd8, ...jfif, ...head, ...scan, 0xff, 0xd9]);
}

/** The ICC profile segment a photo may carry (kept: it says how to read the colours). */
export const ICC_SEGMENT = segment(0xe2, [...text('ICC_PROFILE\0'), 1, 1, ...text('sRGB-profile-bytes')]);

/**
 * The metadata segments of a leaky JPEG: a JFIF thumbnail, a JFXX thumbnail, XMP, an EXIF block
 * with a maker note and a thumbnail, IPTC, a multi-picture index, an ICC profile, an Adobe segment
 * with bytes past its 12, and a comment.
 */
export function jpegLeakSegments(): number[] {
  const jfif = segment(0xe0, [...text('JFIF\0'), 1, 2, 1, 0, 72, 0, 72, 1, 1, ...text(LEAK.jfifThumbnail).slice(0, 3)]);
  const jfxx = segment(0xe0, [...text('JFXX\0'), 0x10, ...text(LEAK.jfxxThumbnail)]);
  const xmp = segment(0xe1, text(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>${LEAK.xmp}</exif:GPSLatitude></x:xmpmeta>`));
  const makerNote = segment(0xe1, text(`Exif\0\0MM\0*\0\0\0\x08${LEAK.makerNote}${LEAK.exifThumbnail}`));
  const iptc = segment(0xed, text(`Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x10\x1c\x02\x5a\0\x0e${LEAK.iptc}`));
  const mpf = segment(0xe2, text(`MPF\0${LEAK.multiPicture}`));
  const adobe = segment(0xee, [...text('Adobe'), 0, 100, 0, 0, 0, 0, 1, ...text(LEAK.adobeExtra)]);
  const comment = segment(0xfe, text(LEAK.comment));
  return [...jfif, ...jfxx, ...xmp, ...makerNote, ...iptc, ...mpf, ...ICC_SEGMENT, ...adobe, ...comment];
}

/** What follows a multi-picture or motion photo's end: a second JPEG with its own EXIF, and a video. */
export function afterJpegEnd(): number[] {
  const second = withCameraExif(new Uint8Array([0xff, 0xd8, ...text(LEAK.secondPicture), 0xff, 0xd9]), { ...CAMERA, orientation: 1 });
  return [...second, 0, 0, 0, 0x18, ...text('ftypmp42'), ...text(LEAK.afterEnd)];
}

/**
 * A JPEG with EXIF (camera, GPS, orientation 1) and every other kind of metadata, a comment
 * between its scan and its end, and after its end a second JPEG and a motion photo's video.
 */
export function leakyJpeg(width = 8, height = 8): Uint8Array<ArrayBuffer> {
  const { head, scan } = jpegPicture(width, height);
  const between = segment(0xfe, text(LEAK.betweenScans));
  const withExif = withCameraExif(new Uint8Array([0xff, 0xd8, ...jpegLeakSegments(), ...head, ...scan, ...between, 0xff, 0xd9]), {
    ...CAMERA,
    orientation: 1,
  });
  return new Uint8Array([...withExif, ...afterJpegEnd()]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: number[]): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
const chunk = (type: string, data: number[]) => [...be32(data.length), ...text(type), ...data, ...be32(crc32([...text(type), ...data]))];

/** The chunks of a leaky PNG: text, XMP, EXIF, time and a private chunk. */
export function pngLeakChunks(): number[] {
  return [
    ...chunk('tEXt', text(`Comment\0${LEAK.pngText}`)),
    ...chunk('iTXt', text(`XML:com.adobe.xmp\0\0\0\0\0${LEAK.pngXmp}`)),
    ...chunk('eXIf', [...text('MM\0*'), ...text(LEAK.pngExif)]),
    ...chunk('tIME', text(LEAK.pngTime).slice(0, 7)),
    ...chunk('prVt', text(LEAK.pngPrivate)),
  ];
}

/** A PNG of `width` × `height`: only what draws it when `leaky` is false; with text, XMP, EXIF, time, a private chunk and data after its end when true. */
export function png(width: number, height: number, leaky = true): Uint8Array<ArrayBuffer> {
  const ihdr = chunk('IHDR', [...be32(width), ...be32(height), 8, 6, 0, 0, 0]);
  const srgb = chunk('sRGB', [0]);
  const idat = chunk('IDAT', [0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1]);
  const iend = chunk('IEND', []);
  const leaks = leaky ? pngLeakChunks() : [];
  const after = leaky ? text(LEAK.afterEnd) : [];
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr, ...srgb, ...leaks, ...idat, ...iend, ...after]);
}

/** A one-frame 2×1 GIF with its global colour table, a graphic control block and a loop count; with a comment, XMP, plain text and data after its trailer when `leaky`. */
export function gif(leaky = true): Uint8Array<ArrayBuffer> {
  const screen = [...text('GIF89a'), 2, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const loop = [0x21, 0xff, 11, ...text('NETSCAPE2.0'), 3, 1, 0, 0, 0];
  const control = [0x21, 0xf9, 4, 0, 10, 0, 0, 0];
  const frame = [0x2c, 0, 0, 0, 0, 2, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0];
  const subBlocks = (s: string) => [s.length, ...text(s), 0];
  const leaks = leaky
    ? [
        ...[0x21, 0xfe, ...subBlocks(LEAK.gifComment)],
        ...[0x21, 0xff, 11, ...text('XMP DataXMP'), ...subBlocks(LEAK.gifXmp)],
        ...[0x21, 0x01, 12, ...Array.from({ length: 12 }, () => 0), ...subBlocks(LEAK.gifPlainText)],
      ]
    : [];
  return new Uint8Array([...screen, ...loop, ...leaks, ...control, ...frame, 0x3b, ...(leaky ? text(LEAK.afterEnd) : [])]);
}

/** A WebP container (VP8X) with EXIF and XMP chunks and data after it; its picture data is a stand-in (never decoded in the quick tier). */
export function leakyWebp(): Uint8Array<ArrayBuffer> {
  const riffChunk = (type: string, data: number[]) => {
    const le32 = [data.length & 0xff, (data.length >> 8) & 0xff, (data.length >> 16) & 0xff, 0];
    return [...text(type), ...le32, ...data, ...(data.length % 2 ? [0] : [])];
  };
  const body = [
    ...text('WEBP'),
    ...riffChunk('VP8X', [0x0c, 0, 0, 0, 7, 0, 0, 7, 0, 0]),
    ...riffChunk('VP8L', [0x2f, 7, 0xc0, 0x01, 0]),
    ...riffChunk('EXIF', [...text('MM\0*'), ...text(CAMERA.model)]),
    ...riffChunk('XMP ', text(LEAK.xmp)),
  ];
  const size = body.length;
  return new Uint8Array([...text('RIFF'), size & 0xff, (size >> 8) & 0xff, 0, 0, ...body, ...text(LEAK.afterEnd)]);
}

/** The head of a HEIC file (ISO BMFF `ftyp heic`) with an EXIF item's bytes: nothing the quick tier decodes. */
export function leakyHeic(): Uint8Array<ArrayBuffer> {
  return new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic'), ...text('Exif\0\0'), ...text(CAMERA.model)]);
}

/** `jpeg` (an encoder's whole JPEG) with every kind of metadata after its start, EXIF with orientation `orientation`, and a second picture and a video after its end. */
export function withJpegLeaks(jpeg: Uint8Array, orientation = 6): Uint8Array<ArrayBuffer> {
  const leaky = new Uint8Array([...jpeg.subarray(0, 2), ...jpegLeakSegments(), ...jpeg.subarray(2), ...afterJpegEnd()]);
  return withCameraExif(leaky, { ...CAMERA, orientation });
}

/** `picture` (an encoder's whole PNG) with text, XMP, EXIF, time and private chunks after IHDR, and data after IEND. */
export function withPngLeaks(picture: Uint8Array): Uint8Array<ArrayBuffer> {
  const afterIhdr = 8 + 25;
  return new Uint8Array([...picture.subarray(0, afterIhdr), ...pngLeakChunks(), ...picture.subarray(afterIhdr), ...text(LEAK.afterEnd)]);
}

/** `webp` (an encoder's WebP, simple or extended) made extended (VP8X) with EXIF and XMP chunks, and data after its end. */
export function withWebpLeaks(webp: Uint8Array): Uint8Array<ArrayBuffer> {
  const le = (at: number, n: number) => Array.from({ length: n }, (_, i) => webp[at + i]! * 2 ** (8 * i)).reduce((x, y) => x + y, 0);
  const le24 = (v: number) => [v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff];
  const riffChunk = (type: string, data: number[]) => {
    const size = [data.length & 0xff, (data.length >> 8) & 0xff, (data.length >> 16) & 0xff, 0];
    return [...text(type), ...size, ...data, ...(data.length % 2 ? [0] : [])];
  };
  const chunks: { type: string; bytes: number[] }[] = [];
  for (let at = 12; at + 8 <= webp.length;) {
    const size = le(at + 4, 4);
    chunks.push({ type: String.fromCharCode(...webp.subarray(at, at + 4)), bytes: [...webp.subarray(at, at + 8 + size + (size % 2))] });
    at += 8 + size + (size % 2);
  }
  let head: number[];
  const extended = chunks[0]?.type === 'VP8X';
  if (extended) {
    head = [...chunks[0]!.bytes];
    head[8] = head[8]! | 0x0c; // EXIF and XMP present
  } else {
    // A simple lossy WebP: the VP8 frame header (3 bytes of frame tag, the start code) gives its 14-bit width and height.
    const width = le(12 + 8 + 6, 2) & 0x3fff;
    const height = le(12 + 8 + 8, 2) & 0x3fff;
    head = riffChunk('VP8X', [0x0c, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
  }
  const body = [
    ...text('WEBP'),
    ...head,
    ...chunks.slice(extended ? 1 : 0).flatMap((c) => c.bytes),
    ...riffChunk('EXIF', [...text('MM\0*'), ...text(CAMERA.model), ...text(CAMERA.dateTime)]),
    ...riffChunk('XMP ', text(`<x:xmpmeta>${LEAK.xmp}</x:xmpmeta>`)),
  ];
  const size = [body.length & 0xff, (body.length >> 8) & 0xff, (body.length >> 16) & 0xff, (body.length >>> 24) & 0xff];
  return new Uint8Array([...text('RIFF'), ...size, ...body, ...text(LEAK.afterEnd)]);
}
