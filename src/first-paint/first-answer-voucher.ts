// The payment pages' first answer before the app runs (./first-answer.ts): the total, the title,
// the code's picture (through a narrow form of the URL allow-list, ./first-paint-url.ts) and the code, as on the loaded payment
// instructions (flows/payment-instructions). Only their inline script (./boot-voucher.ts) carries it.
import { allowedHosts } from '../config/build-env';
import type { Lang } from '../i18n/define';
import { formatMoney } from '../i18n/format';
import { group, record, shown, text, type Data, type FirstAnswerParts, type Part } from './first-answer';
import { firstPaintPictureUrl } from './first-paint-url';

const picture = (className: string, value: unknown): Part[] => {
  const src = firstPaintPictureUrl(value, allowedHosts, location.origin);
  return src === null ? [] : [{ tag: 'img', className, src }];
};

// The total, the title, the code's picture and the code of the payment instructions (flows/payment-instructions).
const voucher = (data: Data, lang: Lang): Part[] => {
  const d = record(data.repayDetail);
  return [
    ...group('section', 'vc-total', shown(d.amount) === '' ? [] : [{ tag: 'p', className: 'pay-amount', text: formatMoney(d.amount, lang) }]),
    ...group('section', 'pay-card', [
      ...text('h2', 'vc-title', d.repayTitle),
      ...group('div', 'pay-barcode__figure', picture('pay-barcode__img', d.repayCode)),
      ...text('p', 'pay-code vc-code', d.vCode),
    ]),
  ];
};

export const VOUCHER_ANSWER_PARTS: FirstAnswerParts = { '/carpmm': voucher, '/repay/instructions': voucher };
