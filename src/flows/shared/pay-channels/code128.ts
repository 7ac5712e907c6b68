// Code 128 (ISO/IEC 15417) with its code sets chosen as jsbarcode's CODE128 format chooses them, so a
// payment code draws with the same bars as before (docs/decisions/0105-first-load-as-fetched.md):
// tests/unit/repaying/code128-svg.test.ts compares every drawing with the library's.

/** Each symbol's six widths (bar, space, bar, space, bar, space), values 0 to 105. */
const WIDTHS =
  '212222222122222221121223121322131222122213122312132212221213221312231212112232122132122231113222123122123221223211221132221231213212223112312131311222321122321221312212322112322211212123212321232121111323131123131321112313132113132311211313231113231311112133112331132131113123113321133121313121211331231131213113213311213131311123311321331121312113312311332111314111221411431111111224111422121124121421141122141221112214112412122114122411142112142211241211221114413111241112134111111242121142121241114212124112124211411212421112421211212141214121412121111143111341131141114113114311411113411311113141114131311141411131211412211214211232';
/** The stop symbol, with its final bar: 13 modules. */
const STOP = '1100011101011';

const bar = (value: number): string => {
  let bits = '';
  for (let i = 0; i < 6; i++) bits += (i % 2 === 0 ? '1' : '0').repeat(Number(WIDTHS[value * 6 + i]));
  return bits;
};

// The code set marks of the chosen sequence, as jsbarcode writes them (a character each): start A,
// B or C; switch to C, B or A; shift one character to the other of A and B.
const START_A = '\xD0';
const START_B = '\xD1';
const START_C = '\xD2';
const TO_C = '\xCC';
const TO_B = '\xCD';
const TO_A = '\xCE';
const SHIFT = '\xCB';
const A_CHARS = '[\\x00-\\x5F]';
const B_CHARS = '[\\x20-\\x7F]';

const leading = (s: string, chars: string) => new RegExp(`^${chars}*`).exec(s)?.[0] ?? '';
const digitPairs = (s: string) => /^(?:[0-9]{2})*/.exec(s)?.[0] ?? '';

function fromAB(s: string, isA: boolean): string {
  const chars = isA ? A_CHARS : B_CHARS;
  const untilC = new RegExp(`^(${chars}+?)(([0-9]{2}){2,})([^0-9]|$)`).exec(s);
  if (untilC?.[1]) return untilC[1] + TO_C + fromC(s.substring(untilC[1].length));
  const run = leading(s, chars);
  if (run.length === s.length) return s;
  return run + (isA ? TO_B : TO_A) + fromAB(s.substring(run.length), !isA);
}

function fromC(s: string): string {
  const pairs = digitPairs(s);
  if (pairs.length === s.length) return s;
  const rest = s.substring(pairs.length);
  const isA = leading(rest, A_CHARS).length >= leading(rest, B_CHARS).length;
  return pairs + (isA ? TO_A : TO_B) + fromAB(rest, isA);
}

function withCodeSets(s: string): string {
  let marked: string;
  if (digitPairs(s).length >= 2) marked = START_C + fromC(s);
  else {
    const isA = leading(s, A_CHARS).length > leading(s, B_CHARS).length;
    marked = (isA ? START_A : START_B) + fromAB(s, isA);
  }
  // A single character between a switch and the switch back is shifted instead (jsbarcode does it for
  // the first such character). Only from code set A or B: jsbarcode also shifts after a run of digit
  // pairs (set C), which has no shift, and draws bars no scanner reads back; that one stays switched.
  return marked.replace(/[\xCD\xCE]([^])([\xCD\xCE])/, (whole, c: string, back: string, at: number) =>
    setBefore(marked, at) === (back === TO_A ? START_A : START_B) ? SHIFT + c : whole,
  );
}

/** The code set in force at `at` in a marked sequence, as its start mark. */
function setBefore(marked: string, at: number): string {
  for (let i = at - 1; i >= 0; i--) {
    const c = marked[i];
    if (c === START_A || c === TO_A) return START_A;
    if (c === START_B || c === TO_B) return START_B;
    if (c === START_C || c === TO_C) return START_C;
  }
  return '';
}

/**
 * The bars and spaces of `value` in Code 128, one module each, as '1' and '0' (start, symbols,
 * checksum, stop); null when it is empty or has a character outside ASCII.
 */
export function code128Modules(value: string): string | null {
  if (value === '' || [...value].some((c) => c.charCodeAt(0) > 0x7f)) return null;
  const codes = [...withCodeSets(value)].map((c) => c.charCodeAt(0));
  const start = (codes.shift() ?? 0) - 105;
  let set = start - 103; // 0: A, 1: B, 2: C
  let bits = bar(start);
  let sum = start;
  for (let pos = 1; codes.length > 0; pos++) {
    const code = codes.shift() ?? 0;
    let symbol: number;
    if (code >= 200) {
      symbol = code - 105;
      if (symbol >= 99 && symbol <= 101)
        set = 101 - symbol; // code A, B or C
      else if (symbol === 98 && set !== 2 && codes.length > 0) {
        const next = codes[0] ?? 0;
        codes[0] = set === 0 ? (next > 95 ? next - 96 : next) : next < 32 ? next + 96 : next;
      }
    } else if (set === 0) symbol = code < 32 ? code + 64 : code - 32;
    else if (set === 1) symbol = code - 32;
    else symbol = (code - 48) * 10 + (codes.shift() ?? 48) - 48; // set C: digit pairs only
    bits += bar(symbol);
    sum += symbol * pos;
  }
  return bits + bar(sum % 103) + STOP;
}
