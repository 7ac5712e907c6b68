import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n';

/** A Code 128 barcode drawn on the client; jsbarcode is fetched only when this mounts (the modal opens). */
export function BarcodeDrawing({ code }: { code: string }) {
  const { t } = useI18n();
  const svgRef = useRef<SVGSVGElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');

  useEffect(() => {
    let alive = true;
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!alive || !svgRef.current) return;
        // The value is printed by us below the bars: jsbarcode's own text needs a canvas to measure.
        JsBarcode(svgRef.current, code.replace(/\s+/g, ''), { format: 'CODE128', displayValue: false, height: 80, margin: 8, width: 2 });
        setState('drawn');
      })
      .catch(() => {
        if (alive) setState('failed');
      });
    return () => {
      alive = false;
    };
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
