// What the borrower does on a prerendered page before the app has started (docs/how-a-page-loads.md):
// the page's inline script holds it, the app replays it once it has hydrated the page.
// - Text typed into a field stays in the field (the browser's own editing) and is noted; the app
//   hands it to the page as if typed then, so its form or machine has it and nothing wipes it.
// - A tap on a button, a checkbox or a radio never acts natively (its default prevented: no native
//   form submission, no toggle the app would not know of). It is held, and replayed as a click in
//   order, only if the control could be used as the borrower saw it at that moment: not disabled
//   (itself or by a fieldset), not aria-disabled, and not inside what the page marks as still
//   loading (aria-busy="true": the page had not shown what the control acts on). Any other tap is
//   dropped then and there: it never sends anything, even once the control becomes usable.
// - A form submitted by the keyboard follows the same rule, for the button that submits it (the
//   form's first submit button): held and submitted again, or dropped.

const KEY = 'loan-journey.held-input';
const TAPPABLE = 'button,[type=checkbox],[type=radio],[type=submit],[role=button]';
/**
 * Whether the borrower could use `el` as the page stood: neither it nor what holds it is disabled
 * (a fieldset included), aria-disabled, or aria-busy (a part whose data is not on screen yet).
 */
const usable = (el: Element) => !el.closest(':disabled,[aria-disabled=true],[aria-busy=true]');

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held = { texts: Map<TextControl, string>; actions: (Element | HTMLFormElement)[]; stop(): void };
declare global {
  interface Window {
    /** What the inline script holds until the app replays it. */
    [KEY]?: Held;
  }
}

const isTextControl = (t: EventTarget | null): t is TextControl =>
  t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement;

/** The inline script's part: from now on, hold what is typed and tapped under `doc` until the app replays it. */
export function holdInput(doc: Document = document): void {
  const texts = new Map<TextControl, string>();
  const actions: (Element | HTMLFormElement)[] = [];
  const onText = (event: Event) => {
    // A textarea's type is "textarea", a select's "select-one" or "select-multiple".
    if (isTextControl(event.target) && !/^(checkbox|radio|file)$/.test(event.target.type)) texts.set(event.target, event.target.value);
  };
  const onClick = (event: Event) => {
    const el = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!el) return;
    event.preventDefault();
    if (usable(el) && actions.at(-1) !== el) actions.push(el);
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    event.preventDefault();
    // The button that submits it: the one pressed, else the form's first submit button.
    // SubmitEvent (and its submitter) is missing on old webviews: read it only where it is there.
    const submitter = 'submitter' in event && event.submitter instanceof Element ? event.submitter : null;
    if (form instanceof HTMLFormElement && usable(submitter ?? form.querySelector('[type=submit],button:not([type])') ?? form)) actions.push(form);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['input', onText],
    ['change', onText],
    ['click', onClick],
    ['submit', onSubmit],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  window[KEY] = { texts, actions, stop: () => listeners.forEach(([type, listener]) => doc.removeEventListener(type, listener, true)) };
}

/**
 * Writes `value` into a field so that React sees it as typed: its change tracker is reset to "" first,
 * then the browser's own setter writes the value, then an input event tells the page.
 */
function typeInto(el: TextControl, value: string): void {
  if (el instanceof HTMLSelectElement) {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const focused = el.ownerDocument.activeElement === el;
  const [start, end] = [el.selectionStart, el.selectionEnd];
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  el.value = '';
  setValue?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && start !== null && end !== null && el.value === value) el.setSelectionRange(start, end);
}

/**
 * The app's part, once it has hydrated the page: stops holding, hands every noted text to its field,
 * then replays every held tap and submit, in order. Does nothing the second time (StrictMode).
 */
export function replayHeldInput(): void {
  const held = window[KEY];
  if (!held) return;
  delete window[KEY];
  held.stop();
  for (const [el, value] of held.texts) if (el.isConnected) typeInto(el, value);
  if (held.actions.length === 0) return;
  // The taps in a task of their own: the page has rendered what was typed by then, so a handler
  // that reads its own state sees it.
  setTimeout(() => {
    for (const action of held.actions) {
      if (!action.isConnected) continue;
      if (action instanceof HTMLFormElement) action.requestSubmit();
      else if (action instanceof HTMLElement) action.click();
    }
  }, 0);
}
