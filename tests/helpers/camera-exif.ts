// A tiny EXIF writer for tests: what a phone camera puts in its JPEG (maker, model, time, the
// orientation and the GPS position), so tests make camera photos in code instead of keeping files.

export interface CameraExif {
  orientation: number;
  make: string;
  model: string;
  dateTime: string;
  /** Degrees; south and west negative. */
  latitude: number;
  longitude: number;
}

export const CAMERA: CameraExif = {
  orientation: 6,
  make: 'Acme',
  model: 'Phone 5 Lite',
  dateTime: '2026:11:27 18:42:07',
  latitude: 19.432608,
  longitude: -99.133209,
};

type Entry = { tag: number; type: 2 | 3 | 4 | 5; count: number; inline?: number[]; data?: number[] };

const be16 = (v: number) => [(v >> 8) & 0xff, v & 0xff];
const be32 = (v: number) => [(v >>> 24) & 0xff, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
const asciiZ = (s: string) => [...Buffer.from(`${s}\0`, 'latin1')];
const ascii = (tag: number, s: string): Entry => {
  const bytes = asciiZ(s);
  return bytes.length <= 4 ? { tag, type: 2, count: bytes.length, inline: bytes } : { tag, type: 2, count: bytes.length, data: bytes };
};
/** Degrees, minutes and seconds (×1000) as three RATIONALs. */
const dms = (tag: number, degrees: number): Entry => {
  const abs = Math.abs(degrees);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 1000);
  return { tag, type: 5, count: 3, data: [...be32(d), ...be32(1), ...be32(m), ...be32(1), ...be32(s), ...be32(1000)] };
};

/** IFD bytes at `offset` (from the TIFF start), its values after it; `next` patched in by the caller. */
function ifd(entries: Entry[], offset: number): number[] {
  const head = 2 + entries.length * 12 + 4;
  let dataAt = offset + head;
  const table: number[] = [...be16(entries.length)];
  const data: number[] = [];
  for (const e of entries) {
    table.push(...be16(e.tag), ...be16(e.type), ...be32(e.count));
    if (e.data) {
      table.push(...be32(dataAt));
      data.push(...e.data);
      if (e.data.length % 2) data.push(0);
      dataAt = offset + head + data.length;
    } else {
      const v = e.inline ?? [];
      table.push(...[...v, 0, 0, 0, 0].slice(0, 4));
    }
  }
  table.push(0, 0, 0, 0);
  return [...table, ...data];
}

/** The JPEG with an APP1 EXIF block (big-endian TIFF) holding `exif`, right after its start. */
export function withCameraExif(jpeg: Uint8Array, exif: CameraExif = CAMERA): Uint8Array<ArrayBuffer> {
  const ifd0Entries = (gpsAt: number): Entry[] => [
    ascii(0x010f, exif.make),
    ascii(0x0110, exif.model),
    { tag: 0x0112, type: 3, count: 1, inline: be16(exif.orientation) },
    ascii(0x0132, exif.dateTime),
    { tag: 0x8825, type: 4, count: 1, inline: be32(gpsAt) },
  ];
  const draft = ifd(ifd0Entries(0), 8);
  const gpsAt = 8 + draft.length;
  const ifd0 = ifd(ifd0Entries(gpsAt), 8);
  const gps = ifd(
    [
      ascii(0x0001, exif.latitude < 0 ? 'S' : 'N'),
      dms(0x0002, exif.latitude),
      ascii(0x0003, exif.longitude < 0 ? 'W' : 'E'),
      dms(0x0004, exif.longitude),
    ],
    gpsAt,
  );
  const tiff = [0x4d, 0x4d, 0, 42, ...be32(8), ...ifd0, ...gps];
  const body = [...asciiZ('Exif'), 0, ...tiff];
  const segment = [0xff, 0xe1, ...be16(body.length + 2), ...body];
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

/** The marker bytes of every APPn and comment segment of a JPEG before its image data ('E1' for EXIF or XMP). */
export function jpegMetadataSegments(jpeg: Uint8Array): string[] {
  const found: string[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker === 0xda) break;
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) found.push(marker.toString(16).toUpperCase());
    at += 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
  }
  return found;
}
