/** Calendar and clock fields of a moment, in the device's local time. */
export interface DateParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Numbers below this are epoch seconds (up to the year 5138), the rest epoch milliseconds (from March 1973).
export const EPOCH_SECONDS_LIMIT = 1e11;

// Server wall-clock text ('2024-01-05 09:30:00', '2024/1/5', 'T' also accepted) is read as written, with
// no trip through Date: Safari's Date cannot parse the space form, and a DST gap would shift the hour.
const WALL_CLOCK = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.\d{1,9})?)?)?$/;
// ISO text with a zone is an instant shown in local time; only forms every engine's Date parses
// (colon in the offset, at most milliseconds).
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;
const EPOCH_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function fromDate(date: Date): DateParts | null {
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

function fromEpoch(n: number): DateParts | null {
  if (!Number.isFinite(n)) return null;
  return fromDate(new Date(Math.abs(n) < EPOCH_SECONDS_LIMIT ? n * 1000 : n));
}

function fromWallClock(m: RegExpExecArray): DateParts | null {
  const part = (i: number) => Number(m[i] ?? 0);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)] as const;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

/**
 * Reads a Date, an epoch number (seconds or milliseconds, see EPOCH_SECONDS_LIMIT), a string of
 * digits (an epoch value), wall-clock text, or ISO text with a zone. Anything else gives null.
 */
export function toDateParts(value: unknown): DateParts | null {
  if (value instanceof Date) return fromDate(value);
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (EPOCH_TEXT.test(text)) return fromEpoch(Number(text));
  const wall = WALL_CLOCK.exec(text);
  if (wall) return fromWallClock(wall);
  if (ZONED.test(text)) return fromDate(new Date(text));
  return null;
}
