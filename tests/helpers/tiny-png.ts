// A whole 1×1 PNG for page tests that pick a photo: the complaint form sends a small PNG as it is
// (without its metadata chunks), so no decoder is needed where there is none (jsdom).

const chunk = (type: string, data: number[]) => [
  (data.length >>> 24) & 0xff,
  (data.length >> 16) & 0xff,
  (data.length >> 8) & 0xff,
  data.length & 0xff,
  ...[...type].map((c) => c.charCodeAt(0)),
  ...data,
  0,
  0,
  0,
  0,
];

/** The PNG's bytes; `marker`, when given, rides in a second IDAT chunk (kept when sent), so a test can find the bytes in the request. */
export function tinyPng(marker = ''): Uint8Array<ArrayBuffer> {
  const ihdr = [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0];
  // zlib of one filtered RGBA pixel.
  const idat = [0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff];
  const extra = marker ? chunk('IDAT', [...new TextEncoder().encode(marker)]) : [];
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', ihdr),
    ...chunk('IDAT', idat),
    ...extra,
    ...chunk('IEND', []),
  ]);
}
