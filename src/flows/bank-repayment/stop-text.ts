import type { I18n } from '../../i18n';
import type { Unusable } from '../../lib/acted-on';
import type { PayValue } from '../../../machines/bank-repayment/bank-repayment.types';

const VALUE_KEYS = {
  withholdingAmount: 'bankRepay.value.withholdingAmount',
  repayAmount: 'bankRepay.value.repayAmount',
  couponId: 'bankRepay.value.couponId',
  productId: 'bankRepay.value.productId',
  orderId: 'bankRepay.value.orderId',
} as const;

/** Why paying is stopped, naming the value that cannot be used, in the page's language. */
export function stopText(value: PayValue | 'orderId', reason: Unusable, t: I18n['t']): string {
  return t(reason === 'missing' ? 'bankRepay.stopMissing' : 'bankRepay.stopUnusable', { value: t(VALUE_KEYS[value]) });
}
