// Reading and joining the bytes of a file (./image-bytes.ts, ./png-gif-bytes.ts).

/** A 16-bit unsigned integer at `at`, big-endian unless `little`. */
export const u16 = (b: Uint8Array, at: number, little = false) => (little ? b[at]! | (b[at + 1]! << 8) : (b[at]! << 8) | b[at + 1]!);
/** A 32-bit unsigned integer at `at`, big-endian unless `little`. */
export const u32 = (b: Uint8Array, at: number, little = false) =>
  little ? u16(b, at + 2, true) * 0x10000 + u16(b, at, true) : u16(b, at) * 0x10000 + u16(b, at + 2);
/** `length` bytes at `at` as text, a character per byte. */
export const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

/** The parts, one after the other, in one new array. */
export function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
