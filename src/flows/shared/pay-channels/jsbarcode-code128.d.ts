// Types for jsbarcode's Code 128 encoder, imported on its own (src/flows/shared/pay-channels/code128-svg.ts):
// the package types only its main entry.
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  /** Code 128 choosing its code sets (A, B, C) as it goes: JsBarcode's `CODE128` format. */
  export class CODE128 {
    constructor(data: string, options: Record<string, unknown>);
    valid(): boolean;
    /** `data`: the bars and spaces, one module each, as '1' and '0'. */
    encode(): { text: string; data: string };
  }
}
