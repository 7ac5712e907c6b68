import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { composeStories, type Meta, type StoryObj } from '@storybook/react-vite';
import { appDecorator, globalTypes } from '../../.storybook/decorators';
import { server } from '../../src/mocks/node';
import { catalogues } from '../../src/i18n/catalogue';
import type { Lang } from '../../src/i18n';

// Every story of every stories file, rendered in English and in Spanish (the toolbar's `lang`
// global, as the app's `type=1` and `type=2`), shows no line of the other language's catalogue:
// for each key whose two texts differ, the Spanish text is not on the English page and the
// English text is not on the Spanish one, in its text and in its labels, titles and alt texts. A
// text with placeholders is looked for by its fixed parts, whatever fills them. Text inside an
// element that names its own language (`lang="en"` on the loan terms, published in English) is
// held to that language. Not the app's own, so not looked at: what the server says in a story (the
// strings of the demo backend's answers while it renders, and the texts the stories file and the
// fixtures it imports write) and any text both languages' catalogues use (the spec's lines shown
// as given are among them).
const storyModules = import.meta.glob<{ default: Meta } & Record<string, StoryObj>>('../../stories/**/*.stories.tsx', { eager: true });

/** Stories in one language whatever the toolbar says: each is rendered and checked in it alone. */
const ownLanguage: Record<string, Lang | Record<string, Lang>> = {
  // The number keyboard on its own, inside an I18nProvider of the story's.
  'ui-number-keyboard.stories.tsx': { Empty: 'es', WithValue: 'es', English: 'en' },
  // The developer's state maps: English made of state and event names, not the app's copy.
  'maps.stories.tsx': 'en',
};

function languageOf(file: string, story: string): Lang | undefined {
  const own = ownLanguage[file];
  return typeof own === 'string' ? own : own?.[story];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const letters = (text: string) => text.replace(/[^\p{L}]/gu, '').length;

/** `parts` joined by a run of up to 60 characters on one line each; a word at either end is whole. */
function sourceOf(parts: string[]): string {
  return parts
    .map(escape)
    .join('[^\\n]{1,60}?')
    .replace(/^(?=[\p{L}\p{N}])/u, '(?<![\\p{L}\\p{N}])')
    .replace(/(?<=[\p{L}\p{N}])$/u, '(?![\\p{L}\\p{N}])');
}

/** The texts a source file writes: quoted strings, template strings (by their fixed parts) and JSX text. */
function textsOf(file: string): string[][] {
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  // A story's name is not on its page.
  const quoted = [...source.matchAll(/(?<!name:\s*)(?:'([^'\n]+)'|"([^"\n]+)")/g)].map((m) => [m[1] ?? m[2] ?? '']);
  const templates = [...source.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').split(/\$\{[^}]*\}/));
  const jsx = [...source.matchAll(/>([^<>{}]+)</g)].map((m) => [(m[1] ?? '').trim()]);
  return [...quoted, ...templates, ...jsx];
}

/** A stories file and the files of stories/ it imports, and theirs. */
function storySources(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const imports = [...readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)]
    .flatMap((m) => ['.ts', '.tsx'].map((ext) => path.join(path.dirname(file), (m[1] ?? '') + ext)))
    .filter((f) => f.startsWith('stories') && existsSync(f));
  return [file, ...imports.flatMap((f) => storySources(f, seen))];
}

interface Said {
  /** Removed wherever they stand: texts of two words or more (most are plain strings). */
  within: (string | RegExp)[];
  /** Removed when it is all a line says: one word ('Plazo' is the server's label, not ours). */
  whole: (text: string) => boolean;
}

/** What the server says on a page of a story: `written` by its stories file and fixtures, and the demo backend's `answers`. */
function said(written: string[][], answers: string[]): Said {
  const texts = [...written, ...answers.map((a) => [a])]
    .filter((parts) => letters(parts.join('')) >= 3)
    .sort((a, b) => b.join('').length - a.join('').length);
  const long = (parts: string[]) => /\s/.test(parts.join('').trim());
  const words = texts.filter((parts) => !long(parts));
  const plainWords = new Set(words.filter((parts) => parts.length === 1).map((parts) => parts.join('').trim()));
  const wordPatterns = words.filter((parts) => parts.length > 1).map((parts) => new RegExp(`^\\s*${parts.map(escape).join('.+?')}\\s*$`, 'u'));
  return {
    within: texts.filter(long).map((parts) => (parts.length === 1 ? parts.join('') : new RegExp(sourceOf(parts), 'gu'))),
    whole: (text) => plainWords.has(text.trim()) || wordPatterns.some((p) => p.test(text)),
  };
}

/** Every string in a JSON answer. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsIn);
}

/** The strings of the demo backend's answers from now on; `stop` gives them. */
function listen(): { stop: () => Promise<string[]> } {
  const bodies: Promise<string[]>[] = [];
  const onAnswer = ({ response }: { response: Response }) => {
    bodies.push(
      response
        .clone()
        .json()
        .then(stringsIn, () => []),
    );
  };
  server.events.on('response:mocked', onAnswer);
  return {
    stop: async () => {
      server.events.removeListener('response:mocked', onAnswer);
      return (await Promise.all(bodies)).flat();
    },
  };
}

interface Foreign {
  key: string;
  text: string;
  pattern: RegExp;
}

/** The other language's lines a `lang` text must not hold. */
function foreignLines(lang: Lang): Foreign[] {
  const other: Lang = lang === 'en' ? 'es' : 'en';
  const own = Object.values(catalogues[lang]);
  return Object.entries(catalogues[other])
    .filter(([key, text]) => catalogues[lang][key] !== text && letters(text.replace(/\{\w+\}/g, '')) >= 3)
    .map(([key, text]) => ({ key, text, pattern: new RegExp(sourceOf(text.split(/\{\w+\}/)), 'u') }))
    .filter(({ pattern }) => !own.some((t) => pattern.test(t)));
}

/** The page's text nodes and its labels, titles, alt texts and placeholders, by the language each is in. */
function shown(pageLang: Lang, says: Said): Record<Lang, string> {
  const out: Record<Lang, string[]> = { en: [], es: [] };
  const add = (where: Element | null, text: string) => {
    const declared = where?.closest('[lang]:not(html)')?.getAttribute('lang')?.slice(0, 2) ?? pageLang;
    let rest = text;
    for (const server of says.within) {
      if (typeof server !== 'string') rest = rest.replace(server, ' ');
      else if (rest.includes(server)) rest = rest.split(server).join(' ');
    }
    if (says.whole(rest)) return;
    if (declared === 'en' || declared === 'es') out[declared].push(rest);
  };
  add(null, document.title);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) add(node.parentElement, node.textContent ?? '');
  for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'alt', 'placeholder']) add(element, element.getAttribute(name) ?? '');
  }
  return { en: out.en.join('\n'), es: out.es.join('\n') };
}

const foreign: Record<Lang, Foreign[]> = { en: foreignLines('en'), es: foreignLines('es') };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

for (const [where, mod] of Object.entries(storyModules)) {
  const file = where.replace('../../stories/', '');
  const written = storySources(path.join('stories', file)).flatMap(textsOf);
  describe(file, () => {
    for (const lang of ['en', 'es'] as const) {
      const stories = composeStories(mod, { decorators: [appDecorator], globalTypes, initialGlobals: { lang } });
      for (const [story, Story] of Object.entries(stories)) {
        if ((languageOf(file, story) ?? lang) !== lang) continue;
        it(`${story} in ${lang === 'en' ? 'English' : 'Spanish'} shows no line of the other language`, async () => {
          const answers = listen();
          const { container } = render(<Story />);
          await Story.play?.({ canvasElement: container });
          await act(async () => {
            await new Promise((r) => setTimeout(r, 20));
          });
          expect(document.documentElement.lang).toBe(lang);
          const texts = shown(lang, said(written, await answers.stop()));
          const found = (['en', 'es'] as const).flatMap((l) =>
            foreign[l]
              .filter(({ pattern }) => pattern.test(texts[l]))
              .map(({ key, text }) => `${l === 'en' ? 'Spanish' : 'English'} line ${key}: ${text}`),
          );
          expect(found, `${file} › ${story} in ${lang === 'en' ? 'English' : 'Spanish'}`).toEqual([]);
        });
      }
    }
  });
}
