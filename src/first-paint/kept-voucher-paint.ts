// The payment code kept on the phone, shown by the page's inline script before the app runs
// (docs/decisions/0136, amendment): at the counter with no signal, the first request fails at once,
// and the inline script (./boot-voucher.ts) imports this module, from the app worker's cache, to
// draw the kept code into the loading frame's place for the first answer: the amount, the title,
// the line that it is shown without a connection and since when, the barcode drawn on the phone,
// the code and the company. The app, once it runs, shows the same page from the same kept code.
// Built on its own into one file with no import (scripts/prerender.mjs), named on #root's
// `data-kept`: it adds nothing to a page's first load.
import { formatMoney } from '../i18n/format';
import { formatDate } from '../i18n/format-date';
import type { Lang } from '../i18n/define';
import { payChannelsMessages } from '../i18n/messages/pay-channels';
import { paymentInstructionsMessages } from '../i18n/messages/payment-instructions';
import { voucherStandingMessages } from '../i18n/messages/voucher-standing';
import { isRecord } from '../lib/record';
import { keptVoucher, keptVoucherKey } from '../lib/kept-vouchers';
import { requestSessionFromQuery } from '../session/session';
import { voucherValues } from '../session/voucher-values';
import { drawCode128 } from '../flows/shared/pay-channels/code128-svg';
import { FIRST_ANSWER_SLOT } from '../ui/first-answer-slot';
import { FIRST_ANSWER_TIMING } from './first-answer';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The catalogue texts the kept code shows, in `lang`. */
const texts = (lang: Lang) => ({ ...voucherStandingMessages[lang], ...paymentInstructionsMessages[lang], ...payChannelsMessages[lang] });
type Key = keyof ReturnType<typeof texts>;

/** A catalogue text in `lang`, its `{name}` places filled (as the app's translate does). */
function say(lang: Lang, key: Key, params: Record<string, string> = {}): string {
  return texts(lang)[key].replace(/\{(\w+)\}/g, (m, name: string) => params[name] ?? m);
}

const shown = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

type Attrs = Record<string, string>;

function el(doc: Document, tag: string, className: string, attrs: Attrs = {}, text?: string): HTMLElement {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The barcode as the page draws it (flows/shared/pay-channels/barcode-drawing.tsx); null when the code cannot be drawn. */
function barcode(doc: Document, code: string, lang: Lang): HTMLElement | null {
  const figure = el(doc, 'figure', 'pay-barcode__figure');
  const svg = doc.createElementNS(SVG_NS, 'svg');
  try {
    drawCode128(svg, code.replace(/\s+/g, ''));
  } catch {
    return null;
  }
  svg.setAttribute('class', 'pay-barcode__svg');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', say(lang, 'repaying.barcodeOf', { code }));
  svg.setAttribute('data-testid', 'barcode-drawn');
  svg.setAttribute('data-state', 'drawn');
  figure.append(svg, el(doc, 'figcaption', 'pay-code', {}, code));
  return figure;
}

/**
 * Writes the code kept on this phone for the page's link (its user, order, channel, type and
 * amount) into the loading frame under `root`, when one can still be shown (src/lib/kept-vouchers.ts
 * decides: young enough, not replaced, not seen paid). Resolves to whether it wrote. Text only; the
 * barcode is drawn, never a server picture (there is no connection to fetch one).
 */
export function paintKeptVoucher(root: HTMLElement, search: string, lang: Lang): boolean {
  const session = requestSessionFromQuery(search);
  const input = voucherValues({ ...session.query, ...session.commonQuery });
  const key = input.ok ? keptVoucherKey(session.commonQuery.userId, input.value) : null;
  const kept = key && keptVoucher(key);
  if (!kept || !isRecord(kept.voucher)) return false;
  const d = isRecord(kept.voucher.repayDetail) ? kept.voucher.repayDetail : {};
  const code = shown(d.vCode);
  const slot = root.querySelector(`[${FIRST_ANSWER_SLOT}]`);
  if (code === '' || !slot || slot.firstElementChild) return false;
  const doc = slot.ownerDocument;
  const timed = { elementtiming: FIRST_ANSWER_TIMING };

  const total = el(doc, 'section', 'vc-total');
  total.append(el(doc, 'p', 'pay-muted', {}, say(lang, 'instructions.total')));
  if (shown(d.amount) !== '') total.append(el(doc, 'p', 'pay-amount', { ...timed, 'data-testid': 'voucher-amount' }, formatMoney(d.amount, lang)));

  const standing = el(doc, 'div', 'vc-standing vc-standing--offline', { 'data-testid': 'voucher-standing' });
  standing.append(
    el(doc, 'p', 'pay-notice', { role: 'status' }, say(lang, 'voucher.offline')),
    el(
      doc,
      'p',
      'pay-muted',
      { 'data-testid': 'voucher-saved' },
      say(lang, 'voucher.savedAt', { date: formatDate(kept.savedAt), channel: key.payCode }),
    ),
  );
  const bars = barcode(doc, code, lang);
  if (bars) standing.append(bars);

  const card = el(doc, 'section', 'pay-card');
  card.append(
    el(doc, 'h2', 'vc-title', {}, shown(d.repayTitle) || say(lang, 'instructions.title')),
    standing,
    el(doc, 'p', 'pay-muted', {}, say(lang, 'instructions.code')),
    el(doc, 'p', 'pay-code vc-code vc-code--kept', { ...timed, 'data-testid': 'voucher-code' }, code),
  );
  const company = shown(d.companyName);
  if (company !== '') {
    const line = el(doc, 'p', '');
    line.append(
      el(doc, 'span', 'pay-muted', {}, `${say(lang, 'instructions.company')}: `),
      el(doc, 'strong', '', { 'data-testid': 'company-name' }, company),
    );
    const box = el(doc, 'div', 'vc-company');
    box.append(line);
    card.append(box);
  }
  slot.append(total, card);
  // The page the host sent may be the other language's: the parts say their own until the app renders.
  if (doc.documentElement.lang !== lang) for (const part of [total, card]) part.setAttribute('lang', lang);
  return true;
}
