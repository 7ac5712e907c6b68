import type { Lang } from './define';
import { common } from './messages/common';
import { publicMessages } from '../flows/public/public-messages';
import { calculatorMessages } from '../flows/calculator/calculator-messages';
import { uiMessages } from '../ui/ui-messages';
import { bridgeMessages } from '../bridge/bridge-messages';

// Each area keeps its own bundle in ./messages; they are merged here into one catalogue per language.
const bundles = [common, publicMessages, calculatorMessages, uiMessages, bridgeMessages] as const;

type Merge<T extends readonly { es: Record<string, string> }[]> = T[number]['es'];
type Keys<T> = T extends Record<infer K, string> ? K : never;
export type MessageKey = Keys<Merge<typeof bundles>> extends infer K ? (K extends string ? K : never) : never;

export const catalogues: Record<Lang, Record<string, string>> = {
  es: Object.assign({}, ...bundles.map((b) => b.es)),
  en: Object.assign({}, ...bundles.map((b) => b.en)),
};

export type Params = Record<string, string | number>;

/** Looks up a message and fills `{name}` placeholders. A missing key is returned as-is so it shows up in review. */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const text = catalogues[lang][key] ?? catalogues.es[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
