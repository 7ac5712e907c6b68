import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_EN, CATALOGUE_ES } from './catalogue-texts';

// What an alert or status may say: our catalogue messages (placeholders filled with anything) and
// the server's own messages, here the texts the demo backend and the story fixtures send. Anything
// else (a schema path, an exception message, "HTTP 500") is internal text that must not show.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const catalogue = [...new Set([...CATALOGUE_EN, ...CATALOGUE_ES])]
  // A text that is mostly a placeholder ('{code}') would match anything.
  .filter((t) => t.replace(/\{\w+\}/g, '').trim().length >= 3)
  .sort((a, b) => b.length - a.length)
  .map((t) => new RegExp(escape(t).replace(/\\\{\w+\\\}/g, '.+?'), 'g'));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

const serverTexts = [
  ...new Set(
    ['src/mocks', 'stories', 'tests/machines', 'tests/views']
      .flatMap(files)
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'([^'\n]{4,})'|"([^"\n]{4,})"/g)].map((m) => m[1] ?? m[2] ?? '')),
  ),
]
  .filter((t) => /\s/.test(t) || /[\u0080-\uffff]/.test(t))
  .sort((a, b) => b.length - a.length);

/** The part of `text` that is neither a catalogue message nor a server message ('' when none). */
export function unexplainedText(text: string): string {
  let rest = text;
  for (const server of serverTexts) rest = rest.split(server).join(' ');
  for (const pattern of catalogue) rest = rest.replace(pattern, ' ');
  return rest.replace(/\s+/g, ' ').trim();
}
