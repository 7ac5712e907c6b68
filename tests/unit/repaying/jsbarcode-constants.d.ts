// jsbarcode's Code 128 table, read by tests/unit/repaying/code128-svg.test.ts to read drawings back:
// the package types only its main entry.
declare module 'jsbarcode/bin/barcodes/CODE128/constants.js' {
  /** The 107 symbols' bars and spaces as digits (1 a bar module, 0 a space module), values 0 to 106 (the stop). */
  export const BARS: readonly number[];
}
