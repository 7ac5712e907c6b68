// How a picked photo is sent (docs/decisions/0126-photos-made-small-on-the-phone.md): refused at
// once when it cannot be a photo or is too big to read on a phone; sent as it is when small and
// already fit; otherwise scaled to at most 2048 px on its long side and encoded as JPEG.

/** The longest side sent, in pixels; a smaller picture is never enlarged. */
export const MAX_SIDE = 2048;
/** An original larger than this is refused before anything is read (a phone cannot decode it well). */
export const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;
/** What a camera photo is aimed at, and the most a picture is sent as it is. */
export const TARGET_BYTES = 500 * 1024;
/** Never sent larger: the served configuration takes this with room to spare (client_max_body_size 2m). */
export const MAX_SENT_BYTES = 1024 * 1024;
/** JPEG qualities tried in turn, until one is at most TARGET_BYTES (else the first at most MAX_SENT_BYTES). */
export const JPEG_QUALITIES = [0.8, 0.7, 0.6] as const;

/** Why a photo is not sent: it is over MAX_ORIGINAL_BYTES, not an image, or cannot be read. */
export type PhotoRefusal = 'tooLarge' | 'notImage' | 'unreadable';

/** A refusal decided from the picked file alone (its size and its declared type); null when it may be read. */
export function refusalOnPick(file: { size: number; type: string }): PhotoRefusal | null {
  if (file.size > MAX_ORIGINAL_BYTES) return 'tooLarge';
  // Some pickers give no type: the bytes decide then.
  if (file.type !== '' && !file.type.startsWith('image/')) return 'notImage';
  return null;
}

/** The size a picture of `width` × `height` is drawn at: its long side at most `max`, never enlarged. */
export function fitted(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const scale = max / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Whether a picture read from its bytes goes as it is (without its metadata): a JPEG, PNG or GIF of
 * at most TARGET_BYTES and MAX_SIDE whose EXIF orientation is upright; anything else is re-encoded.
 */
export function sendsAsIs(facts: { format: string; width: number; height: number; orientation: number }, size: number): boolean {
  return size <= TARGET_BYTES && Math.max(facts.width, facts.height) <= MAX_SIDE && facts.orientation === 1;
}

/** The encoded result kept among tries (sizes in bytes, in the order of JPEG_QUALITIES): the first at most TARGET_BYTES, else the first at most MAX_SENT_BYTES; -1 when none fits. */
export function pickEncoding(sizes: readonly number[]): number {
  const target = sizes.findIndex((s) => s <= TARGET_BYTES);
  return target >= 0 ? target : sizes.findIndex((s) => s <= MAX_SENT_BYTES);
}
