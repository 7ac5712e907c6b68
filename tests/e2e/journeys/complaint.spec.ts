import { expect, test } from '../fixtures';
import { callsTo, expectAddress, expectLoaded, expectSessionSent, query, recordApiCalls, SESSION_EN } from './journey';

// Filing a complaint, in English: the order and type chosen on the entry page are the ones the
// form files, and the session reaches every page of the way back to the complaint's detail.
test('journey: complaint entry → form → submit → entry → list → the new complaint → its detail', async ({ page }) => {
  const text = `Charged twice for one payment ${Date.now()}`;
  const sent = recordApiCalls(page);
  await page.goto(`/complaint?${query(SESSION_EN, { scenario: '' })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints and suggestions' })).toBeVisible();
  await expect(page.getByTestId('order-card')).toContainText('MX240518001');
  await expectLoaded(page, 'en');
  expectSessionSent(sent, 0, SESSION_EN, 'en');

  await page.getByRole('button', { name: 'See all orders' }).click();
  const orders = page.getByRole('dialog', { name: 'Choose an order' });
  await orders.getByRole('button', { name: /MX240518001/ }).click();
  await expect(orders).toHaveCount(0);
  let mark = sent.length;
  await page.getByRole('button', { name: 'Payments and refunds' }).click();

  await expectAddress(page, '/complainPageNext', SESSION_EN, { problemType: '2', problemSonType: '', orderNo: 'MX240518001' });
  await expect(page.getByRole('heading', { level: 1, name: 'Describe your problem' })).toBeVisible();
  await expect(page.getByTestId('chosen-type')).toHaveText('Payments and refunds');
  await page.getByLabel('Problem description').fill(text);
  await expect(page.getByTestId('text-counter')).toHaveText(`${text.length}/200`);
  await expectLoaded(page, 'en');
  const save = page.waitForRequest((r) => r.url().includes('/user-problem/problem-save'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await save;
  // Filed as shown: the type and order chosen, the text typed.
  expect(callsTo(sent, '/user-problem/problem-save').map((s) => s.body)).toEqual([
    expect.objectContaining({ problemType: '2', orderNo: 'MX240518001', problemDetail: text }),
  ]);
  await expect(page.getByRole('dialog', { name: 'Sent' })).toContainText('We received your complaint. We will answer soon.');
  expectSessionSent(sent, mark, SESSION_EN, 'en');

  await expectAddress(page, '/complaint', SESSION_EN);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('order-card')).toContainText('MX240518001');
  mark = sent.length;
  await page.getByRole('button', { name: 'My complaints' }).click();

  await expectAddress(page, '/complaintList', SESSION_EN);
  await expect(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
  const filed = page.getByRole('button', { name: new RegExp(text) });
  await expect(filed).toBeVisible();
  await expectLoaded(page, 'en');
  expectSessionSent(sent, mark, SESSION_EN, 'en');
  mark = sent.length;
  await filed.click();

  await expect(page).toHaveURL(/\/complainDetails\?/);
  const problemId = new URL(page.url()).searchParams.get('problemId') ?? '';
  expect(problemId).toMatch(/^\d+$/);
  await expectAddress(page, '/complainDetails', SESSION_EN, { problemId });
  await expect(page.getByRole('heading', { level: 1, name: 'Complaint detail' })).toBeVisible();
  await expect(page.getByTestId('detail-content')).toHaveText(text);
  await expect(page.getByTestId('detail-type')).toHaveText('Payments and refunds');
  await expectLoaded(page, 'en');
  expectSessionSent(sent, mark, SESSION_EN, 'en');
  expect(callsTo(sent.slice(mark), '/user-problem/problem-detail').map((s) => s.body)).toEqual([expect.objectContaining({ problemId })]);
});
