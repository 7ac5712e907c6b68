/* global OffscreenCanvas */
// A camera photo made in code, for the E2E test and the bench (no picture files kept): the sensor's
// picture drawn and encoded by Chromium, then a tiny EXIF writer adds what a phone camera puts in
// its JPEG (maker, model, time, orientation and the GPS position).

/** What the phone camera writes: held upright (Orientation 6, "turn 90° clockwise to show"), in Mexico City. */
export const CAMERA = {
  orientation: 6,
  make: 'Acme',
  model: 'Phone 5 Lite',
  dateTime: '2026:11:27 18:42:07',
  latitude: 19.432608,
  longitude: -99.133209,
};

const be16 = (v) => [(v >> 8) & 0xff, v & 0xff];
const be32 = (v) => [(v >>> 24) & 0xff, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
const asciiZ = (s) => [...Buffer.from(`${s}\0`, 'latin1')];
const ascii = (tag, s) => {
  const bytes = asciiZ(s);
  return bytes.length <= 4 ? { tag, type: 2, count: bytes.length, inline: bytes } : { tag, type: 2, count: bytes.length, data: bytes };
};
/** Degrees, minutes and seconds (×1000) as three RATIONALs. */
const dms = (tag, degrees) => {
  const abs = Math.abs(degrees);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 1000);
  return { tag, type: 5, count: 3, data: [...be32(d), ...be32(1), ...be32(m), ...be32(1), ...be32(s), ...be32(1000)] };
};

/** An IFD at `offset` (from the TIFF start) with its values after it. */
function ifd(entries, offset) {
  const head = 2 + entries.length * 12 + 4;
  const table = [...be16(entries.length)];
  const data = [];
  for (const e of entries) {
    table.push(...be16(e.tag), ...be16(e.type), ...be32(e.count));
    if (e.data) {
      table.push(...be32(offset + head + data.length));
      data.push(...e.data);
      if (e.data.length % 2) data.push(0);
    } else table.push(...[...e.inline, 0, 0, 0, 0].slice(0, 4));
  }
  table.push(0, 0, 0, 0);
  return [...table, ...data];
}

/** The JPEG with an APP1 EXIF block (big-endian TIFF: IFD0 with maker, model, orientation, time; a GPS IFD) right after its start. */
export function withCameraExif(jpeg, exif = CAMERA) {
  const ifd0Entries = (gpsAt) => [
    ascii(0x010f, exif.make),
    ascii(0x0110, exif.model),
    { tag: 0x0112, type: 3, count: 1, inline: be16(exif.orientation) },
    ascii(0x0132, exif.dateTime),
    { tag: 0x8825, type: 4, count: 1, inline: be32(gpsAt) },
  ];
  const gpsAt = 8 + ifd(ifd0Entries(0), 8).length;
  const gps = ifd(
    [
      ascii(0x0001, exif.latitude < 0 ? 'S' : 'N'),
      dms(0x0002, exif.latitude),
      ascii(0x0003, exif.longitude < 0 ? 'W' : 'E'),
      dms(0x0004, exif.longitude),
    ],
    gpsAt,
  );
  const tiff = [0x4d, 0x4d, 0, 42, ...be32(8), ...ifd(ifd0Entries(gpsAt), 8), ...gps];
  const body = [...asciiZ('Exif'), 0, ...tiff];
  const segment = [0xff, 0xe1, ...be16(body.length + 2), ...body];
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

/** The markers (hex) of every APPn and comment segment of a JPEG before its image data ('E1' for EXIF or XMP). */
export function jpegMetadataSegments(jpeg) {
  const found = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1];
    if (marker === 0xda) break;
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) found.push(marker.toString(16).toUpperCase());
    at += 2 + ((jpeg[at + 2] << 8) | jpeg[at + 3]);
  }
  return found;
}

/**
 * A 4000×3000 camera JPEG with EXIF (about 3-4 MB): the sensor's picture, landscape, a sky gradient
 * with grain and a red mark in its top-left corner, encoded by the browser of `page` (a Playwright
 * page) at quality 0.92, then `withCameraExif`.
 */
export async function cameraPhoto(page, exif = CAMERA) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const g = canvas.getContext('2d');
    const sky = g.createLinearGradient(0, 0, 4000, 3000);
    sky.addColorStop(0, '#3a6ea5');
    sky.addColorStop(1, '#e0c080');
    g.fillStyle = sky;
    g.fillRect(0, 0, 4000, 3000);
    const grain = g.getImageData(0, 0, 4000, 3000);
    const px = grain.data;
    for (let i = 0; i < px.length; i += 4) {
      const n = (Math.random() * 24 - 12) | 0;
      px[i] += n;
      px[i + 1] += n;
      px[i + 2] += n;
    }
    g.putImageData(grain, 0, 0);
    g.fillStyle = '#ff0000';
    g.fillRect(0, 0, 800, 600);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return withCameraExif(new Uint8Array(Buffer.from(base64, 'base64')), exif);
}
