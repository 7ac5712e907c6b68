import JsBarcode from 'jsbarcode';
import { describe, expect, it } from 'vitest';
import { drawCode128 } from '../../../src/flows/shared/pay-channels/code128-svg';

// The payment code's drawn barcode (src/flows/shared/pay-channels/code128-svg.ts) draws with
// jsbarcode's Code 128 encoder alone: the result must be what the whole library drew.
const svg = () => document.createElementNS('http://www.w3.org/2000/svg', 'svg');

function library(code: string): string {
  const el = svg();
  JsBarcode(el, code, { format: 'CODE128', displayValue: false, height: 80, margin: 8, width: 2 });
  return el.outerHTML;
}

function ours(code: string): string {
  const el = svg();
  drawCode128(el, code);
  return el.outerHTML;
}

describe('drawCode128', () => {
  it.each(['646180157000000001', '1234567890', 'OXXO-93000262014', 'ABC', 'a1b2c3', '0', '123456789012345678901234', '12a', 'A\tB'])(
    'draws %j exactly as jsbarcode did',
    (code) => {
      expect(ours(code)).toBe(library(code));
    },
  );

  // Code 128: 11 modules per symbol (start, each character or digit pair, checksum), 13 for the
  // stop; 2 px a module and an 8 px margin each side; 80 px bars and 8 px margins above and below.
  it.each([
    ['1234567890', 7, 196],
    ['ABC', 5, 152],
    ['0', 3, 108],
  ])('sizes %j by its symbols (%i before the stop): %i px wide, 96 high', (code, symbols, width) => {
    const el = svg();
    drawCode128(el, code);
    expect(symbols * 11 + 13).toBe((width - 16) / 2);
    expect(el.getAttribute('width')).toBe(`${width}px`);
    expect(el.getAttribute('height')).toBe('96px');
    expect(el.getAttribute('viewBox')).toBe(`0 0 ${width} 96`);
    expect(el.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
    expect(el.querySelector('g')?.getAttribute('transform')).toBe('translate(8, 8)');
  });

  it('refuses what Code 128 cannot encode, drawing nothing', () => {
    for (const code of ['', 'código ñ', '€5']) {
      const el = svg();
      expect(() => drawCode128(el, code)).toThrow();
      expect(el.childNodes).toHaveLength(0);
      expect(() => library(code)).toThrow();
    }
  });
});
