// Limits of the complaint form (SPEC sections 5 and 9) and the draft kept while writing.

export const MAX_TEXT = 200;
export const MAX_IMAGES = 9;
export const SUCCESS_MODAL_MS = 1500;

export interface ComplaintFormDraft {
  text: string;
  /** URLs of images already uploaded. */
  images: string[];
}

export const emptyDraft: ComplaintFormDraft = { text: '', images: [] };

/** Input beyond 200 characters is ignored: the first 200 are kept. */
export function capText(value: string): string {
  return Array.from(value).length > MAX_TEXT ? Array.from(value).slice(0, MAX_TEXT).join('') : value;
}

export function textLength(value: string): number {
  return Array.from(value).length;
}

/** One stored draft per type, sub-type and order. */
export function draftKey(problemType: string, problemSonType: string, orderNo: string): string {
  return `complaint.draft.${problemType}.${problemSonType}.${orderNo}`;
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
  return JSON.stringify({ text: draft.text, images: draft.images, savedAt: now });
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
    return {
      text: typeof text === 'string' ? capText(text) : '',
      images: Array.isArray(images) ? images.filter((u): u is string => typeof u === 'string').slice(0, MAX_IMAGES) : [],
    };
  } catch {
    return emptyDraft;
  }
}
