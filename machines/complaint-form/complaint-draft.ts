// Limits of the complaint form (SPEC sections 5 and 9) and the draft kept while writing.

export const MAX_TEXT = 200;
export const MAX_IMAGES = 9;
export const SUCCESS_MODAL_MS = 1500;

export interface ComplaintFormDraft {
  text: string;
  /** URLs of images already uploaded. */
  images: string[];
  /**
   * When this draft was sent (ms since the epoch), marked before the save leaves and removed when it
   * is answered (docs/decisions/0137): found on a load, the save was cut by a reload, and its outcome
   * is unknown until the complaint list says whether it was filed.
   */
  sentAt?: number;
}

export const emptyDraft: ComplaintFormDraft = { text: '', images: [] };

/** Input beyond 200 characters is ignored: the first 200 are kept. */
export function capText(value: string): string {
  return Array.from(value).length > MAX_TEXT ? Array.from(value).slice(0, MAX_TEXT).join('') : value;
}

export function textLength(value: string): number {
  return Array.from(value).length;
}

/** What every stored draft's key starts with. */
export const DRAFT_KEY_PREFIX = 'complaint.draft:';
/** The earlier keys (`complaint.draft.<type>.<sub-type>.<order>`), which name no user. */
const USERLESS_KEY_PREFIX = 'complaint.draft.';

/**
 * One stored draft per borrower (the page's userId; empty when the page has none), type, sub-type
 * and order: on a shared phone the next borrower never sees it (docs/decisions/0120). The values
 * are a JSON list, so no two lists share a key.
 */
export function draftKey(userId: string, problemType: string, problemSonType: string, orderNo: string): string {
  return `${DRAFT_KEY_PREFIX}${JSON.stringify([userId, problemType, problemSonType, orderNo])}`;
}

/**
 * How long a stored draft is kept: 7 days (docs/decisions/0097). Its text and image URLs describe
 * a borrower's problem; on a shared phone they should not outlive the complaint they were for.
 */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A clock set back by this much still reads a draft saved "later" (clock adjustments, time zones are not involved). */
const CLOCK_SKEW_MS = 60 * 1000;

/** The stored form of a draft: what is written, and when (epoch milliseconds). */
export function serializeDraft(draft: ComplaintFormDraft, now: number): string {
  return JSON.stringify({ text: draft.text, images: draft.images, savedAt: now, ...(draft.sentAt === undefined ? {} : { sentAt: draft.sentAt }) });
}

/**
 * A stored draft read back leniently: anything unexpected gives the empty draft, and so does a
 * draft with no saved-at time, one older than DRAFT_MAX_AGE_MS at `now`, or one saved in the future.
 */
export function parseDraft(raw: string | null, now: number): ComplaintFormDraft {
  if (!raw) return emptyDraft;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return emptyDraft;
    const text: unknown = Reflect.get(value, 'text');
    const images: unknown = Reflect.get(value, 'images');
    const savedAt: unknown = Reflect.get(value, 'savedAt');
    if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return emptyDraft;
    if (now - savedAt > DRAFT_MAX_AGE_MS || savedAt - now > CLOCK_SKEW_MS) return emptyDraft;
    const sentAt: unknown = Reflect.get(value, 'sentAt');
    return {
      text: typeof text === 'string' ? capText(text) : '',
      images: Array.isArray(images) ? images.filter((u): u is string => typeof u === 'string').slice(0, MAX_IMAGES) : [],
      ...(typeof sentAt === 'number' && Number.isFinite(sentAt) ? { sentAt } : {}),
    };
  } catch {
    return emptyDraft;
  }
}

/** The part of Web Storage the sweep uses. */
export interface DraftStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

/**
 * Removes every stored draft, of any form and any borrower, that reads back as nothing at `now`:
 * expired, unreadable or empty; and every draft under the earlier keys, which name no user, so
 * whose it is cannot be told (docs/decisions/0120). Other keys are left alone.
 */
export function sweepDrafts(storage: DraftStorage, now: number): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  for (const key of keys) {
    if (key.startsWith(USERLESS_KEY_PREFIX)) storage.removeItem(key);
    else if (key.startsWith(DRAFT_KEY_PREFIX)) {
      const draft = parseDraft(storage.getItem(key), now);
      if (draft.text === '' && draft.images.length === 0) storage.removeItem(key);
    }
  }
}
