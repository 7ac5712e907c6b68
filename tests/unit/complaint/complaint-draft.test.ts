import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_IMAGES, MAX_TEXT, capText, draftKey, parseDraft, textLength } from '../../../machines/complaint-form/complaint-draft';

describe('complaint draft helpers', () => {
  it('capText keeps at most 200 characters and leaves shorter text unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'grapheme-composite' }), (s) => {
        const capped = capText(s);
        expect(textLength(capped)).toBeLessThanOrEqual(MAX_TEXT);
        expect(s.startsWith(capped)).toBe(true);
        if (textLength(s) <= MAX_TEXT) expect(capped).toBe(s);
      }),
    );
  });

  it('parseDraft reads a stored draft back and refuses anything else', () => {
    const now = Date.UTC(2026, 10, 1);
    expect(parseDraft(JSON.stringify({ text: 'hola', images: ['/a.png', 3, '/b.png'], savedAt: now }), now)).toEqual({
      text: 'hola',
      images: ['/a.png', '/b.png'],
    });
    expect(parseDraft(JSON.stringify({ text: 'y'.repeat(250), images: Array(12).fill('/c.png'), savedAt: now }), now)).toEqual({
      text: 'y'.repeat(200),
      images: Array(MAX_IMAGES).fill('/c.png'),
    });
    for (const bad of [null, '', '{', '"text"', 'null', '[1]']) expect(parseDraft(bad, now)).toEqual({ text: '', images: [] });
  });

  it('keys a draft by user, type, sub-type and order', () => {
    expect(draftKey('U1', '1', '11', 'MX1')).not.toBe(draftKey('U1', '1', '12', 'MX1'));
    expect(draftKey('U1', '2', '', 'MX1')).not.toBe(draftKey('U1', '2', '', 'MX2'));
  });
});
