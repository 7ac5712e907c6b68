import { safeImageUrl } from '../../../config/url-lists';
import './loan-shared.css';

/** Product logo (only when the allow-list accepts its URL) and name, as on confirm and details. */
export function ProductHeader({ logo, name, logoAlt }: { logo: string; name: string; logoAlt: string }) {
  const src = safeImageUrl(logo);
  return (
    <div className="loan-product">
      {src ? (
        <img className="loan-product__logo" src={src} alt={logoAlt} width={40} height={40} />
      ) : (
        <span className="loan-product__logo" aria-hidden="true" />
      )}
      <span className="loan-product__name">{name}</span>
    </div>
  );
}

/** Server text/value rows; numeric values are amounts in minor units, anything else is shown as sent. */
export function DetailRows({ rows, money, label }: { rows: { text: string; value: string }[]; money: (v: unknown) => string; label: string }) {
  return (
    <dl className="loan-rows" aria-label={label}>
      {rows.map((row, i) => (
        <div className="loan-rows__row" key={`${row.text}-${i}`}>
          <dt>{row.text}</dt>
          <dd>{money(row.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
