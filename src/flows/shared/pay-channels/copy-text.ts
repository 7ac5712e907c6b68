/**
 * Puts `text` on the clipboard. Old Android webviews lack the clipboard API or refuse it outside a
 * secure context, so a hidden textarea and `execCommand('copy')` are the fallback. Resolves false
 * when neither worked, so the page can say so instead of claiming success.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or not a secure context: try the fallback.
    }
  }
  return copyWithTextarea(text, doc);
}

function copyWithTextarea(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  const previous = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  doc.body.appendChild(area);
  area.focus();
  area.select();
  area.setSelectionRange(0, text.length);
  let ok = false;
  try {
    ok = typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  previous?.focus();
  return ok;
}
