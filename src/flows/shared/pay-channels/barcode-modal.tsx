import { useI18n } from '../../../i18n';
import { checkImageUrl } from '../../../config/url-lists';
import { Button, Modal } from '../../../ui';
import { LazyBarcode } from './lazy-barcode';

export interface BarcodeTarget {
  code: string;
  /** The server's scan-to-pay image, when it sent one. */
  image: string;
}

/** The scan-to-pay modal: the server's image when given and allowed, else a barcode drawn here. */
export function BarcodeModal({ target, onClose }: { target: BarcodeTarget | null; onClose: () => void }) {
  const { t } = useI18n();
  const checked = target && target.image !== '' ? checkImageUrl(target.image) : null;
  return (
    <Modal open={target !== null} title={t('repaying.barcodeTitle')} onClose={onClose} className="pay-barcode">
      {target && checked?.ok && (
        <figure className="pay-barcode__figure">
          <img className="pay-barcode__img" src={checked.url} alt={t('repaying.barcodeOf', { code: target.code })} data-testid="barcode-server" />
          <figcaption className="pay-code">{target.code}</figcaption>
        </figure>
      )}
      {target && checked && !checked.ok && <p role="alert">{t('repaying.imageRefused')}</p>}
      {target && (!checked || !checked.ok) && <LazyBarcode code={target.code} />}
      <Button block onClick={onClose}>
        {t('repaying.close')}
      </Button>
    </Modal>
  );
}
