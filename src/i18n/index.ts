export type { Lang } from './define';
export { defineMessages } from './define';
export { translate, registerMessages, type MessageKey, type Params } from './catalogue';
export { I18nProvider, useI18n, type I18n } from './i18n-context';
export { currencySign, formatMinor, formatMoney, groupThousands } from './format';
