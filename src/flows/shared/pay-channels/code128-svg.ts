import { code128Modules } from './code128';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The drawing's options: bars 2 px wide and 80 px high, an 8 px white margin, no text (we print the code ourselves). */
const BAR = 2;
const HEIGHT = 80;
const MARGIN = 8;

/**
 * Draws `value` as a Code 128 barcode into `svg`, exactly as `JsBarcode(svg, value, { format:
 * 'CODE128', displayValue: false, height: 80, margin: 8, width: 2 })` draws it (the same code sets,
 * bars and SVG for these options), with an encoder of our own (./code128.ts) instead of the library
 * (docs/decisions/0105-first-load-as-fetched.md). Throws, drawing nothing, when the value cannot be
 * encoded (empty, or a character outside ASCII).
 */
export function drawCode128(svg: SVGSVGElement, value: string): void {
  const bits = code128Modules(value);
  if (bits === null) throw new Error(`"${value}" is not a valid input for CODE128`);
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  const width = bits.length * BAR + 2 * MARGIN;
  const height = HEIGHT + 2 * MARGIN;
  svg.setAttribute('width', `${width}px`);
  svg.setAttribute('height', `${height}px`);
  svg.setAttribute('x', '0px');
  svg.setAttribute('y', '0px');
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('xmlns', SVG_NS);
  svg.setAttribute('version', '1.1');
  rect(svg, 0, width, height).setAttribute('fill', '#ffffff');
  const group = document.createElementNS(SVG_NS, 'g');
  group.setAttribute('transform', `translate(${MARGIN}, ${MARGIN})`);
  svg.appendChild(group);
  group.setAttribute('fill', '#000000');
  // One rectangle per run of bars.
  let run = 0;
  for (let i = 0; i <= bits.length; i++) {
    if (bits[i] === '1') run++;
    else if (run > 0) {
      rect(group, (i - run) * BAR, run * BAR, HEIGHT);
      run = 0;
    }
  }
}

function rect(parent: Element, x: number, width: number, height: number): SVGRectElement {
  const el = document.createElementNS(SVG_NS, 'rect');
  el.setAttribute('x', String(x));
  el.setAttribute('y', '0');
  el.setAttribute('width', String(width));
  el.setAttribute('height', String(height));
  parent.appendChild(el);
  return el;
}
