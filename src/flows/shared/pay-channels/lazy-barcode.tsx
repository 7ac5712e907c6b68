import { lazy, Suspense } from 'react';
import { Spinner } from '../../../ui';

// Its own chunk, so the barcode encoder (imported inside it) never lands in a page's first load.
const BarcodeDrawing = lazy(() => import('./barcode-drawing').then((m) => ({ default: m.BarcodeDrawing })));

/** A client-drawn Code 128 barcode, fetched with its library on first use. */
export function LazyBarcode({ code }: { code: string }) {
  return (
    <Suspense fallback={<Spinner size={28} />}>
      <BarcodeDrawing code={code} />
    </Suspense>
  );
}
