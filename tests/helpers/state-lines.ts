import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

// Every line in every state, in both languages (docs/decisions/0134). A page's catalogue keys are
// read from its source files; a test pins each key's text in Spanish and in English by hand, says in
// which states each key is shown, and checks on the page, in each state and language, that exactly
// those texts are shown and no other text of the page's keys. A swap of two keys on a page, or of
// two texts in one language's catalogue, then fails.

export type Lang = 'es' | 'en';
export type Pinned = Record<string, Record<Lang, string>>;

/** The texts of the shared loading and failure frame (src/ui/page-state.tsx), pinned once for every page's table. */
export const FRAME_PINNED: Pinned = {
  'common.loading': { es: 'Cargando…', en: 'Loading…' },
  'common.retry': { es: 'Reintentar', en: 'Retry' },
  'ui.loadFailed': { es: 'No se pudo cargar la información.', en: 'The information could not be loaded.' },
};

const modules = import.meta.glob<Record<string, unknown>>('../../src/i18n/messages/*.ts', { eager: true });

function catalogue(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const module of Object.values(modules)) {
    for (const bundle of Object.values(module)) {
      const messages = (bundle as Partial<Record<Lang, Record<string, string>>>)?.[lang];
      if (messages && typeof messages === 'object') for (const [key, text] of Object.entries(messages)) out.set(key, text);
    }
  }
  return out;
}

/** Each catalogue's key -> text, as the app's bundles define them. */
export const CATALOGUE: Record<Lang, Map<string, string>> = { es: catalogue('es'), en: catalogue('en') };

/**
 * The catalogue keys named in `files` (any quoted string that is a key: `t('x')`, a table of keys),
 * and every key under each of `templated` (a key the page builds: `register.notice.${key}`).
 */
export function keysIn(files: string[], templated: string[] = []): string[] {
  const keys = new Set<string>([...CATALOGUE.en.keys()].filter((key) => templated.some((prefix) => key.startsWith(prefix))));
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/'([\w-]+(?:\.[\w-]+)+)'/g)) {
      const key = m[1] ?? '';
      if (CATALOGUE.en.has(key)) keys.add(key);
    }
  }
  return [...keys].sort();
}

/** Every string the page shows: each text node, and each alt, aria-label, title and placeholder. */
export function shownStrings(root: HTMLElement = document.body): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text) out.push(text);
  }
  for (const el of root.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(name)?.trim();
      if (value) out.push(value);
    }
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pinned text as a whole-string pattern, each `{placeholder}` standing for any text. */
const pattern = (text: string) => new RegExp(`^${escape(text).replace(/\\\{\w+\\\}/g, '.+?')}$`);

/** The keys among `keys` whose pinned text in `lang` is one of the strings shown. */
export function keysShown(keys: string[], pinned: Pinned, lang: Lang, shown = shownStrings()): string[] {
  return keys.filter((key) => {
    const text = pinned[key]?.[lang];
    if (text === undefined) throw new Error(`No pinned text for ${key}: add it to the test's table`);
    const p = pattern(text);
    return shown.some((s) => p.test(s));
  });
}

/** In this state and language, the page shows exactly the texts of `expected` among all of `pageKeys`. */
export function expectLines(expected: string[], pageKeys: string[], pinned: Pinned, lang: Lang): void {
  expect(keysShown(pageKeys, pinned, lang), `the ${lang} lines shown`).toEqual([...expected].sort());
}

/** The pinned texts are the catalogue's, key by key, in each language. */
export function expectPinnedAreTheCatalogue(pinned: Pinned): void {
  for (const lang of ['es', 'en'] as const) {
    const actual = Object.fromEntries(Object.keys(pinned).map((key) => [key, CATALOGUE[lang].get(key)]));
    const wanted = Object.fromEntries(Object.entries(pinned).map(([key, texts]) => [key, texts[lang]]));
    expect(actual, `the ${lang} catalogue`).toEqual(wanted);
  }
}
