type RandomSource = Pick<Crypto, 'getRandomValues'>;

/**
 * Formats 16 bytes as an 8-4-4-4-12 lowercase hex id, marked as a version-4 (random) UUID so any
 * system that validates UUIDs accepts it.
 */
export function idFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 16) throw new RangeError('idFromBytes needs 16 bytes');
  const b = Array.from(bytes.subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A random id in 8-4-4-4-12 lowercase hex groups, from the platform's cryptographic generator. */
export function randomId(source: RandomSource = globalThis.crypto): string {
  return idFromBytes(source.getRandomValues(new Uint8Array(16)));
}
