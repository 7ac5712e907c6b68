// What a loan page shows of its first answer before the app runs (docs/how-a-page-loads.md): the
// page's inline script sent the page's first request (./first-request.ts); when the answer is a
// success, the parts below are written, as text (and one picture through the URL allow-list), into
// the loading frame's place for them (ui/loading-frame.tsx), each with the class of its place on the
// loaded page. The app, once it runs, reads the same answer through its own schema and shows the page.
import { allowedHosts } from '../config/build-env';
import { checkUrlAgainst } from '../config/url-allow-list';
import { successData } from '../api/envelope-code';
import type { Lang } from '../i18n/define';
import { formatMoney } from '../i18n/format';
import { FIRST_ANSWER_SLOT } from '../ui/first-answer-slot';

/**
 * A part of the preview: an element with the class of its place on the loaded page (so it has the
 * size it will have there) and its text, its parts, or a picture's address.
 */
type Part = { tag: 'section' | 'div' | 'span' | 'h2' | 'p' | 'img'; className: string; text?: string; src?: string; parts?: Part[] };
type Data = Record<string, unknown>;

/** Element Timing's name for the preview: the page asks for the app once it is on screen. */
export const FIRST_ANSWER_TIMING = 'first-answer';

const record = (value: unknown): Data => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {});
const shown = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

const text = (tag: Part['tag'], className: string, value: unknown): Part[] => (shown(value) === '' ? [] : [{ tag, className, text: shown(value) }]);
const picture = (className: string, value: unknown): Part[] => {
  const checked = checkUrlAgainst(value, { scheme: '', allowedHosts, allowDeepLink: false });
  return checked.ok ? [{ tag: 'img', className, src: checked.url }] : [];
};
const group = (tag: Part['tag'], className: string, parts: Part[]): Part[] => (parts.length === 0 ? [] : [{ tag, className, parts }]);

// The status card of the loan details page (flows/loan-details), its icon's place kept.
const order = (data: Data): Part[] => {
  const lines = [...text('h2', '', data.noticeStatusText), ...text('p', '', data.noticeDesText)];
  return group('section', 'loan-card details__status', lines.length ? [{ tag: 'span', className: 'details__icon-space' }, ...lines] : []);
};
// The total, the title, the code's picture and the code of the payment instructions (flows/payment-instructions).
const voucher = (data: Data, lang: Lang): Part[] => {
  const d = record(data.repayDetail);
  return [
    ...group('section', 'vc-total', shown(d.amount) === '' ? [] : [{ tag: 'p', className: 'pay-amount', text: formatMoney(d.amount, lang) }]),
    ...group('section', 'pay-card', [
      ...text('h2', 'vc-title', d.repayTitle),
      ...group('div', 'pay-barcode__figure', picture('pay-barcode__img', d.repayCode)),
      ...text('p', 'pay-code vc-code', d.vCode),
    ]),
  ];
};

/** Page path -> what the page shows of its first answer before the app runs. */
export const FIRST_ANSWER_PARTS: Readonly<Record<string, (data: Data, lang: Lang) => Part[]>> = {
  '/loan/detail': order,
  '/loan/order': order,
  '/repay/choose': (data) => text('p', 'pay-notice', data.noticeMsg),
  '/carpmm': voucher,
  '/repay/instructions': voucher,
};

function build(doc: Document, part: Part): Element {
  const el = doc.createElement(part.tag);
  if (part.className) el.className = part.className;
  if (part.src !== undefined || part.text !== undefined) el.setAttribute('elementtiming', FIRST_ANSWER_TIMING);
  if (part.src !== undefined) {
    (el as HTMLImageElement).src = part.src;
    (el as HTMLImageElement).alt = '';
  } else if (part.text !== undefined) el.textContent = part.text;
  for (const child of part.parts ?? []) el.append(build(doc, child));
  return el;
}

/**
 * Writes `parts` into the frame's place for them under `root`, as text and checked picture addresses
 * only, and moves the loading indicator below them (a new one: nothing on screen moves). Returns
 * the first element written, or null.
 */
export function writeFirstAnswer(root: ParentNode, parts: readonly Part[]): Element | null {
  const slot = root.querySelector(`[${FIRST_ANSWER_SLOT}]`);
  if (!slot || parts.length === 0) return null;
  const doc = slot.ownerDocument;
  for (const part of parts) slot.append(build(doc, part));
  const spinner = slot.nextElementSibling;
  if (spinner instanceof HTMLElement) {
    slot.append(spinner.cloneNode(true));
    spinner.hidden = true;
  }
  return slot.firstElementChild;
}

/**
 * Once the page's first answer is there, shows its lines in the loading frame (the prerendered one,
 * or the app's: React leaves the place as it is). Reads a copy of the answer, taken before anyone reads the body; any failure
 * leaves the frame as it is (the page's own request reports it). Resolves to whether it wrote.
 */
export async function showFirstAnswer(response: Promise<Response>, root: HTMLElement, pathname: string, lang: Lang): Promise<boolean> {
  const pick = FIRST_ANSWER_PARTS[pathname.replace(/\/+$/, '')];
  if (!pick) return false;
  const copy = response.then((res) => (res.ok ? res.clone() : null));
  try {
    const res = await copy;
    const data = res && successData(await res.json());
    if (!data) return false;
    return writeFirstAnswer(root, pick(data, lang)) !== null;
  } catch {
    return false;
  }
}
