import { readFileSync } from 'node:fs';

/**
 * The fields a page cannot be drawn without, per page, as the decision names them
 * (docs/decisions/0067-tolerant-reading.md, the table under "Refused for"): the only fields
 * whose odd value may show the failure screen.
 */
export const REQUIRED_FIELDS: Readonly<Record<string, string[]>> = (() => {
  const text = readFileSync('docs/decisions/0067-tolerant-reading.md', 'utf8');
  const table = text.slice(text.indexOf('## Refused for'));
  const out: Record<string, string[]> = {};
  for (const line of table.split('\n')) {
    const cells = /^\| ([^|]+) \| ([^|]*`[^|]+) \|/.exec(line);
    if (!cells) continue;
    out[cells[1]!.trim()] = [...cells[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  }
  return out;
})();
