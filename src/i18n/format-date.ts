// Dates as the pages show them. Apart from ./format.ts (money, in every page's first load through
// the app's i18n context): only the pages that show a date load this and the date reading under it.
import { toDateParts, type DateParts } from '../lib/date-parts';
import { unchanged } from './format';

// An invalid Date would print 'Invalid Date'; show nothing instead.
const unchangedDate = (value: unknown): string => (value instanceof Date ? '' : unchanged(value));

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

function dateText(p: DateParts): string {
  return `${p.year < 0 ? '-' : ''}${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * 'YYYY-MM-DD HH:mm' in the device's local time. Accepts a Date, epoch seconds or milliseconds
 * (number or digit string), wall-clock text such as '2024-01-05 09:30:00' (shown as written), or ISO
 * text with a zone. Anything unreadable is shown unchanged: null/undefined and an invalid Date as ''.
 */
export function formatDate(value: unknown): string {
  const p = toDateParts(value);
  return p ? `${dateText(p)} ${pad(p.hour)}:${pad(p.minute)}` : unchangedDate(value);
}

/** 'YYYY-MM-DD HH:mm:ss', zero-padded; same inputs and fallbacks as formatDate. */
export function formatDateTime(value: unknown): string {
  const p = toDateParts(value);
  return p ? `${dateText(p)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` : unchangedDate(value);
}
