import { lazy, Suspense } from 'react';
import { Spinner } from '../../../ui';
import type * as DrawingModule from './barcode-drawing';

let drawing: typeof DrawingModule | null = null;
/**
 * The drawing's chunk (with the encoder): fetched on first use, or ahead of it (the payment code
 * page at the counter with no signal, docs/decisions/0136). Once fetched it is drawn at once, with
 * no suspension in between: a page that shows the kept code drawn before the app ran never shows a
 * spinner in its place.
 */
export const loadBarcode = () =>
  import('./barcode-drawing').then((m) => {
    drawing = m;
    return m;
  });

// Its own chunk, so the barcode encoder (imported inside it) never lands in a page's first load.
const BarcodeDrawing = lazy(() => loadBarcode().then((m) => ({ default: m.BarcodeDrawing })));

/** A client-drawn Code 128 barcode, fetched with its library on first use. */
export function LazyBarcode({ code }: { code: string }) {
  if (drawing) return <drawing.BarcodeDrawing code={code} />;
  return (
    <Suspense fallback={<Spinner size={28} />}>
      <BarcodeDrawing code={code} />
    </Suspense>
  );
}
