// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ComplaintFormPage from '../../../src/flows/complaint/complaint-form-page';
import { DRAFT_MAX_AGE_MS, draftKey, serializeDraft, sweepDrafts } from '../../../machines/complaint-form/complaint-draft';
import { server } from '../../../src/mocks/node';
import { editableField, renderPage } from '../../helpers/render-page';

// docs/decisions/0120: a complaint draft belongs to the borrower who wrote it (the page's userId),
// and expired drafts of every form leave storage whenever any complaint form opens.
const FORM = 'problemType=1&problemSonType=11&orderNo=MX240518001';
const route = (userId: string) => `/complainPageNext?type=1&orderId=240518001&userId=${userId}&${FORM}`;
const DAY = 24 * 60 * 60 * 1000;

const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('complaint.draft'));

async function openForm(userId: string): Promise<HTMLTextAreaElement> {
  renderPage(<ComplaintFormPage />, { route: route(userId) });
  const field = await editableField('Problem description');
  // The stored draft has been read (and written back) once the form holds what it restored.
  await waitFor(() => expect(draftKeys().length).toBeGreaterThan(0));
  if (!(field instanceof HTMLTextAreaElement)) throw new Error('the description is a textarea');
  return field;
}

// The demo backend answers the page's calls (the type titles).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('a complaint draft on a shared phone', () => {
  it('is not shown to the next borrower (another userId), and is to its writer', async () => {
    await openForm('U5');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Problem description'));
    await user.paste('Me llaman a diario');
    await waitFor(() => expect(JSON.stringify({ ...localStorage })).toContain('Me llaman a diario'));
    cleanup();

    const next = await openForm('U6');
    expect(next.value).toBe('');
    cleanup();

    expect((await openForm('U5')).value).toBe('Me llaman a diario');
  });

  it('keys the draft by user, type, sub-type and order, without two lists of values sharing a key', () => {
    expect(draftKey('U5', '1', '11', 'MX1')).not.toBe(draftKey('U6', '1', '11', 'MX1'));
    expect(draftKey('U5', '1', '11', 'MX1')).toContain('U5');
    expect(draftKey('a.b', 'c', '', '')).not.toBe(draftKey('a', 'b.c', '', ''));
    expect(draftKey('', '1', '11', 'MX1')).not.toBe(draftKey('U5', '1', '11', 'MX1'));
  });
});

describe('expired drafts of every form', () => {
  it('leave storage when any complaint form opens; fresh ones and other keys stay', async () => {
    const now = Date.now();
    const expired = draftKey('U5', '3', '', 'MX9');
    const fresh = draftKey('U7', '4', '', 'MX8');
    localStorage.setItem(expired, serializeDraft({ text: 'viejo', images: [] }, now - DRAFT_MAX_AGE_MS - DAY));
    localStorage.setItem(fresh, serializeDraft({ text: 'nuevo', images: [] }, now - DAY));
    // A draft stored under the earlier key, which names no user: whose it is cannot be told.
    localStorage.setItem('complaint.draft.3..MX9', serializeDraft({ text: 'sin usuario', images: [] }, now - DAY));
    localStorage.setItem('unrelated', 'kept');

    await openForm('U6');
    await waitFor(() => expect(localStorage.getItem(expired)).toBeNull());
    expect(localStorage.getItem('complaint.draft.3..MX9')).toBeNull();
    expect(localStorage.getItem(fresh)).not.toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(draftKeys()).toEqual(expect.arrayContaining([fresh]));
  });

  it('sweepDrafts removes the expired, the unreadable and the user-less, nothing else', () => {
    const now = Date.UTC(2026, 10, 1);
    const store = new Map<string, string>([
      [draftKey('U1', '1', '', 'A'), serializeDraft({ text: 'a', images: [] }, now - 8 * DAY)],
      [draftKey('U1', '2', '', 'B'), '{'],
      [draftKey('U1', '3', '', 'C'), serializeDraft({ text: 'c', images: [] }, now - 6 * DAY)],
      ['complaint.draft.1.11.MX1', serializeDraft({ text: 'd', images: [] }, now)],
      ['other', 'x'],
    ]);
    const storage = {
      get length() {
        return store.size;
      },
      key: (i: number) => [...store.keys()][i] ?? null,
      getItem: (key: string) => store.get(key) ?? null,
      removeItem: (key: string) => void store.delete(key),
    };
    sweepDrafts(storage, now);
    expect([...store.keys()]).toEqual([draftKey('U1', '3', '', 'C'), 'other']);
  });
});
