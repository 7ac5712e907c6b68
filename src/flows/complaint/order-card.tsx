import { useI18n } from '../../i18n';
import type { ProblemOrder } from '../../api';
import { SafeImage } from './complaint-shared';

/** The order card: logo, product name, status and the server's title/value rows. */
export function OrderCard({ order }: { order: ProblemOrder }) {
  const { t } = useI18n();
  return (
    <div className="complaint__card" data-testid="order-card">
      <div className="complaint__card-head">
        <SafeImage className="complaint__logo" src={order.productLogo} alt={t('complaint.logo', { name: order.productName })} size={40} />
        <span className="complaint__product">{order.productName}</span>
        <span className="complaint__status">{order.status}</span>
      </div>
      <dl className="complaint__rows">
        {order.list.map((row, i) => (
          <div key={`${row.title}-${i}`} style={{ display: 'contents' }}>
            <dt>{row.title}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
