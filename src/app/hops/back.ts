// What going back needs to show a page as it was (docs/decisions/0102): per history entry, the
// answers its page was opened with (its scroll is kept by ./hops.ts). In memory only: a reload
// starts afresh. Going back offers the kept answers to the page's own load (the early-response
// store), so the page renders with its content at once. A fresh copy of each answer is fetched
// beside it (./data.ts) and kept for the next time: its failure is never shown.
import { sendEarly } from '../../api/send-early';
import type { Sent } from './next-data';

/** Kept answers older than this are not shown: the page loads afresh. */
export const KEPT_MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 30;

export interface KeptAnswer {
  url: string;
  method: string;
  body: string | undefined;
  status: number;
  contentType: string;
  text: string;
}

interface Snapshot {
  answers: KeptAnswer[];
  at: number;
}

const entries = new Map<string, Snapshot>();

function snapshot(key: string): Snapshot {
  let s = entries.get(key);
  if (!s) {
    s = { answers: [], at: Date.now() };
    entries.set(key, s);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
  }
  return s;
}

/** Keeps each successful answer of `sent` (a copy: the page reads the response itself) for the entry. */
export function keepAnswers(key: string, sent: Sent): void {
  if (!key || sent.length === 0) return;
  const s = snapshot(key);
  s.answers = [];
  s.at = Date.now();
  for (const request of sent) {
    // Registered before the page's reader: the copy is made before the body is read.
    const copy = request.response.then((r) => r.clone());
    copy
      .then(async (r) => {
        if (!r.ok) return;
        const text = await r.text();
        s.answers.push({
          url: request.url,
          method: request.method,
          body: request.body,
          status: r.status,
          contentType: r.headers.get('content-type') ?? '',
          text,
        });
      })
      .catch(() => undefined);
  }
}

/** Keeps answers the page has read already (the tab's first page: nothing was sent ahead for it) for the entry. */
export function keepRead(key: string, answers: readonly KeptAnswer[]): void {
  if (!key || answers.length === 0) return;
  const s = snapshot(key);
  s.answers = [...answers];
  s.at = Date.now();
}

/**
 * Offers the entry's kept answers to its page's load, each once. False when there is nothing (fresh
 * enough) to offer: the page then loads as usual.
 */
export function offerKept(key: string): boolean {
  const s = entries.get(key);
  if (!s || s.answers.length === 0 || Date.now() - s.at > KEPT_MAX_AGE_MS) return false;
  const kept = s.answers;
  for (const a of kept) {
    const answer = new Response(a.text, { status: a.status, headers: a.contentType ? { 'content-type': a.contentType } : {} });
    sendEarly(a.url, { method: a.method, body: a.body }, Promise.resolve(answer));
  }
  return true;
}

/** Tests: forget every entry. */
export function forgetEntries(): void {
  entries.clear();
}
