// The early view of a loan page (docs/decisions/0053-early-view.md): the page's inline script
// (src/boot-data.ts) writes the answer to the page's first request into the prerendered loading
// frame, as text, before the app has loaded; the app's loading frame then renders the same answer
// (src/ui/early.tsx) until the page's machine has the checked data.
//
// The frame marks what it shows with attributes, written only into the prerendered HTML:
// - data-early-text="a.b": the text at that path of the answer's `data` (a string or a finite
//   number), formatted by data-early-format ('money'); the element is shown once it has text;
// - data-early-show="a.b": shown when that value is there ("" for: when the answer is there);
// - data-early-hide: hidden when the answer is there.
import { successData } from '../api/envelope-code';
import { EARLY_MAX_AGE_MS } from '../api/early-response';
import type { Lang } from '../i18n/define';
import { formatMoney } from '../i18n/format';
import { whenReported } from '../lib/when-reported';
import { APP_RENDERING, EARLY_ATTRS, EARLY_TIMING } from './early-marks';

export type EarlyData = Readonly<Record<string, unknown>>;
export type EarlyFormat = 'money';

interface Kept {
  href: string;
  at: number;
  data: EarlyData;
}

// One record for the page: the inline script and the app each have their own copy of this module.
const STORE = 'loan-journey.early-view';
type Store = { [STORE]?: Kept };

/** The page address an answer belongs to: path and query. */
export const hrefOf = (location: Pick<Location, 'pathname' | 'search'>): string => `${location.pathname}${location.search}`;

export function keepEarlyData(href: string, data: EarlyData, now = Date.now()): void {
  (globalThis as Store)[STORE] = { href, at: now, data };
}

/** The kept answer for this address, while it is fresh; null otherwise. */
export function earlyDataFor(href: string, now = Date.now()): EarlyData | null {
  const kept = (globalThis as Store)[STORE];
  return kept && kept.href === href && now - kept.at <= EARLY_MAX_AGE_MS ? kept.data : null;
}

/** Tests: forget the kept answer. */
export function clearEarlyData(): void {
  delete (globalThis as Store)[STORE];
}

/** The value at a dotted path of the answer as text: '' unless it is a string or a finite number. */
export function earlyValue(data: EarlyData, path: string, format: EarlyFormat | undefined, lang: Lang): string {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, key)) return '';
    value = (value as Record<string, unknown>)[key];
  }
  if (!(typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))) return '';
  const text = format === 'money' ? formatMoney(value, lang) : String(value);
  return text.trim() === '' ? '' : text;
}

/** Writes the answer into the marked elements under `root` (text only, never markup); returns how many texts it wrote. */
export function fillEarlyView(root: ParentNode, data: EarlyData, lang: Lang): number {
  let written = 0;
  for (const el of root.querySelectorAll<HTMLElement>(`[${EARLY_ATTRS.text}]`)) {
    const format = el.getAttribute(EARLY_ATTRS.format) === 'money' ? 'money' : undefined;
    const text = earlyValue(data, el.getAttribute(EARLY_ATTRS.text) ?? '', format, lang);
    if (text === '') continue;
    el.textContent = text;
    el.hidden = false;
    written++;
  }
  for (const el of root.querySelectorAll<HTMLElement>(`[${EARLY_ATTRS.show}]`)) {
    const path = el.getAttribute(EARLY_ATTRS.show) ?? '';
    if (path === '' || earlyValue(data, path, undefined, lang) !== '') el.hidden = false;
  }
  for (const el of root.querySelectorAll<HTMLElement>(`[${EARLY_ATTRS.hide}]`)) el.hidden = true;
  return written;
}

/**
 * Resolves once a text of the early view (marked `elementtiming`) has been presented on screen, as
 * the browser's Element Timing reports it; after the next frame where that API is missing.
 */
export function earlyViewPresented(): Promise<void> {
  return whenReported('element', (entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === EARLY_TIMING);
}

/**
 * When the page's first response is a success, keeps its data for the app and writes it into the
 * prerendered frame under `root`. Reads a copy of the body: the API layer takes the response itself.
 * Any failure leaves the frame as it is (the page's machine reports it). Resolves to whether it
 * wrote any text.
 */
export async function showEarlyView(response: Promise<Response>, root: HTMLElement, href: string, lang: Lang): Promise<boolean> {
  try {
    const res = await response;
    if (!res.ok) return false;
    const data = successData(await res.clone().json());
    if (!data) return false;
    keepEarlyData(href, data);
    // Only the prerendered frame: once the app renders, React owns the page (and reads the kept data).
    return !root.hasAttribute(APP_RENDERING) && fillEarlyView(root, data, lang) > 0;
  } catch {
    /* the page's own request reports it */
    return false;
  }
}
