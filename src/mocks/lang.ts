/** The languages the demo backend writes its texts in; each request asks for one (handlers/route.ts `requestLang`). */
export type Lang = 'en' | 'es';

/** One server text written in each language: `{ es: 'Pago', en: 'Payment' }`. */
export type Texts<T = string> = Readonly<Record<Lang, T>>;
