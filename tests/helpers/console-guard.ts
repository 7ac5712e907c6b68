/**
 * A green run is quiet (docs/decisions/0138-the-proof-on-a-fresh-machine.md): a test that writes to
 * console.error or console.warn fails, unless it said it would. What a test expects to be printed
 * (React's report of an error a failure screen caught, XState's warning for an event sent to an
 * actor in its final state) it captures with `captureConsole` and asserts on; nothing reaches stderr.
 */
import nodeConsole from 'node:console';
import { afterEach, beforeEach } from 'vitest';

type Kind = 'error' | 'warn';
const KINDS: Kind[] = ['error', 'warn'];
// Vitest gives each test file a console of its own; happy-dom's pages print to the process's own
// (the one there was when the environment was made), which this module reaches as node:console.
const consoles = [...new Set([console, nodeConsole])];
const originals = consoles.map((c) => ({ error: c.error, warn: c.warn }));
const format = (args: unknown[]) => args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' ');

/**
 * What the test environment itself prints, not the code under test: happy-dom loads no frame's page
 * (the policy page's frame is loaded, and checked, in Chromium: tests/e2e/public-site.spec.ts).
 */
const ENVIRONMENT = [/^NotSupportedError: Failed to load iframe page "[^"]*"\. Iframe page loading is disabled\./];

let unexpected: string[] = [];
let capturing: { kind: Kind; lines: string[] } | null = null;

/** Runs `body` with console[kind] captured: the lines it printed, none of them on stderr. */
export async function captureConsole<T>(kind: Kind, body: () => T | Promise<T>): Promise<{ result: T; lines: string[] }> {
  const outer = capturing;
  capturing = { kind, lines: [] };
  const mine = capturing;
  try {
    const result = await body();
    return { result, lines: mine.lines };
  } finally {
    capturing = outer;
  }
}

/** The same for a body that does not wait. */
export function captureConsoleSync<T>(kind: Kind, body: () => T): { result: T; lines: string[] } {
  const outer = capturing;
  capturing = { kind, lines: [] };
  const mine = capturing;
  try {
    return { result: body(), lines: mine.lines };
  } finally {
    capturing = outer;
  }
}

/** In tests/helpers/setup.ts: every test starts listening, and fails on a line it did not capture. */
export function guardConsole() {
  beforeEach(() => {
    unexpected = [];
    for (const c of consoles)
      for (const kind of KINDS) {
        c[kind] = (...args: unknown[]) => {
          if (ENVIRONMENT.some((line) => line.test(format(args)))) return;
          if (capturing?.kind === kind) capturing.lines.push(format(args));
          else unexpected.push(`console.${kind}: ${format(args)}`);
        };
      }
  });
  afterEach(() => {
    consoles.forEach((c, i) => Object.assign(c, originals[i]));
    const lines = unexpected;
    unexpected = [];
    if (lines.length > 0)
      throw new Error(
        `The test printed what it did not expect (capture it with captureConsole and assert on it):\n${lines.join('\n').slice(0, 4000)}`,
      );
  });
}
