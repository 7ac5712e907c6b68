import type { Lang } from '../i18n/define';

/** The `type` flag of the page query: 1 English (peso sign), 2 Spanish ($), anything else Spanish. */
export function languageFromQuery(search: string | URLSearchParams): Lang {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('type') === '1' ? 'en' : 'es';
}
