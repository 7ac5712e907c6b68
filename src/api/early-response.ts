// A page's first data request, sent by the page's inline script while the app's modules are still
// downloading (docs/how-a-page-loads.md). The fetch adapter takes its response
// once, for a call with the same method, URL and body; every other call goes out as usual, so a
// wrong guess only costs a request, never a wrong answer. Sending one is in ./send-early.ts, apart,
// so the app's API chunk carries only the taking.
export interface EarlyEntry {
  key: string;
  response: Promise<Response>;
  sentAt: number;
}

/** An early response older than this is not handed out: the page asked for fresh data. */
export const EARLY_MAX_AGE_MS = 30_000;

// One list for the page: the inline script of a built page (src/first-paint/boot-data.ts) and the
// app are built apart, so each has its own copy of this module.
const STORE = 'loan-journey.early-requests';
declare global {
  interface Window {
    /** The early requests of this page, shared by its inline script and the app. */
    [STORE]?: EarlyEntry[];
  }
}
export const store = (): EarlyEntry[] => (window[STORE] ??= []);

export function keyOf(method: string, url: string, body: string | undefined): string {
  return `${method.toUpperCase()} ${new URL(url, window.location.href).href}\n${body ?? ''}`;
}

/** The early response for this call, once; undefined when there is none (or it is too old). */
export function takeEarly(method: string, url: string, body: unknown): Promise<Response> | undefined {
  const pending = store();
  if (pending.length === 0 || (body !== undefined && body !== null && typeof body !== 'string')) return undefined;
  const key = keyOf(method, url, body ?? undefined);
  const now = Date.now();
  for (let i = pending.length - 1; i >= 0; i--) if (now - (pending[i]?.sentAt ?? 0) > EARLY_MAX_AGE_MS) pending.splice(i, 1);
  const index = pending.findIndex((entry) => entry.key === key);
  if (index < 0) return undefined;
  const [entry] = pending.splice(index, 1);
  return entry?.response;
}

/** Tests: forget every early request. */
export function clearEarly(): void {
  store().length = 0;
}

/** An answer the page read: what going back to the tab's first page shows at once (src/app/hops/back.ts). */
export interface ReadAnswer {
  key: string;
  status: number;
  contentType: string;
  text: string;
}
const MAX_NOTED = 20;
// The tab's first page is not opened by a tap, so nothing sent its requests ahead to keep: its own
// answers are noted as they are read, until the next-tap code takes them (docs/decisions/0128).
let noted: ReadAnswer[] | undefined = [];

/** Notes a successful answer the page has read, while the next-tap code has not yet taken them. */
export function noteAnswer(method: string, url: string, body: unknown, response: Response, text: string): void {
  if (!noted || !response.ok || noted.length >= MAX_NOTED || (body !== undefined && body !== null && typeof body !== 'string')) return;
  noted.push({ key: keyOf(method, url, body ?? undefined), status: response.status, contentType: response.headers.get('content-type') ?? '', text });
}

/** The answers noted so far, once: nothing is noted after. */
export function takeNotedAnswers(): ReadAnswer[] {
  const answers = noted ?? [];
  noted = undefined;
  return answers;
}

/** Tests: note answers again, from none. */
export function noteAgain(): void {
  noted = [];
}
