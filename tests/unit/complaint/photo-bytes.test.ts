import { describe, expect, it } from 'vitest';
import { imageFacts, withoutMetadata } from '../../../src/lib/image-bytes';
import { ICC_SEGMENT, LEAK, bareJpeg, gif, jpegPicture, leakyJpeg, leaksIn, png } from '../../helpers/leaky-photos';

// Issue 54: a photo sent as it is leaves as pixels only: no EXIF (maker notes, GPS, thumbnail), XMP,
// IPTC, comments, multi-picture index or JFIF/JFXX thumbnail, and nothing after the picture's own
// end (a second picture, a motion photo's video). The colour profile (ICC) is kept.

const text = (s: string) => [...Buffer.from(s, 'latin1')];

describe('a JPEG sent as it is', () => {
  const leaky = leakyJpeg(8, 8);

  it('carries every leak before (the fixture is what a phone writes)', () => {
    expect(leaksIn(leaky)).toEqual(expect.arrayContaining([LEAK.makerNote, LEAK.xmp, LEAK.iptc, LEAK.comment, LEAK.afterEnd, 'Exif']));
    expect(imageFacts(leaky)).toEqual({ format: 'jpeg', width: 8, height: 8, orientation: 1 });
  });

  it('leaves with none of them', () => {
    expect(leaksIn(withoutMetadata(leaky)!)).toEqual([]);
  });

  it("is exactly its start, JFIF without thumbnail, the ICC profile, Adobe's 12 bytes, the picture and its end", () => {
    const { head, scan } = jpegPicture(8, 8);
    const jfif = [0xff, 0xe0, 0, 16, ...text('JFIF\0'), 1, 2, 1, 0, 72, 0, 72, 0, 0];
    const adobe = [0xff, 0xee, 0, 14, ...text('Adobe'), 0, 100, 0, 0, 0, 0, 1];
    expect([...withoutMetadata(leaky)!]).toEqual([0xff, 0xd8, ...jfif, ...ICC_SEGMENT, ...adobe, ...head, ...scan, 0xff, 0xd9]);
  });

  it('ends at its own end marker: a second picture or a video after it goes', () => {
    const bare = bareJpeg(8, 8);
    const trailed = new Uint8Array([...bare, ...leakyJpeg(8, 8)]);
    expect([...withoutMetadata(trailed)!]).toEqual([...bare]);
  });

  it('keeps a picture already bare byte for byte', () => {
    const bare = bareJpeg(640, 480);
    expect([...withoutMetadata(bare)!]).toEqual([...bare]);
  });

  it('without its end marker is not sent as it is', () => {
    const bare = bareJpeg(8, 8);
    expect(withoutMetadata(bare.subarray(0, bare.length - 2))).toBeNull();
  });
});

describe('a PNG sent as it is', () => {
  it('carries text, XMP, EXIF, time, a private chunk and data after its end before', () => {
    expect(leaksIn(png(64, 48))).toEqual(expect.arrayContaining([LEAK.pngText, LEAK.pngXmp, LEAK.pngExif, LEAK.pngPrivate, LEAK.afterEnd]));
  });

  it('is exactly the chunks that draw it, up to its end', () => {
    const bare = withoutMetadata(png(64, 48))!;
    expect(leaksIn(bare)).toEqual([]);
    expect([...bare]).toEqual([...png(64, 48, false)]);
  });
});

describe('a GIF sent as it is', () => {
  it('carries a comment, XMP, plain text and data after its trailer before', () => {
    expect(leaksIn(gif())).toEqual(expect.arrayContaining([LEAK.gifComment, LEAK.gifXmp, LEAK.gifPlainText, LEAK.afterEnd]));
  });

  it('is exactly its screen, colour table, loop count, frame timing and pixels, up to its trailer', () => {
    const bare = withoutMetadata(gif())!;
    expect(leaksIn(bare)).toEqual([]);
    expect([...bare]).toEqual([...gif(false)]);
  });

  it('cut short inside a frame is not sent as it is', () => {
    const whole = gif(false);
    expect(withoutMetadata(whole.subarray(0, whole.length - 3))).toBeNull();
  });
});
