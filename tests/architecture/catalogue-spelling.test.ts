import { createRequire } from 'node:module';
import { readSettings, validateText, type CSpellUserSettings } from 'cspell-lib';
import { describe, expect, it } from 'vitest';
import { englishWords, names, spanishWords, verbatimLines, type Allowed } from './catalogue-words';

// Every catalogue line is spelt right in its own language: cspell checks each English value
// against the English dictionary alone and each Spanish value against the Spanish one alone, so
// a Spanish line left in the English catalogue (or the reverse) fails as well as a misspelling.
// Placeholders ({value}) are not words. The lines the spec quotes (in Chinese, and a few in one
// language shown whatever the language) pass as exact lines listed with their reasons in
// catalogue-words.ts; a Chinese line not listed there fails.

type Lang = 'en' | 'es';
interface Line {
  file: string;
  key: string;
  text: string;
}

const modules = import.meta.glob<Record<string, unknown>>('../../src/i18n/messages/*.ts', { eager: true });

function isTexts(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

function lines(lang: Lang): Line[] {
  return Object.entries(modules).flatMap(([path, module]) =>
    Object.values(module).flatMap((bundle) => {
      const texts: unknown = typeof bundle === 'object' && bundle !== null && lang in bundle ? Reflect.get(bundle, lang) : undefined;
      if (!isTexts(texts)) return [];
      const file = path.slice(path.lastIndexOf('/') + 1);
      return Object.entries(texts).map(([key, text]) => ({ file, key, text }));
    }),
  );
}

const require = createRequire(import.meta.url);
const dictionaries: Record<Lang, { pkg: string; words: readonly Allowed[] }> = {
  en: { pkg: '@cspell/dict-en_us', words: englishWords },
  es: { pkg: '@cspell/dict-es-es', words: spanishWords },
};

/** cspell settings with exactly one language's dictionary (as its package defines it) and words. */
async function settingsFor(lang: Lang): Promise<CSpellUserSettings> {
  const { pkg, words } = dictionaries[lang];
  const ext = await readSettings(require.resolve(pkg));
  const definitions = ext.dictionaryDefinitions ?? [];
  return {
    language: lang,
    dictionaryDefinitions: definitions,
    dictionaries: definitions.map((d) => d.name),
    words: words.map((w) => w.text),
    ignoreRegExpList: names.map((n) => new RegExp(n.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')),
    // Accents and case count ("informacion" is not "información"); short words are words too.
    caseSensitive: true,
    minWordLength: 2,
  };
}

const verbatim = new Set(verbatimLines.map((l) => l.text));
const han = /\p{Script=Han}/u;
const placeholder = /\{\w+\}/g;

const settings: Record<Lang, CSpellUserSettings> = { en: await settingsFor('en'), es: await settingsFor('es') };

/** The words of `text` that `lang`'s dictionary does not know. */
async function unknownWords(lang: Lang, text: string): Promise<string[]> {
  return (await validateText(text, settings[lang])).map((issue) => issue.text);
}

/** "key (file): words" for each line with words its language's dictionary does not know. */
async function misspelt(lang: Lang): Promise<string[]> {
  const checked = lines(lang).filter((l) => !verbatim.has(l.text));
  // One document, one catalogue line per text line; a placeholder becomes spaces of its length.
  const texts = checked.map((l) => l.text.replace(placeholder, (m) => ' '.repeat(m.length)).replace(/\n/g, ' '));
  const starts: number[] = [];
  let at = 0;
  for (const text of texts) {
    starts.push(at);
    at += text.length + 1;
  }
  const document = texts.join('\n');
  const issues = await validateText(document, settings[lang], { generateSuggestions: true, numSuggestions: 2 });
  const byLine = new Map<number, string[]>();
  for (const issue of issues) {
    const index = starts.filter((start) => start <= issue.offset).length - 1;
    const hint = issue.suggestions?.length ? ` (${issue.suggestions.join(', ')}?)` : '';
    byLine.set(index, [...(byLine.get(index) ?? []), `"${issue.text}"${hint}`]);
  }
  return [...byLine].map(([i, words]) => `${checked[i]?.key} (${checked[i]?.file}): ${words.join(', ')}`);
}

describe('catalogue spelling', () => {
  it('tells the two languages apart: each dictionary knows its own words and not the other’s', async () => {
    expect(await unknownWords('en', 'Payment stopped: the order is missing.')).toEqual([]);
    expect(await unknownWords('es', 'Pago detenido: falta el pedido.')).toEqual([]);
    expect(await unknownWords('en', 'Pago detenido: falta el pedido.')).toEqual(['Pago', 'detenido', 'falta', 'pedido']);
    expect(await unknownWords('es', 'Payment stopped: the order is missing.')).toEqual(['Payment', 'stopped', 'the', 'order', 'missing']);
    // Accents count.
    expect(await unknownWords('es', 'Numero de telefono')).toEqual(['telefono']);
  });

  it.each(['en', 'es'] as const)('every %s line is spelt right by its own dictionary alone', async (lang) => {
    expect(await misspelt(lang)).toEqual([]);
  });

  it('has Chinese only in the spec lines listed as verbatim, and every listed line is in use', () => {
    const all = [...lines('en'), ...lines('es')];
    const unlisted = all.filter((l) => han.test(l.text) && !verbatim.has(l.text)).map((l) => `${l.key} (${l.file}): ${l.text}`);
    expect(unlisted).toEqual([]);
    const texts = new Set(all.map((l) => l.text));
    expect(verbatimLines.filter((l) => !texts.has(l.text)).map((l) => l.text)).toEqual([]);
  });

  it('lists only words its catalogue uses', () => {
    const unused = (list: readonly Allowed[], texts: string[]) =>
      list.filter((w) => !texts.some((t) => t.toLowerCase().includes(w.text.toLowerCase()))).map((w) => w.text);
    const en = lines('en').map((l) => l.text);
    const es = lines('es').map((l) => l.text);
    expect(unused(englishWords, en)).toEqual([]);
    expect(unused(spanishWords, es)).toEqual([]);
    expect(unused(names, [...en, ...es])).toEqual([]);
  });

  it('gives every allowed word and line its reason, once', () => {
    for (const list of [names, englishWords, spanishWords, verbatimLines]) {
      expect(list.filter((w) => w.reason.trim().length < 8).map((w) => w.text)).toEqual([]);
      expect(new Set(list.map((w) => w.text)).size).toBe(list.length);
    }
  });
});
