import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import type { Lang } from './define';
import { translate, type MessageKey, type Params } from './catalogue';
import { formatMoney } from './format';

export interface I18n {
  lang: Lang;
  t: (key: MessageKey, params?: Params) => string;
  money: (minorUnits: unknown) => string;
}

function makeI18n(lang: Lang): I18n {
  return {
    lang,
    t: (key, params) => translate(lang, key, params),
    money: (v) => formatMoney(v, lang),
  };
}

const I18nContext = createContext<I18n>(makeI18n('es'));

/**
 * The language of everything inside. It is also the page's: `<html lang>` is set to it before the
 * browser paints, on the first render and on every change, so the page says the language on screen
 * whichever page the host sent (the Spanish page for `type=1` renders English anew) (decision 0095).
 */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo(() => makeI18n(lang), [lang]);
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
