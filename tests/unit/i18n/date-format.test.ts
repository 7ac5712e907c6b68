import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime } from '../../../src/i18n/format-date';
import { daysInMonth, EPOCH_SECONDS_LIMIT } from '../../../src/lib/date-parts';
import { perCase } from '../../helpers/budget';

const RUNS = { numRuns: 1000 };
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const p2 = (n: number) => String(n).padStart(2, '0');

// Reference built from the local getters, independent of the implementation's path.
function local(d: Date): string {
  const y = d.getFullYear();
  return `${y < 0 ? '-' : ''}${String(Math.abs(y)).padStart(4, '0')}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;
}

describe('formatDate / formatDateTime', { timeout: perCase(1000) }, () => {
  it('formats a local Date zero-padded', () => {
    const d = new Date(2024, 0, 5, 3, 4, 5);
    expect(formatDate(d)).toBe('2024-01-05 03:04');
    expect(formatDateTime(d)).toBe('2024-01-05 03:04:05');
  });

  it.each([
    ['2024-01-05 09:30:00', '2024-01-05 09:30:00'],
    ['2024/1/5 9:3:7', '2024-01-05 09:03:07'],
    ['2024-12-31T23:59', '2024-12-31 23:59:00'],
    ['2024-02-29', '2024-02-29 00:00:00'],
    [' 2024-01-05 09:30:00.123 ', '2024-01-05 09:30:00'],
  ])('shows wall-clock text %j as written: %j', (text, expected) => {
    expect(formatDateTime(text)).toBe(expected);
    expect(formatDate(text)).toBe(expected.slice(0, 16));
  });

  it('reads epoch seconds and milliseconds, as numbers or digit strings', () => {
    const ms = Date.UTC(2024, 0, 5, 9, 30, 15);
    expect(formatDateTime(ms)).toBe(local(new Date(ms)));
    expect(formatDateTime(ms / 1000)).toBe(local(new Date(ms)));
    expect(formatDateTime(String(ms))).toBe(local(new Date(ms)));
    expect(formatDateTime(String(ms / 1000))).toBe(local(new Date(ms)));
  });

  it('reads ISO text with a zone as an instant in local time', () => {
    expect(formatDateTime('2024-01-05T09:30:15Z')).toBe(local(new Date(Date.UTC(2024, 0, 5, 9, 30, 15))));
    expect(formatDateTime('2024-01-05T09:30:15.250-06:00')).toBe(local(new Date(Date.UTC(2024, 0, 5, 15, 30, 15))));
  });

  it.each(['2024-02-30 10:00', '2023-02-29', '2024-13-01', '2024-01-05 24:00', '2024-01-05 10:60', 'yesterday', '05/01/2024', 'NaN', ''])(
    'shows the unreadable %j unchanged',
    (text) => {
      expect(formatDate(text)).toBe(text);
      expect(formatDateTime(text)).toBe(text);
    },
  );

  it('shows null, undefined and an invalid Date as empty, other non-dates as text', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime(new Date('nope'))).toBe('');
    expect(formatDate(Number.NaN)).toBe('NaN');
    expect(formatDate(9e15 * 1000)).toBe(String(9e15 * 1000));
    expect(formatDate({})).toBe('[object Object]');
  });

  it('formats any Date with the local calendar and clock', () => {
    const dates = fc.date({ min: new Date(-62135596800000), max: new Date(Date.UTC(9999, 11, 30)), noInvalidDate: true });
    fc.assert(
      fc.property(dates, (d) => {
        const text = formatDateTime(d);
        expect(text).toMatch(DATE_TIME);
        expect(text).toBe(local(d));
        expect(formatDate(d)).toBe(text.slice(0, 16));
      }),
      RUNS,
    );
  });

  it('treats numbers below the limit as seconds and the rest as milliseconds', () => {
    const seconds = fc.integer({ min: -(EPOCH_SECONDS_LIMIT - 1), max: EPOCH_SECONDS_LIMIT - 1 });
    const millis = fc.integer({ min: EPOCH_SECONDS_LIMIT, max: 8.64e15 });
    fc.assert(
      fc.property(seconds, millis, (s, ms) => {
        expect(formatDateTime(s)).toBe(local(new Date(s * 1000)));
        expect(formatDateTime(String(s))).toBe(local(new Date(s * 1000)));
        expect(formatDateTime(ms)).toBe(local(new Date(ms)));
        expect(formatDateTime(String(ms))).toBe(local(new Date(ms)));
      }),
      RUNS,
    );
  });

  it('shows any valid wall-clock text with its own fields, zero-padded', () => {
    const wall = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 })).chain(([year, month]) =>
      fc.record({
        year: fc.constant(year),
        month: fc.constant(month),
        day: fc.integer({ min: 1, max: daysInMonth(year, month) }),
        hour: fc.integer({ min: 0, max: 23 }),
        minute: fc.integer({ min: 0, max: 59 }),
        second: fc.integer({ min: 0, max: 59 }),
      }),
    );
    fc.assert(
      fc.property(wall, fc.constantFrom('-', '/'), fc.constantFrom(' ', 'T'), fc.boolean(), (f, sep, mid, padded) => {
        const n = (v: number) => (padded ? p2(v) : String(v));
        const text = `${String(f.year).padStart(4, '0')}${sep}${n(f.month)}${sep}${n(f.day)}${mid}${n(f.hour)}:${n(f.minute)}:${n(f.second)}`;
        const expected = `${String(f.year).padStart(4, '0')}-${p2(f.month)}-${p2(f.day)} ${p2(f.hour)}:${p2(f.minute)}:${p2(f.second)}`;
        expect(formatDateTime(text)).toBe(expected);
        expect(formatDate(text)).toBe(expected.slice(0, 16));
      }),
      RUNS,
    );
  });

  it('either formats a string as a date or leaves it exactly as it was', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 25 }), fc.stringMatching(/^\d{4}[-/]\d{1,2}[-/]\d{1,2}( \d{1,2}:\d{1,2}(:\d{1,2})?)?$/)), (s) => {
        const text = formatDateTime(s);
        expect(DATE_TIME.test(text) || text === s).toBe(true);
      }),
      RUNS,
    );
  });
});
