import { describe, expect, it } from 'vitest';
import { fitted, pickEncoding, refusalOnPick, sendsAsIs } from '../../../machines/complaint-form/photo-rules';
import { imageFacts, withOrientation, withoutMetadata } from '../../../src/lib/image-bytes';
import { CAMERA, jpegMetadataSegments, withCameraExif } from '../../../scripts/camera-photo.mjs';

// Issue 44: a photo is sent small (long side at most 2048 px, never enlarged; at most 500 KB aimed,
// never over 1 MB), upright, and without EXIF, GPS or maker data; small pictures already fit go as
// they are, without their metadata; an original over 25 MB or a file that is not an image is refused.
// Every expected value is written here from the issue.

const MB = 1024 * 1024;
const KB = 1024;

/** A structurally whole JPEG of `width` × `height` (its pixels are not decoded here). */
function jpeg(width: number, height: number): Uint8Array<ArrayBuffer> {
  const sof = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const jfif = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sos = [0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0];
  return new Uint8Array([0xff, 0xd8, ...jfif, ...sof, ...sos, 0x12, 0x34, 0xff, 0xd9]);
}

const chunk = (type: string, data: number[]) => [0, 0, 0, data.length, ...Buffer.from(type, 'latin1'), ...data, 1, 2, 3, 4];
/** A PNG of `width` × `height` with a text chunk, an EXIF chunk and a private chunk beside what draws it. */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = [0, 0, width >> 8, width & 0xff, 0, 0, height >> 8, height & 0xff, 8, 6, 0, 0, 0];
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
    ...chunk('tEXt', [...Buffer.from('Author\0me', 'latin1')]),
    ...chunk('eXIf', [0x4d, 0x4d, 0, 42]),
    ...chunk('prVt', [1]),
    ...chunk('IDAT', [9, 9, 9]),
    ...chunk('IEND', []),
  ]);
}
const pngChunks = (b: Uint8Array) => {
  const types: string[] = [];
  for (let at = 8; at + 12 <= b.length; at += 12 + ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!)) {
    types.push(String.fromCharCode(...b.subarray(at + 4, at + 8)));
  }
  return types;
};

describe('which photos are refused before anything is read', () => {
  it('an original over 25 MB; 25 MB itself is read', () => {
    expect(refusalOnPick({ size: 25 * MB + 1, type: 'image/jpeg' })).toBe('tooLarge');
    expect(refusalOnPick({ size: 25 * MB, type: 'image/jpeg' })).toBeNull();
  });
  it('a file whose type says it is no image; no type leaves it to the bytes', () => {
    expect(refusalOnPick({ size: 10, type: 'application/pdf' })).toBe('notImage');
    expect(refusalOnPick({ size: 10, type: 'video/mp4' })).toBe('notImage');
    expect(refusalOnPick({ size: 10, type: '' })).toBeNull();
    expect(refusalOnPick({ size: 10, type: 'image/heic' })).toBeNull();
  });
});

describe('the size a photo is sent at', () => {
  it('a 4000×3000 camera photo: 2048×1536; portrait 3000×4000: 1536×2048', () => {
    expect(fitted(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(fitted(3000, 4000)).toEqual({ width: 1536, height: 2048 });
  });
  it('2048 on the long side stays; 2049 is scaled; a small picture is never enlarged', () => {
    expect(fitted(2048, 1000)).toEqual({ width: 2048, height: 1000 });
    expect(fitted(2049, 1000)).toEqual({ width: 2048, height: 1000 });
    expect(fitted(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitted(100_000, 10)).toEqual({ width: 2048, height: 1 });
  });
  it('the encoding kept: the first try at most 500 KB, else the first at most 1 MB, else none', () => {
    expect(pickEncoding([700 * KB, 480 * KB, 300 * KB])).toBe(1);
    expect(pickEncoding([500 * KB])).toBe(0);
    expect(pickEncoding([1100 * KB, 900 * KB, 600 * KB])).toBe(1);
    expect(pickEncoding([MB, 900 * KB])).toBe(0);
    expect(pickEncoding([MB + 1, MB + 1, MB + 1])).toBe(-1);
  });
});

describe('what a photo says about itself, read from its bytes', () => {
  it('a JPEG: its pixel size and EXIF orientation; a PNG and a GIF: theirs; anything else: nothing', () => {
    expect(imageFacts(jpeg(4000, 3000))).toEqual({ format: 'jpeg', width: 4000, height: 3000, orientation: 1 });
    expect(imageFacts(withCameraExif(jpeg(4000, 3000)))).toEqual({ format: 'jpeg', width: 4000, height: 3000, orientation: 6 });
    expect(imageFacts(withOrientation(jpeg(2, 1), 3))?.orientation).toBe(3);
    expect(imageFacts(png(640, 480))).toEqual({ format: 'png', width: 640, height: 480, orientation: 1 });
    expect(imageFacts(new Uint8Array([...Buffer.from('GIF89a', 'latin1'), 0x20, 0x03, 0x58, 0x02]))).toEqual({
      format: 'gif',
      width: 800,
      height: 600,
      orientation: 1,
    });
    expect(imageFacts(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(imageFacts(jpeg(10, 10).subarray(0, 30))).toBeNull();
  });

  it('sent as it is only when at most 500 KB, at most 2048 px and upright', () => {
    const facts = { format: 'jpeg', width: 2048, height: 1536, orientation: 1 };
    expect(sendsAsIs(facts, 500 * KB)).toBe(true);
    expect(sendsAsIs(facts, 500 * KB + 1)).toBe(false);
    expect(sendsAsIs({ ...facts, width: 2049 }, 100 * KB)).toBe(false);
    expect(sendsAsIs({ ...facts, orientation: 6 }, 100 * KB)).toBe(false);
  });

  it('a JPEG sent as it is loses its EXIF (maker, model, time, GPS), XMP and comments, and keeps JFIF and its pixels', () => {
    const camera = withCameraExif(jpeg(800, 600), { ...CAMERA, orientation: 1 });
    expect(jpegMetadataSegments(camera)).toEqual(['E1', 'E0']);
    expect(Buffer.from(camera).includes(Buffer.from(CAMERA.model))).toBe(true);
    const bare = withoutMetadata(camera);
    expect(bare).not.toBeNull();
    expect(jpegMetadataSegments(bare!)).toEqual(['E0']);
    expect(Buffer.from(bare!).includes(Buffer.from(CAMERA.model))).toBe(false);
    expect(Buffer.from(bare!)).toEqual(Buffer.from(jpeg(800, 600)));
  });

  it('a PNG sent as it is keeps only the chunks that draw it', () => {
    expect(pngChunks(withoutMetadata(png(640, 480))!)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('a file cut short is not sent as it is', () => {
    const whole = png(640, 480);
    expect(withoutMetadata(whole.subarray(0, whole.length - 6))).toBeNull();
  });
});
