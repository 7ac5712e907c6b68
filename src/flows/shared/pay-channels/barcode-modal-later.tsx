import { lazy, Suspense } from 'react';
import { Spinner } from '../../../ui';
import type { BarcodeTarget } from './barcode-modal';

/**
 * The scan-to-pay modal's code (the modal, its image check and the barcode's loader), outside the
 * page's first load: fetched once the page is settled and idle (src/app/hops), else with the tap.
 */
export const loadBarcodeModal = () => import('./barcode-modal');
const BarcodeModal = lazy(() => loadBarcodeModal().then((m) => ({ default: m.BarcodeModal })));

/** The scan-to-pay modal, mounted while a channel's barcode is asked for. */
export function BarcodeModalLater({ target, onClose }: { target: BarcodeTarget | null; onClose: () => void }) {
  if (!target) return null;
  return (
    <Suspense fallback={<Spinner size={28} />}>
      <BarcodeModal target={target} onClose={onClose} />
    </Suspense>
  );
}
