// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ComplaintFormPage from '../../../src/flows/complaint/complaint-form-page';
import { draftKey, parseDraft, serializeDraft } from '../../../machines/complaint-form/complaint-draft';
import { server } from '../../../src/mocks/node';
import { fileComplaint, resetStore } from '../../../src/mocks/store';
import { editableField, renderPage } from '../../helpers/render-page';

// docs/decisions/0137: a complaint save is marked on the phone before it leaves, per borrower and
// draft; a page loaded again that finds the mark never offers Submit as if nothing went: it reads
// the complaint list, and says what it found.
const ROUTE = '/complainPageNext?type=1&orderId=240518001&userId=U5&problemType=2&orderNo=MX240518001';
const KEY = draftKey('U5', '2', '', 'MX240518001');
const TEXT = 'Me cobraron dos veces el mismo pago';
const SAVE = '*/maintains/user-problem/problem-save';
const LIST = '*/maintains/user-problem/problem-list';

/** Counts the page's calls to a demo endpoint, passing them on. */
function countCalls(path: string): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) count += 1;
  });
  return () => count;
}

const storeMarked = (sentAt = Date.now()) => localStorage.setItem(KEY, serializeDraft({ text: TEXT, images: [], sentAt }, sentAt));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetStore();
});
afterAll(() => server.close());

describe('a complaint save cut by a reload', () => {
  it('is marked before it leaves, and the page loaded again sends nothing and reads the list', async () => {
    // The save never answers: the page goes (a reload) while it is on its way.
    server.use(http.post(SAVE, () => new Promise<Response>(() => undefined)));
    const saves = countCalls('/problem-save');
    renderPage(<ComplaintFormPage />, { route: ROUTE });
    const user = userEvent.setup();
    await user.click(await editableField('Problem description'));
    await user.paste(TEXT);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(saves()).toBe(1));
    expect(parseDraft(localStorage.getItem(KEY), Date.now())).toMatchObject({ text: TEXT, sentAt: expect.any(Number) });
    cleanup();

    const lists = countCalls('/problem-list');
    renderPage(<ComplaintFormPage />, { route: ROUTE });
    // Not in the demo's list (the save never reached it): said so, and sending again is the borrower's choice.
    expect(await screen.findByTestId('save-notFound')).toHaveTextContent('it is not in your complaints');
    expect(lists()).toBe(1);
    expect(saves()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByLabelText('Problem description')).toHaveValue(TEXT);
    expect(screen.getByLabelText('Problem description')).toHaveAttribute('readonly');
    // Still marked: a second reload settles it again.
    expect(parseDraft(localStorage.getItem(KEY), Date.now()).sentAt).toEqual(expect.any(Number));
  });

  it('found in the list: filed, as if answered; the draft goes, so does the order picked for it, and nothing is sent', async () => {
    storeMarked();
    // The order picked on the entry page, kept for this borrower and another (docs/decisions/0137).
    const picked = (user: string, entry: string) => [JSON.stringify([user, entry]), { 'complaintEntry.order': 'MX240518002' }];
    sessionStorage.setItem('keep.entries.choices', JSON.stringify([picked('U5', 'e1'), picked('U6', 'e2')]));
    fileComplaint({ problemType: 2, problemSonType: 0, orderNo: 'MX240518001', content: TEXT, images: [] });
    const saves = countCalls('/problem-save');
    renderPage(<ComplaintFormPage />, { route: ROUTE });
    expect(await screen.findByRole('dialog', { name: 'Sent' })).toBeVisible();
    expect(saves()).toBe(0);
    expect(localStorage.getItem(KEY)).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem('keep.entries.choices')).not.toContain('U5'));
    expect(sessionStorage.getItem('keep.entries.choices')).toContain('U6');
  });

  it('not in the list: Send again sends it once, marked again, and an answer removes the draft', async () => {
    storeMarked(Date.now() - 10_000);
    const saves = countCalls('/problem-save');
    renderPage(<ComplaintFormPage />, { route: ROUTE });
    await screen.findByTestId('save-notFound');
    expect(saves()).toBe(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('dialog', { name: 'Sent' })).toBeVisible();
    expect(saves()).toBe(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('the list not read: it may have been filed; no Submit, Check again and the list offered', async () => {
    storeMarked();
    server.use(http.post(LIST, () => HttpResponse.error()));
    const saves = countCalls('/problem-save');
    renderPage(<ComplaintFormPage />, { route: ROUTE });
    expect(await screen.findByTestId('save-unsettled')).toHaveTextContent('It may have been filed');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'My complaints' })).toBeEnabled();
    server.resetHandlers();
    fileComplaint({ problemType: 2, problemSonType: 0, orderNo: 'MX240518001', content: TEXT, images: [] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('dialog', { name: 'Sent' })).toBeVisible();
    expect(saves()).toBe(0);
  });

  it('a save answered with a refusal drops the mark: the form is offered again', async () => {
    server.use(http.post(SAVE, () => HttpResponse.json({ code: 5002, message: 'No pudimos registrar su queja.', data: null })));
    renderPage(<ComplaintFormPage />, { route: ROUTE });
    const user = userEvent.setup();
    await user.click(await editableField('Problem description'));
    await user.paste(TEXT);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    const kept = parseDraft(localStorage.getItem(KEY), Date.now());
    expect(kept.text).toBe(TEXT);
    expect(kept.sentAt).toBeUndefined();
  });
});
