// What a loan page shows of its first answer before the app runs (docs/how-a-page-loads.md): the
// page's inline script sent the page's first request (./first-request.ts); when the answer is a
// success, the parts below are written, as text (and one picture through the URL allow-list), into
// the loading frame's place for them (ui/loading-frame.tsx), each with the class of its place on the
// loaded page. The app, once it runs, reads the same answer through its own schema and shows the page.
import { successData } from '../api/envelope-code';
import { isRecord } from '../lib/record';
import type { Lang } from '../i18n/define';
import { FIRST_ANSWER_SLOT } from '../ui/first-answer-slot';

/**
 * A part of the preview: an element with the class of its place on the loaded page (so it has the
 * size it will have there) and its text, its parts, or a picture's address.
 */
export type Part = { tag: 'section' | 'div' | 'span' | 'h2' | 'p' | 'img'; className: string; text?: string; src?: string; parts?: Part[] };
export type Data = Record<string, unknown>;

/** Element Timing's name for the preview: the page asks for the app once it is on screen. */
export const FIRST_ANSWER_TIMING = 'first-answer';

export const record = (value: unknown): Data => (isRecord(value) ? value : {});
export const shown = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

export const text = (tag: Part['tag'], className: string, value: unknown): Part[] =>
  shown(value) === '' ? [] : [{ tag, className, text: shown(value) }];
export const group = (tag: Part['tag'], className: string, parts: Part[]): Part[] => (parts.length === 0 ? [] : [{ tag, className, parts }]);

// The status card of the loan details page (flows/loan-details), its icon's place kept.
const order = (data: Data): Part[] => {
  const lines = [...text('h2', '', data.noticeStatusText), ...text('p', '', data.noticeDesText)];
  return group('section', 'loan-card details__status', lines.length ? [{ tag: 'span', className: 'details__icon-space' }, ...lines] : []);
};
/** Page path -> what the page shows of its first answer before the app runs. */
export type FirstAnswerParts = Readonly<Record<string, (data: Data, lang: Lang) => Part[]>>;

/** The order pages' parts (the payment pages' are in ./first-answer-voucher.ts, with their own inline script). */
export const ORDER_ANSWER_PARTS: FirstAnswerParts = {
  '/loan/detail': order,
  '/loan/order': order,
  '/repay/choose': (data) => text('p', 'pay-notice', data.noticeMsg),
};

function build(doc: Document, part: Part): Element {
  const el = doc.createElement(part.tag);
  if (part.className) el.className = part.className;
  if (part.src !== undefined || part.text !== undefined) el.setAttribute('elementtiming', FIRST_ANSWER_TIMING);
  if (part.src !== undefined) {
    el.setAttribute('src', part.src);
    el.setAttribute('alt', '');
  } else if (part.text !== undefined) el.textContent = part.text;
  for (const child of part.parts ?? []) el.append(build(doc, child));
  return el;
}

/**
 * Writes `parts` into the frame's place for them under `root`, as text and checked picture addresses
 * only, and moves the loading indicator below them (a new one: nothing on screen moves). The frame's
 * own indicator is left as React rendered it (no attribute changed, so hydration finds it as it
 * was); the stylesheet hides it once the place holds something (ui/ui.css). Returns the first
 * element written, or null.
 */
export function writeFirstAnswer(root: ParentNode, parts: readonly Part[]): Element | null {
  const slot = root.querySelector(`[${FIRST_ANSWER_SLOT}]`);
  if (!slot || parts.length === 0) return null;
  const doc = slot.ownerDocument;
  for (const part of parts) slot.append(build(doc, part));
  const spinner = slot.nextElementSibling;
  if (spinner) slot.append(spinner.cloneNode(true));
  return slot.firstElementChild;
}

/**
 * Once the page's first answer is there, shows its lines in the loading frame (the prerendered one,
 * or the app's: React leaves the place as it is). Reads a copy of the answer, taken before anyone reads the body; any failure
 * leaves the frame as it is (the page's own request reports it). Resolves to whether it wrote.
 */
export async function showFirstAnswer(
  parts: FirstAnswerParts,
  response: Promise<Response>,
  root: HTMLElement,
  pathname: string,
  lang: Lang,
): Promise<boolean> {
  const pick = parts[pathname.replace(/\/+$/, '')];
  if (!pick) return false;
  const copy = response.then((res) => (res.ok ? res.clone() : null));
  try {
    const res = await copy;
    const data = res && successData(await res.json());
    if (!data) return false;
    const written = writeFirstAnswer(root, pick(data, lang));
    if (!written) return false;
    // The page the host sent may be the other language's (the app then renders this one anew):
    // the answer's parts say their own language until it does.
    if (root.ownerDocument.documentElement.lang !== lang)
      for (let el: Element | null = written; el && !el.classList.contains('ui-page-state'); el = el.nextElementSibling) el.setAttribute('lang', lang);
    return true;
  } catch {
    return false;
  }
}
