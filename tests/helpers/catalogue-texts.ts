// Every text of the catalogues (src/i18n/messages), by language, placeholders kept as written:
// what a failure screen may show besides the server's own message.
const modules = import.meta.glob<Record<string, unknown>>('../../src/i18n/messages/*.ts', { eager: true });

function texts(lang: 'en' | 'es'): string[] {
  const out: string[] = [];
  for (const module of Object.values(modules)) {
    for (const bundle of Object.values(module)) {
      const messages = (bundle as Partial<Record<'en' | 'es', Record<string, string>>>)?.[lang];
      if (messages && typeof messages === 'object') out.push(...Object.values(messages));
    }
  }
  return out;
}

export const CATALOGUE_EN: readonly string[] = texts('en');
export const CATALOGUE_ES: readonly string[] = texts('es');
