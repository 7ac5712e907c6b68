/* global window, document, getComputedStyle, NodeFilter, XMLHttpRequest */
// The part of the WebKit walk (scripts/webkit-walk.mjs) that runs in the page, sent whole with each
// WebDriver "execute script" call (WebKitWebDriver speaks classic WebDriver only: no BiDi, no
// script before the page's own, no console or network events).
//
// On its first call in a document it starts listening: uncaught errors and rejections, CSP
// violations and console.error calls become problems, and fetch and XMLHttpRequest calls are
// counted while in flight. Every call answers the checks it is given, as Playwright's locators
// would (a role and its accessible name, a label, a test id, an element's whole text; visible
// elements only), hands over the problems seen since the last call, and can return elements for
// WebDriver to click or type into.

/**
 * @param {Array<Record<string, unknown>>} checks
 * @returns {{ results: Array<{ ok: boolean, detail: string, element?: Element }>, problems: string[], url: string }}
 */
export function pageProbe(checks) {
  const w = window;
  if (!w.__webkitWalk) {
    const state = { problems: [], pending: 0 };
    w.__webkitWalk = state;
    w.addEventListener('error', (e) => state.problems.push(`uncaught: ${e.message} (${e.filename}:${e.lineno}:${e.colno})`));
    w.addEventListener('unhandledrejection', (e) => {
      const reason = e.reason;
      state.problems.push(`uncaught rejection: ${reason && reason.name ? `${reason.name}: ${reason.message}` : String(reason)}`);
    });
    document.addEventListener('securitypolicyviolation', (e) =>
      state.problems.push(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} (${e.sourceFile}:${e.lineNumber})`),
    );
    const consoleError = w.console.error;
    w.console.error = function (...args) {
      state.problems.push(`console error: ${args.map((a) => (a && a.message ? `${a.name}: ${a.message}` : String(a))).join(' ')}`);
      return consoleError.apply(this, args);
    };
    const fetch = w.fetch;
    if (fetch) {
      w.fetch = function (...args) {
        state.pending += 1;
        return fetch.apply(this, args).finally(() => {
          state.pending -= 1;
        });
      };
    }
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (...args) {
      state.pending += 1;
      this.addEventListener('loadend', () => (state.pending -= 1), { once: true });
      return send.apply(this, args);
    };
  }
  const state = w.__webkitWalk;

  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const ariaHidden = (el) => !!el.closest('[aria-hidden="true"]');
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !ariaHidden(el);
  const ROLES = {
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    button: 'button,input[type=button],input[type=submit],[role=button]',
    radio: 'input[type=radio],[role=radio]',
    dialog: 'dialog,[role=dialog]',
    alert: '[role=alert]',
    status: '[role=status],output',
    region: 'section[aria-label],section[aria-labelledby],[role=region]',
    img: 'img,[role=img]',
  };
  // Roles whose accessible name may come from their content (the others need a label).
  const NAMED_BY_CONTENT = new Set(['heading', 'button', 'radio']);
  const labelOf = (el) => {
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    if (el.labels && el.labels.length > 0) return norm([...el.labels].map((l) => l.textContent).join(' '));
    if (el.tagName === 'IMG') return norm(el.getAttribute('alt'));
    return '';
  };
  const nameOf = (el, role) => {
    const label = labelOf(el);
    if (label || !NAMED_BY_CONTENT.has(role)) return label;
    if (el.tagName === 'INPUT') return norm(el.value);
    return norm(el.textContent);
  };
  // A string matches as Playwright's default does (a part, any case) or exactly; { re } as a regular expression.
  const matches = (actual, wanted, exact) => {
    if (wanted === undefined) return true;
    if (typeof wanted === 'object') return new RegExp(wanted.re).test(actual);
    return exact ? actual === wanted : actual.toLowerCase().includes(wanted.toLowerCase());
  };
  const levelOf = (el) => Number(el.getAttribute('aria-level') ?? /^H(\d)$/.exec(el.tagName)?.[1] ?? 2);
  const byRole = (c) =>
    [...document.querySelectorAll(ROLES[c.role])].filter(
      (el) =>
        visible(el) &&
        (c.level === undefined || levelOf(el) === c.level) &&
        matches(nameOf(el, c.role), c.name, c.exact) &&
        (c.hasText === undefined || norm(el.textContent).includes(c.hasText)),
    );
  const byLabel = (c) =>
    [...document.querySelectorAll('input,textarea,select,[aria-label],[aria-labelledby]')]
      .filter((el) => matches(labelOf(el), c.name, c.exact))
      // A visible control first; a file input is often hidden behind its label.
      .sort((a, b) => Number(visible(b)) - Number(visible(a)));
  const describe = (c) =>
    `${c.kind} ${Object.entries(c)
      .filter(([k]) => k !== 'kind')
      .map(([k, v]) => `${k}=${typeof v === 'object' ? `/${v.re}/` : JSON.stringify(v)}`)
      .join(' ')}`;

  const results = checks.map((c) => {
    switch (c.kind) {
      case 'ready':
        return { ok: document.documentElement.hasAttribute('data-app-ready'), detail: 'the app never set <html data-app-ready>' };
      case 'idle':
        return { ok: state.pending === 0, detail: `${state.pending} requests still in flight` };
      case 'url':
        return { ok: new RegExp(c.re).test(w.location.href), detail: `the address is ${w.location.href}, not /${c.re}/` };
      case 'role': {
        const found = byRole(c);
        if (c.count !== undefined) {
          return {
            ok: found.length === c.count,
            detail: `${describe(c)}: ${found.length} shown${found.length ? ` (${found.map((el) => JSON.stringify(norm(el.textContent).slice(0, 80))).join(', ')})` : ''}`,
          };
        }
        return { ok: found.length > 0, detail: `${describe(c)}: none shown`, element: found[0] };
      }
      case 'text': {
        // From each text node holding the text's first word up through its ancestors while their
        // text is no longer than the one wanted (cheaper than every element's whole text).
        const first = c.text.split(' ')[0];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        let found;
        for (let node = walker.nextNode(); node && !found; node = walker.nextNode()) {
          if (!node.data.includes(first)) continue;
          for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
            const text = norm(el.textContent);
            if (text === c.text && visible(el)) found = el;
            if (text.length >= c.text.length) break;
          }
        }
        return { ok: !!found, detail: `no element shows the text ${JSON.stringify(c.text)}`, element: found };
      }
      case 'testid': {
        // Its whole text, or with `attribute`, that attribute's value.
        const el = document.querySelector(`[data-testid="${c.id}"]`);
        const actual = el ? (c.attribute ? el.getAttribute(c.attribute) : norm(el.textContent)) : undefined;
        const what = c.attribute ? `has ${c.attribute}=` : 'shows ';
        return {
          ok: !!el && visible(el) && (c.text === undefined || actual === c.text),
          detail: el ? `test id ${c.id} ${what}${JSON.stringify(actual)}, not ${JSON.stringify(c.text)}` : `no element with test id ${c.id}`,
          element: el ?? undefined,
        };
      }
      case 'label': {
        const el = byLabel(c)[0];
        return {
          ok: !!el && (!c.enabled || !el.disabled),
          detail: el ? `${describe(c)}: disabled` : `${describe(c)}: no control with that label`,
          element: el,
        };
      }
      default:
        return { ok: false, detail: `unknown check ${c.kind}` };
    }
  });
  const problems = state.problems.splice(0);
  return { results, problems, url: w.location.href };
}

/** Clears the page's storage and cookies between visits (each Playwright test starts in a fresh context); answers its address. */
export function clearStorage() {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0].trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  } catch {
    // about:blank and other documents with no storage of ours.
  }
  return window.location.href;
}

/** What the page shows, for a failed check's report: its address, level-one heading, alerts and status lines. */
export function pageSnapshot() {
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 120);
  const shown = (selector) =>
    [...document.querySelectorAll(selector)]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => JSON.stringify(norm(el.textContent)))
      .join(', ') || 'none';
  return `at ${window.location.href}: h1 ${shown('h1')}; alerts ${shown('[role=alert]')}; status ${shown('[role=status]')}`;
}
