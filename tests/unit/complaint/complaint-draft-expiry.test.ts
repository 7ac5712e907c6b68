import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, parseDraft, serializeDraft } from '../../../machines/complaint-form/complaint-draft';

// A stored complaint draft expires (docs/decisions/0097): 7 days after it was saved. The clock is
// a plain number here; the page passes Date.now().
const SAVED = Date.UTC(2026, 10, 1, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const draft = { text: 'Me llaman a diario', images: ['https://cdn.lendo.example/a.png'] };
const empty = { text: '', images: [] };

describe('complaint draft expiry', () => {
  it('is 7 days', () => {
    expect(DRAFT_MAX_AGE_MS).toBe(7 * DAY);
  });

  it.each([
    ['just saved', 0, draft],
    ['6 days later', 6 * DAY, draft],
    ['exactly 7 days later', 7 * DAY, draft],
    ['7 days and a second later', 7 * DAY + 1000, empty],
    ['30 days later', 30 * DAY, empty],
    ['a clock 30 s behind', -30 * 1000, draft],
    ['a clock a day behind (saved "tomorrow")', -DAY, empty],
  ])('read %s', (_when, elapsed, expected) => {
    expect(parseDraft(serializeDraft(draft, SAVED), SAVED + elapsed)).toEqual(expected);
  });

  it.each([
    ['no saved-at time (stored before expiry existed)', JSON.stringify(draft)],
    ['a saved-at text', JSON.stringify({ ...draft, savedAt: '2026-11-01' })],
    ['a saved-at null', JSON.stringify({ ...draft, savedAt: null })],
    ['not JSON', '{"text":'],
  ])('drops a draft with %s', (_what, raw) => {
    expect(parseDraft(raw, SAVED)).toEqual(empty);
  });

  it('stores the time it was saved', () => {
    expect(JSON.parse(serializeDraft(draft, SAVED))).toEqual({ ...draft, savedAt: SAVED });
  });
});
