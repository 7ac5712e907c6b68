import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n';

/** A Code 128 barcode drawn on the client; its encoder is fetched only when this mounts (the modal opens). */
export function BarcodeDrawing({ code }: { code: string }) {
  const { t } = useI18n();
  const svgRef = useRef<SVGSVGElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');

  useEffect(() => {
    let alive = true;
    import('./code128-svg')
      .then(({ drawCode128 }) => {
        if (!alive || !svgRef.current) return;
        // The value is printed by us below the bars.
        drawCode128(svgRef.current, code.replace(/\s+/g, ''));
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
