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

/** A stored draft read back leniently: anything unexpected gives the empty draft. */
export function parseDraft(raw: string | null): ComplaintFormDraft {
  if (!raw) return emptyDraft;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return emptyDraft;
    const { text, images } = value as { text?: unknown; images?: unknown };
    return {
      text: typeof text === 'string' ? capText(text) : '',
      images: Array.isArray(images) ? images.filter((u): u is string => typeof u === 'string').slice(0, MAX_IMAGES) : [],
    };
  } catch {
    return emptyDraft;
  }
}
