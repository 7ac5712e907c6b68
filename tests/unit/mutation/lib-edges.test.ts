// Edges of src/lib/ that mutants showed untested (docs/mutation-score.md). Every expected value is
// written by hand from the rule the function documents.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/i18n/format-date';
import { capLength, isComplaintImageCountValid, isRegistrationPhone } from '../../../src/lib/validators';
import { getCookie } from '../../../src/lib/cookie';
import { clientType } from '../../../src/lib/user-agent';

const p2 = (n: number) => String(n).padStart(2, '0');
/** The local wall clock of an instant, from the Date getters (not from the code under test). */
const local = (d: Date) =>
  `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;

describe('dates: what is read, what is shown unchanged', () => {
  it.each([
    // Leap years: every 4th, but not every 100th, yet every 400th.
    ['2000-02-29', '2000-02-29 00:00:00'],
    ['2024-02-29 10:00', '2024-02-29 10:00:00'],
    ['2024-01-31 23:59:59', '2024-01-31 23:59:59'],
    ['2024-01-01 00:00:00', '2024-01-01 00:00:00'],
  ])('reads %j as %j', (text, shown) => {
    expect(formatDateTime(text)).toBe(shown);
  });

  it.each([
    '1900-02-29', // 1900 is not a leap year (a 100th that is not a 400th)
    '2100-02-29',
    '2024-00-05', // no month 0
    '2024-01-00', // no day 0
    '2024-01-32',
    '2024-01-05 10:00:60', // no second 60
    'x2024-01-05', // text before the date
    '2024-01-05 09:30:00.1234567890', // more than 9 decimals of a second
  ])('shows %j unchanged', (text) => {
    expect(formatDateTime(text)).toBe(text);
  });

  it('reads epoch seconds with decimals, and ISO text with a zone but no seconds', () => {
    expect(formatDateTime('1704447015.25')).toBe(local(new Date(1704447015250)));
    expect(formatDateTime('1704447015.5')).toBe(local(new Date(1704447015500)));
    expect(formatDateTime('2024-01-05T09:30Z')).toBe(local(new Date(Date.UTC(2024, 0, 5, 9, 30, 0))));
    expect(formatDateTime('1704447015.')).toBe('1704447015.');
  });
});

describe('capLength: at most max UTF-16 units, never half an emoji', () => {
  const emoji = '\u{1F600}'; // two units: \uD83D\uDE00
  it.each([
    ['abc', 3, 'abc'],
    ['abcd', 3, 'abc'],
    [`ab${emoji}`, 4, `ab${emoji}`],
    [`ab${emoji}`, 3, 'ab'],
    // A value that fits is kept as it is, even ending in a lone high surrogate.
    ['a\uD83D', 2, 'a\uD83D'],
    // The first and the last high surrogate are both dropped when the cut ends on them.
    ['a\uD800\uDC00b', 2, 'a'],
    ['a\uDBFF\uDFFFb', 2, 'a'],
    // A low surrogate or the unit after the range is not a pair's first half.
    ['a\uDC00b', 2, 'a\uDC00'],
    ['a\uE000b', 2, 'a\uE000'],
    ['abc', -1, ''],
    ['abc', Number.POSITIVE_INFINITY, 'abc'],
    ['abc', Number.NaN, ''],
  ])('capLength(%j, %d) is %j', (value, max, expected) => {
    expect(capLength(value, max)).toBe(expected);
  });
});

describe('other rules', () => {
  it('a registration phone is the whole value: 11 digits, 1 then 3-9', () => {
    expect(isRegistrationPhone('13912345678')).toBe(true);
    expect(isRegistrationPhone('x13912345678')).toBe(false);
    expect(isRegistrationPhone('139123456789')).toBe(false);
    expect(isRegistrationPhone('12912345678')).toBe(false);
  });

  it.each([
    [0, true],
    [9, true],
    [10, false],
    [-1, false],
    [2.5, false],
  ])('an image count of %d is valid: %s', (count, valid) => {
    expect(isComplaintImageCountValid(count)).toBe(valid);
  });

  it('reads a cookie by its whole name only', () => {
    expect(getCookie('ab', { cookie: 'abc' })).toBeUndefined();
    expect(getCookie('ab', { cookie: 'abc=1; ab=2' })).toBe('2');
    expect(getCookie('ab', { cookie: 'x=1; ab=hola%20mundo' })).toBe('hola mundo');
    expect(getCookie('ab', { cookie: 'ab=%E0%A4%A' })).toBeUndefined();
  });

  it('a Mac counts as iOS only with more than one touch point; Android is checked first', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15';
    expect(clientType(mac, 5)).toBe('ios');
    expect(clientType(mac, 1)).toBe('android');
    expect(clientType(mac, 0)).toBe('android');
    expect(clientType('Mozilla/5.0 (Linux; Android 13; iPad-like tablet)')).toBe('android');
  });
});
