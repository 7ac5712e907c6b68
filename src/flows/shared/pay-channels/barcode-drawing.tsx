import { useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n';
import { drawCode128 } from './code128-svg';

/**
 * A Code 128 barcode drawn on the client. This module, with the encoder, is fetched only when a
 * barcode is to be drawn (./lazy-barcode.tsx): one chunk, so drawing waits for one fetch, not two.
 */
export function BarcodeDrawing({ code }: { code: string }) {
  const { t } = useI18n();
  const svgRef = useRef<SVGSVGElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');

  // Before the browser paints: the bars come with the figure, no 'drawing' line in between.
  useLayoutEffect(() => {
    if (!svgRef.current) return;
    try {
      // The value is printed by us below the bars.
      drawCode128(svgRef.current, code.replace(/\s+/g, ''));
      setState('drawn');
    } catch {
      setState('failed');
    }
  }, [code]);

  return (
    <figure className="pay-barcode__figure">
      <svg
        ref={svgRef}
        className="pay-barcode__svg"
        role="img"
        aria-label={t('repaying.barcodeOf', { code })}
        data-testid="barcode-drawn"
        data-state={state}
      />
      {state === 'drawing' && <p role="status">{t('repaying.barcodeDrawing')}</p>}
      {state === 'failed' && <p role="alert">{t('repaying.barcodeFailed')}</p>}
      <figcaption className="pay-code">{code}</figcaption>
    </figure>
  );
}
