export type Lang = 'es' | 'en';

/** A message bundle: the Spanish keys define the set; English must have exactly the same keys. */
export function defineMessages<K extends string>(bundle: { es: Record<K, string>; en: Record<K, string> }) {
  return bundle;
}
