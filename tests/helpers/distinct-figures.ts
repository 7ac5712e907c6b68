import { expect } from 'vitest';

/**
 * Every figure a page shows, named by the spec's field, with the value the fixture gives it. The
 * values must all differ: a page showing the wrong field for a figure then shows a different text,
 * so no check can pass by coincidence (docs/decisions/0134).
 */
export function expectDistinctFigures(figures: Record<string, unknown>): void {
  const byValue = new Map<string, string[]>();
  for (const [field, value] of Object.entries(figures)) {
    const key = String(value);
    byValue.set(key, [...(byValue.get(key) ?? []), field]);
  }
  const same = [...byValue.entries()].filter(([, fields]) => fields.length > 1).map(([value, fields]) => `${fields.join(' = ')} (${value})`);
  expect(same, 'fixture fields that show the same value').toEqual([]);
}
