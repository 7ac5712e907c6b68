// `npm run test:webkit`: the app in WebKit, the engine of every iOS webview (docs/decisions/0130).
// Debian's WebKitGTK (its MiniBrowser, driven by WebKitWebDriver from the package
// webkit2gtk-driver) on an Xvfb display, against the production build with the demo backend served
// by `vite preview` with its Content Security Policy (scripts/serve-old-webview.mjs). In one
// WebDriver session it opens every route of the README's table at its Example address, then does the
// main action of each form page as the old-webview check does in Chromium 106
// (tests/e2e/old-webview/old-webview.spec.ts): confirm, a confirm with a push held on the phone
// (docs/decisions/0133), the payment code opened again with no connection (0136), register,
// complaint (with a photo),
// calculator, contact, and bank-card Pay, with and without the SMS step. A check fails when the
// app never starts, its page's main content does not show, a failure screen or "Loading…" stays, or
// an uncaught error or rejection, a console error or a CSP violation comes once the walk listens
// (scripts/webkit-page.mjs). One line per check, a summary, a non-zero exit code on any failure.
//
// Environment: WEBKIT_PORT (else 70 above E2E_PORT: 4387) serves the build on 127.0.0.1 and the
// driver listens on the next port, on 127.0.0.1 too (Xvfb has no TCP port). WEBKIT_BUILD reuses a
// build folder of the demo backend, such as the E2E build dist-e2e-4317 made moments before from the
// same tree; else the build goes to dist-e2e-old-<port>. Every process started here (the server,
// Xvfb, the driver and the browser under it) is stopped at the end, on failure and on SIGINT or
// SIGTERM too.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Builder } from 'selenium-webdriver';
import { ensureWebkit } from './ensure-webkit.mjs';
import { clearStorage, pageProbe, pageSnapshot } from './webkit-page.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.WEBKIT_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 70);
const driverPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What an iOS app's WKWebView sends (it has no "Safari" token); the register page reads it. */
const IOS_WEBVIEW_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
/** WebKitWebDriver starts MiniBrowser (its default browser) with these arguments: --automation is required. */
const BROWSER_ARGS = ['--automation', `--user-agent=${IOS_WEBVIEW_UA}`];
const WAIT = 15_000;
/**
 * MiniBrowser and its web process inherit the driver's environment. Without a GPU, accelerated
 * compositing paints every frame through Mesa's software GL (llvmpipe): turned off, the web process
 * takes about 40 % less CPU and the walk a third less time. Scripts, DOM and CSS behave the same.
 */
const DRIVER_ENV = { WEBKIT_DISABLE_COMPOSITING_MODE: process.env.WEBKIT_DISABLE_COMPOSITING_MODE ?? '1' };

// ---------------------------------------------------------------------------------------------
// Processes: each in a process group of its own, so that stopping it stops what it started.

const children = [];
function start(name, command, args, options = {}) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const output = [];
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const entry = { name, child, output, exited: false };
  child.on('exit', () => (entry.exited = true));
  children.push(entry);
  return entry;
}

async function stopAll() {
  for (const { child, exited } of children) if (!exited) signalGroup(child, 'SIGTERM');
  const until = Date.now() + 3000;
  while (children.some((c) => !c.exited) && Date.now() < until) await sleep(50);
  for (const { child, exited } of children) if (!exited) signalGroup(child, 'SIGKILL');
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

async function waitForHttp(url, entry, timeout) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if (entry.exited) throw new Error(`${entry.name} exited:\n${entry.output.join('')}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${entry.name} did not answer at ${url} within ${timeout / 1000} s:\n${entry.output.join('')}`);
}

/** Xvfb on the first free display (it prints the number on fd 3); TCP off, the local socket only. */
async function startXvfb(xvfb) {
  const entry = start('Xvfb', xvfb, ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1280x1024x24'], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  const display = await new Promise((resolve, reject) => {
    let text = '';
    entry.child.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    entry.child.on('exit', () => reject(new Error(`Xvfb exited:\n${entry.output.join('')}`)));
  });
  return display;
}

// ---------------------------------------------------------------------------------------------
// Checks in the page.

let driver;
let problems = [];

/** Polls the page until every check holds; fails at once on a problem, or after `timeout` with what was missing. */
async function waitFor(what, checks, timeout = WAIT) {
  const until = Date.now() + timeout;
  let missing = 'no answer from the page';
  for (;;) {
    try {
      const answer = await driver.executeScript(pageProbe, checks);
      problems.push(...answer.problems);
      if (problems.length > 0) throw new PageProblem(problems.join('\n'));
      if (answer.results.every((r) => r.ok)) return answer.results;
      missing = answer.results
        .filter((r) => !r.ok)
        .map((r) => r.detail)
        .join('; ');
    } catch (error) {
      if (error instanceof PageProblem) throw error;
      // A document on its way out (a page opening another) answers no script: ask again.
      missing = `the page did not answer (${error.name}: ${String(error.message).split('\n')[0]})`;
    }
    if (Date.now() > until) throw new Error(`${what}: ${missing}`);
    await sleep(100);
  }
}

class PageProblem extends Error {}

const ready = { kind: 'ready' };
const idle = { kind: 'idle' };
const heading = (name, level) => ({ kind: 'role', role: 'heading', name, level, exact: true });
const noAlert = { kind: 'role', role: 'alert', count: 0 };
const noLoading = { kind: 'role', role: 'status', hasText: 'Loading…', count: 0 };

/** Opens an address as a new document, with no storage left from the visit before. */
async function open(address) {
  const target = new URL(address, base);
  const current = await driver.executeScript(clearStorage).catch(() => '');
  // The same address but for the hash would only move within the document: start from a blank page.
  const withoutHash = (url) => url.replace(/#.*$/, '');
  if (target.hash && withoutHash(current) === withoutHash(target.href)) await driver.get('about:blank');
  await driver.get(target.href);
  problems = [];
}

/** The app has taken over, every request it made has its answer, and nothing went wrong on the way. */
const settled = () => waitFor('settled', [ready, idle, noAlert]);

/** Acts on the element a check finds, finding it again if the page replaced it in between. */
async function act(what, check, action) {
  for (let attempt = 1; ; attempt++) {
    const [found] = await waitFor(what, [check]);
    try {
      return await action(found.element);
    } catch (error) {
      if (attempt >= 3 || !/StaleElementReference|ElementNotInteractable|ElementClickIntercepted/.test(error.name)) throw error;
      await sleep(150);
    }
  }
}

const fill = (label, value) =>
  act(`the field "${label}"`, { kind: 'label', name: label }, async (el) => {
    await el.clear();
    await el.sendKeys(value);
  });
const click = (role, name, exact = false) => act(`the ${role} "${name}"`, { kind: 'role', role, name, exact }, (el) => el.click());

/** Checks a radio button; a styled one hidden behind its label is checked through the label. */
const check = (name) =>
  act(`the radio ${name}`, { kind: 'role', role: 'radio', name: { re: name } }, async (el) => {
    try {
      await el.click();
    } catch (error) {
      if (!/ElementNotInteractable|ElementClickIntercepted/.test(error.name)) throw error;
      await driver.executeScript('arguments[0].labels[0].click()', el);
    }
  });

// ---------------------------------------------------------------------------------------------
// The walk.

const { module: routeHelpers } = await (await import('vite')).runnerImport(path.join(root, 'tests/helpers/route-examples.ts'));
/** @type {{ routeExamples: (readme: string) => Array<{ path: string, name: string, example: string }>, mainContent: Record<string, { heading?: string, text?: string, region?: string }> }} */
const { routeExamples, mainContent } = routeHelpers;
const routes = routeExamples(readFileSync(path.join(root, 'README.md'), 'utf8'));

const photoDir = mkdtempSync(path.join(tmpdir(), 'webkit-walk-'));
const photo = path.join(photoDir, 'photo.png');
writeFileSync(photo, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

/** The main action of each form page, as tests/e2e/old-webview/old-webview.spec.ts does it in Chromium 106. */
const actions = [
  [
    'confirm loan: confirm, then the loan details page',
    async () => {
      await open('/loan/confirm?productId=7&orderId=240518001&deviceId=D9&type=1');
      await waitFor('the confirm page', [ready, { kind: 'testid', id: 'confirm-amount', text: '₱3000.00' }]);
      await click('button', 'Confirm loan');
      await waitFor('the loan details page', [{ kind: 'url', re: '/loan/detail\\?' }, ready, heading('Loan details', 1)]);
      await settled();
    },
  ],
  [
    'confirm loan with a push held on the phone (another tab, or before a reload): the hold shown, no Confirm',
    async () => {
      await open('/loan/confirm?productId=7&orderId=240518001&userId=U5&deviceId=D9&type=1&scenario=push-504');
      await waitFor('the confirm page', [ready, { kind: 'testid', id: 'confirm-amount', text: '₱3000.00' }]);
      // Another tab's push, its answer lost a second ago (docs/decisions/0133); the order shows no loan (push-504).
      await driver.executeScript(
        "localStorage.setItem('loan-journey.held.loan.U5.240518001', JSON.stringify({ key: 'k', of: 'x', sentAt: Date.now() - 2000, lostAt: Date.now() - 1000, tab: 'another-tab', outcome: null }))",
      );
      await driver.navigate().refresh();
      await waitFor('the hold', [
        ready,
        { kind: 'testid', id: 'confirm-held' },
        { kind: 'role', role: 'alert', hasText: 'We cannot tell yet whether your loan was requested' },
        { kind: 'role', role: 'button', name: 'Confirm loan', count: 0 },
      ]);
    },
  ],
  [
    'payment code opened again with no connection (scenario offline): the code kept on the phone, its barcode and the offline line',
    async () => {
      // WebKit's own storage keeps the code (docs/decisions/0136); a WKWebView outside app-bound
      // domains runs no app worker, so here the shell still comes from the server and every request
      // of the page fails as with no signal.
      const address = '/carpmm?type=1&productId=7&orderId=240518001&requestType=1&amount=112345&payCode=OXXO&userId=U5';
      await open(address);
      await waitFor('the code', [ready, { kind: 'testid', id: 'voucher-code', text: '9300 1234 5678 90' }, idle]);
      // Kept once the page's storage code has come, just after the answer: wait for it, not for a time.
      const keptBy = Date.now() + WAIT;
      while (!String(await driver.executeScript("return localStorage.getItem('loan-journey.kept-vouchers')")).includes('9300 1234 5678 90')) {
        if (Date.now() > keptBy) throw new Error('the code was never kept on the phone');
        await sleep(100);
      }
      await driver.get(new URL(`${address}&scenario=offline`, base).href);
      await waitFor('the kept code, shown offline', [
        ready,
        { kind: 'testid', id: 'voucher-code', text: '9300 1234 5678 90' },
        { kind: 'testid', id: 'voucher-amount', text: '₱1123.45' },
        { kind: 'role', role: 'status', hasText: 'No connection: this is the payment code saved on your phone.' },
        { kind: 'testid', id: 'voucher-saved' },
        { kind: 'role', role: 'img', name: 'Barcode of 9300 1234 5678 90' },
        { kind: 'role', role: 'button', name: 'Retry', count: 0 },
      ]);
    },
  ],
  [
    'register: get code, then register and the download page',
    async () => {
      await open('/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring&links_id=3');
      await waitFor('the register page', [ready]);
      await fill('Mobile number', '13912345678');
      await fill('Image code', '1234');
      await click('button', 'Get code');
      await waitFor('the code is sent', [{ kind: 'testid', id: 'register-notice', text: '验证码已发送，请在手机上查看！' }]);
      await fill('SMS code', '123456');
      await click('button', 'Register');
      await waitFor('the download page', [{ kind: 'role', role: 'heading', name: 'Download the app' }]);
      await settled();
    },
  ],
  [
    'complaint: describe the problem with a photo, submit, sent',
    async () => {
      await open('/complainPageNext?productId=7&orderId=240518001&deviceId=dev-1&type=1&problemType=2&orderNo=MX240518001');
      await waitFor('the complaint form', [ready]);
      await fill('Problem description', 'Me cobraron dos veces el mismo pago');
      await act('the photo input', { kind: 'label', name: 'Add image', enabled: true }, (el) => el.sendKeys(photo));
      // Submit waits for every photo to be sent (it says so and sends nothing before): a borrower waits for it.
      await waitFor('the photo sent', [
        { kind: 'role', role: 'img', name: 'Image 1' },
        { kind: 'testid', id: 'photo', attribute: 'data-status', text: 'sent' },
      ]);
      await click('button', 'Submit');
      await waitFor('the sent dialog', [{ kind: 'role', role: 'dialog', name: 'Sent' }]);
      await settled();
    },
  ],
  [
    'calculator: calculate, the result',
    async () => {
      await open('/User?type=1');
      await waitFor('the calculator', [ready]);
      await fill('Loan amount', '10000');
      await click('button', 'Calculate');
      await waitFor('the result', [{ kind: 'role', role: 'region', name: 'Result' }]);
      await settled();
    },
  ],
  [
    'contact: submit, successful',
    async () => {
      await open('/Contact?type=1');
      await waitFor('the contact form', [ready]);
      await fill('Name', 'Ana Ruiz');
      await fill('Telephone', '5512345678');
      await fill('E-mail', 'ana@example.com');
      await fill('Remark', 'Quiero información');
      await click('button', 'Submit');
      await waitFor('the answer', [{ kind: 'role', role: 'status', name: undefined, hasText: 'Successful!' }]);
      await settled();
    },
  ],
  [
    'bank card: choose a card, pay, the loan details page',
    async () => {
      await open('/repay/card?type=1&orderId=O1&productId=P1&withholdingAmount=150000&couponId=C7&userId=U5');
      await waitFor('the bank-card page', [ready]);
      await check('BBVA México');
      await click('button', 'Pay', true);
      await waitFor('the loan details page', [{ kind: 'url', re: '/loan/detail\\?' }, ready]);
      await settled();
    },
  ],
  [
    'bank card with the SMS step (scenario need-valid): choose a card, pay, the code, the loan details page',
    async () => {
      await open('/repay/card?type=1&orderId=O1&productId=P1&withholdingAmount=150000&couponId=C7&userId=U5&scenario=need-valid');
      await waitFor('the bank-card page', [ready]);
      await check('Banorte');
      await click('button', 'Pay', true);
      await waitFor('the SMS step', [{ kind: 'role', role: 'dialog', name: 'SMS verification' }]);
      await fill('Verification code', '123456');
      await click('button', 'Confirm payment');
      await waitFor('the loan details page', [{ kind: 'url', re: '/loan/detail\\?.*orderId=O1' }, ready]);
      await settled();
    },
  ],
];

const results = [];
async function run(name, body) {
  const t = Date.now();
  try {
    await body();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${seconds(Date.now() - t)})`);
  } catch (error) {
    results.push({ name, ok: false, error });
    const shown = await driver.executeScript(pageSnapshot).catch(() => 'the page did not answer');
    console.log(
      `  ✘ ${name} (${seconds(Date.now() - t)})\n      ${String(error.message ?? error)
        .split('\n')
        .join('\n      ')}\n      ${shown}`,
    );
  }
}

let exitCode = 1;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`WebKit walk: ${signal}, stopping what it started`);
    void stopAll().finally(() => process.exit(1));
  });
}
try {
  const { driver: webDriver, xvfb } = ensureWebkit();
  // The server (and the build, unless WEBKIT_BUILD names one), the display and the driver start together.
  const server = start('the preview server', process.execPath, ['scripts/serve-old-webview.mjs', String(port)], {
    cwd: root,
    env: { ...process.env, ...(process.env.WEBKIT_BUILD ? { OLD_WEBVIEW_BUILD: process.env.WEBKIT_BUILD } : {}) },
  });
  const display = await startXvfb(xvfb);
  const wd = start('WebKitWebDriver', webDriver, [`--port=${driverPort}`, '--host=127.0.0.1'], {
    env: { ...process.env, ...DRIVER_ENV, DISPLAY: display },
  });
  await waitForHttp(`http://127.0.0.1:${driverPort}/status`, wd, 30_000);
  driver = await new Builder()
    .usingServer(`http://127.0.0.1:${driverPort}`)
    .withCapabilities({ browserName: 'MiniBrowser', pageLoadStrategy: 'normal', 'webkitgtk:browserOptions': { args: BROWSER_ARGS } })
    .build();
  const capabilities = await driver.getCapabilities();
  await driver.manage().window().setRect({ width: 390, height: 844 });
  await waitForHttp(`${base}/`, server, 300_000);
  const viewport = await driver.executeScript('return [innerWidth, innerHeight]');
  console.log(
    `WebKit walk: ${capabilities.get('browserName')} ${capabilities.get('browserVersion')} (WebKitGTK) on ${display}, ${viewport.join(' x ')} CSS px, ` +
      `the build at ${base} (ready after ${seconds(Date.now() - started)})`,
  );

  console.log(`Every README route at its Example address (${routes.length}):`);
  for (const route of routes) {
    const main = mainContent[route.name];
    await run(`${route.path} (${route.name}) at ${route.example} starts`, async () => {
      if (!main) throw new Error(`no main content for ${route.name} in tests/helpers/route-examples.ts`);
      await open(route.example);
      // All at once: the app has started, shows its main content and no failure screen or loading
      // line, and every request it made has its answer.
      await waitFor('the app starts and shows its main content', [
        ready,
        ...(main.heading ? [heading(main.heading, 1)] : []),
        ...(main.text ? [{ kind: 'text', text: main.text }] : []),
        ...(main.region ? [{ kind: 'role', role: 'region', name: main.region, exact: true }] : []),
        noLoading,
        noAlert,
        idle,
      ]);
    });
  }
  console.log('The main action of each form page:');
  for (const [name, body] of actions) await run(name, body);

  const failed = results.filter((r) => !r.ok);
  console.log(
    `\nWebKit walk: ${results.length - failed.length} passed, ${failed.length} failed of ${results.length} checks in ${seconds(Date.now() - started)}`,
  );
  for (const r of failed) console.log(`  FAILED ${r.name}`);
  exitCode = failed.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`WebKit walk stopped: ${error.stack ?? error}`);
} finally {
  if (driver) await Promise.race([driver.quit().catch(() => {}), sleep(5000)]);
  await stopAll();
  rmSync(photoDir, { recursive: true, force: true });
}
process.exit(exitCode);
