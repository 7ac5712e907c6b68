import { defineMessages } from '../define';

/*
 * The component kit's default labels. SPEC section 9 quotes them in Chinese (确定, 取消, 请选择,
 * 上一页, 下一页, 退格, 收起键盘) as the kit defaults, so those exact texts are the default
 * (Spanish) values; the English catalogue gives the English words.
 */
export const uiMessages = defineMessages({
  es: {
    'ui.ok': '确定',
    'ui.cancel': '取消',
    'ui.pleaseSelect': '请选择',
    'ui.prevPage': '上一页',
    'ui.nextPage': '下一页',
    'ui.backspace': '退格',
    'ui.hideKeyboard': '收起键盘',
    'ui.keyboard': 'Teclado numérico',
    'ui.decimalPoint': 'Punto decimal',
    'ui.loadFailed': 'No se pudo cargar la información.',
  },
  en: {
    'ui.ok': 'OK',
    'ui.cancel': 'Cancel',
    'ui.pleaseSelect': 'Please select',
    'ui.prevPage': 'Previous page',
    'ui.nextPage': 'Next page',
    'ui.backspace': 'Backspace',
    'ui.hideKeyboard': 'Hide keyboard',
    'ui.keyboard': 'Number keyboard',
    'ui.decimalPoint': 'Decimal point',
    'ui.loadFailed': 'The information could not be loaded.',
  },
});
