import { devices, expect as baseExpect, test, type Page } from '@playwright/test';
import { selectStory, showStory } from './story-channel';

// The machine panel and the state maps in the static Storybook, as QA uses them
// (README, "Storybook"; docs/decisions/0107-machine-panel.md). The manager's panels sit below
// the story on a desktop screen.
test.use({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 1000 } });

// Each test opens Storybook in a fresh browser context: the manager, then the story's page code (and
// for a map story, every stories module, whose states it links to), all from a cold cache. On two
// loaded cores that first render takes up to ten seconds, beside the other worker's story walk, so
// the waits here allow 30 s (the assertions are the same; a panel that never shows still fails).
// The walks and the maps then move the open Storybook from story to story through its channel
// (./story-channel.ts), as QA's clicks do, instead of opening it anew for each.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

interface Walk {
  flow: string;
  story: string;
  before: string;
  event: string;
  /** The state the event leads to, or the ones it passes through on its way (the demo backend answers). */
  after: RegExp;
}

// One story of each flow, an event its state accepts and where the machine goes (from the spec's
// flows: a retry reloads, the calculator refuses an empty amount, the contact form is sent).
const walks: Walk[] = [
  {
    flow: 'bankRepayment',
    story: 'flows-bank-repayment--load-failed',
    before: '(amount.shown, pay.loadFailed)',
    event: 'load.retry',
    after: /^\(amount\.shown, pay\.(loading|choosing)\)$/,
  },
  { flow: 'calculator', story: 'flows-calculator--idle', before: 'idle', event: 'form.calculate', after: /^invalid$/ },
  {
    flow: 'complaintDetail',
    story: 'flows-complaint-detail--failed',
    before: 'failed',
    event: 'load.retry',
    after: /^(loading|loaded\.(settled|awaitingRating|ratingOpen))$/,
  },
  { flow: 'complaintEntry', story: 'flows-complaint-entry--failed', before: 'failed', event: 'load.retry', after: /^(loading|ready\.browsing)$/ },
  {
    flow: 'complaintForm',
    story: 'flows-complaint-form--failed',
    before: 'failed',
    event: 'load.retry',
    after: /^(loading\.(draft|titles)|editing\.idle)$/,
  },
  { flow: 'complaintList', story: 'flows-complaint-list--failed', before: 'failed', event: 'load.retry', after: /^(loading|loaded)$/ },
  {
    flow: 'confirmLoan',
    story: 'flows-confirm-loan--load-failed',
    before: 'loadFailed',
    event: 'confirm.retry',
    after: /^(loading|ready|recalculating)$/,
  },
  { flow: 'contact', story: 'flows-contact--editing', before: 'editing', event: 'form.submit', after: /^submitted$/ },
  { flow: 'contract', story: 'flows-loan-agreement--failed', before: 'failed', event: 'contract.retry', after: /^(loading|loaded)$/ },
  { flow: 'customerService', story: 'flows-customer-service--failed', before: 'failed', event: 'page.retry', after: /^(loading|loaded)$/ },
  { flow: 'extension', story: 'flows-extension-repayment--failed', before: 'failed', event: 'page.retry', after: /^(loading|loaded)$/ },
  { flow: 'instalment', story: 'flows-instalment-repayment--failed', before: 'failed', event: 'page.retry', after: /^(loading|loaded)$/ },
  {
    flow: 'loanDetails',
    story: 'flows-loan-details--load-failed',
    before: 'loadFailed',
    event: 'details.retry',
    after: /^(loading|viewing|repayable|settled)$/,
  },
  { flow: 'paymentInstructions', story: 'flows-payment-instructions--failed', before: 'failed', event: 'page.retry', after: /^(loading|loaded)$/ },
  { flow: 'rating', story: 'flows-rating--closed', before: 'closed', event: 'rating.open', after: /^picking$/ },
  {
    flow: 'register',
    story: 'flows-register--load-failed',
    before: 'loadFailed',
    event: 'page.retry',
    after: /^(loading|ready\.\(form\.editing\.idle, code\.idle\))$/,
  },
];

async function openPanel(page: Page, storyId: string) {
  await page.goto(`/?path=/story/${storyId}`);
  await page.getByRole('tab', { name: 'Machine' }).click();
  return page.getByRole('region', { name: 'Machine panel' });
}

// The walks in two halves, one per worker, each in one open Storybook.
const halves = [walks.slice(0, Math.ceil(walks.length / 2)), walks.slice(Math.ceil(walks.length / 2))];
for (const [half, list] of halves.entries()) {
  test(`the panel shows a story of each flow in its state, and an event it accepts moves it (${half + 1} of 2: ${list.map((w) => w.flow).join(', ')})`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const panel = await openPanel(page, list[0]!.story);
    for (const [index, walk] of list.entries()) {
      await test.step(`${walk.flow}: ${walk.story} in ${walk.before}, and ${walk.event} moves it`, async () => {
        if (index > 0) await selectStory(page, walk.story);
        await expect(panel.getByRole('heading', { name: `Machine ${walk.flow}` })).toBeVisible();
        const state = panel.getByTestId('machine-panel-state');
        await expect(state).toHaveText(walk.before);
        await panel.getByRole('group', { name: 'Accepted events' }).getByRole('button', { name: walk.event, exact: true }).click();
        await expect(state).toHaveText(walk.after);
        // The last events name the one sent and the state it led to.
        await expect(panel.getByRole('list', { name: 'Last events' }).getByText(`{"type":"${walk.event}"}`)).toBeVisible();
        // The map marks the story on screen.
        await expect(panel.locator(`a.mp-story--current[data-story-id="${walk.story}"]`).first()).toBeAttached();
      });
    }
    expect(problems).toEqual([]);
  });
}

test('the panel sends an event with a payload from its editor, and the story follows', async ({ page }) => {
  const panel = await openPanel(page, 'flows-calculator--idle');
  const state = panel.getByTestId('machine-panel-state');
  await expect(state).toHaveText('idle');
  const events = panel.getByRole('group', { name: 'Accepted events' });
  await events.getByRole('button', { name: 'Edit amount.change with a payload' }).click();
  await panel.getByRole('textbox', { name: 'Event JSON' }).fill('{"type":"amount.change","value":"5000"}');
  await panel.getByRole('button', { name: 'Send event' }).click();
  await events.getByRole('button', { name: 'form.calculate', exact: true }).click();
  await expect(state).toHaveText('showingResults');
  await expect(panel.getByRole('list', { name: 'Context' })).toContainText('"5000"');
  // The story's page itself moved: it shows its results (Spanish, the stories' default language).
  await expect(page.frameLocator('#storybook-preview-iframe').getByRole('region', { name: 'Resultado' })).toBeVisible();
});

// Every state of every flow machine, by hand from the machines (machines/<flow>/<flow>.machine.ts).
const states: Record<string, { map: string; ids: string[] }> = {
  bankRepayment: {
    map: 'maps--bank-repayment',
    ids: [
      'bankRepayment',
      'bankRepayment.amount',
      'bankRepayment.amount.loading',
      'bankRepayment.amount.shown',
      'bankRepayment.amount.unusable',
      'bankRepayment.amount.failed',
      'bankRepayment.pay',
      'bankRepayment.pay.restoring',
      'bankRepayment.pay.loading',
      'bankRepayment.pay.loadFailed',
      'bankRepayment.pay.checking',
      'bankRepayment.pay.unconfirmed',
      'bankRepayment.pay.choosing',
      'bankRepayment.pay.committing',
      'bankRepayment.pay.commitUnknown',
      'bankRepayment.pay.commitUnknown.waiting',
      'bankRepayment.pay.commitUnknown.reading',
      'bankRepayment.pay.commitUnknown.unread',
      'bankRepayment.pay.redirecting',
      'bankRepayment.pay.smsStep',
      'bankRepayment.pay.smsStep.timer',
      'bankRepayment.pay.smsStep.timer.counting',
      'bankRepayment.pay.smsStep.timer.ready',
      'bankRepayment.pay.smsStep.timer.resending',
      'bankRepayment.pay.smsStep.code',
      'bankRepayment.pay.smsStep.code.editing',
      'bankRepayment.pay.smsStep.code.confirming',
      'bankRepayment.pay.paid',
      'bankRepayment.pay.redirected',
    ],
  },
  calculator: { map: 'maps--calculator', ids: ['calculator', 'calculator.idle', 'calculator.invalid', 'calculator.showingResults'] },
  complaintDetail: {
    map: 'maps--complaint-detail',
    ids: [
      'complaintDetail',
      'complaintDetail.loading',
      'complaintDetail.failed',
      'complaintDetail.loaded',
      'complaintDetail.loaded.awaitingRating',
      'complaintDetail.loaded.ratingOpen',
      'complaintDetail.loaded.settled',
    ],
  },
  complaintEntry: {
    map: 'maps--complaint-entry',
    ids: [
      'complaintEntry',
      'complaintEntry.loading',
      'complaintEntry.failed',
      'complaintEntry.ready',
      'complaintEntry.ready.browsing',
      'complaintEntry.ready.pickingOrder',
      'complaintEntry.ready.pickingSonType',
    ],
  },
  complaintForm: {
    map: 'maps--complaint-form',
    ids: [
      'complaintForm',
      'complaintForm.loading',
      'complaintForm.loading.draft',
      'complaintForm.loading.titles',
      'complaintForm.failed',
      'complaintForm.editing',
      'complaintForm.editing.idle',
      'complaintForm.editing.sending',
      'complaintForm.editing.sending.preparing',
      'complaintForm.editing.sending.uploading',
      'complaintForm.submitting',
      'complaintForm.settling',
      'complaintForm.notFound',
      'complaintForm.unsettled',
      'complaintForm.success',
      'complaintForm.left',
    ],
  },
  complaintList: { map: 'maps--complaint-list', ids: ['complaintList', 'complaintList.loading', 'complaintList.failed', 'complaintList.loaded'] },
  confirmLoan: {
    map: 'maps--confirm-loan',
    ids: [
      'confirmLoan',
      'confirmLoan.loading',
      'confirmLoan.loadFailed',
      'confirmLoan.recalculating',
      'confirmLoan.ready',
      'confirmLoan.submitting',
      'confirmLoan.pushFailed',
      'confirmLoan.settling',
      'confirmLoan.settling.waiting',
      'confirmLoan.settling.reading',
      'confirmLoan.pushUnknown',
      'confirmLoan.checking',
      'confirmLoan.taken',
      'confirmLoan.redirectRefused',
      'confirmLoan.leaving',
    ],
  },
  contact: { map: 'maps--contact', ids: ['contact', 'contact.editing', 'contact.invalid', 'contact.submitted'] },
  contract: { map: 'maps--contract', ids: ['contract', 'contract.loading', 'contract.loaded', 'contract.failed'] },
  loanDetails: {
    map: 'maps--loan-details',
    ids: [
      'loanDetails',
      'loanDetails.loading',
      'loanDetails.loadFailed',
      'loanDetails.viewing',
      'loanDetails.repayable',
      'loanDetails.settled',
      'loanDetails.extensionReminder',
    ],
  },
  // The three page-data pages' one machine (docs/decisions/0110-one-page-data-machine.md); a kept
  // answer checked before it is acted on (0139).
  pageData: {
    map: 'maps--page-data',
    ids: ['pageData', 'pageData.loading', 'pageData.checking', 'pageData.unconfirmed', 'pageData.loaded', 'pageData.failed'],
  },
  // The payment code page's own machine: a kept voucher checked before it is copied (0131).
  paymentInstructions: {
    map: 'maps--payment-instructions',
    ids: [
      'paymentInstructions',
      'paymentInstructions.loading',
      'paymentInstructions.checking',
      'paymentInstructions.unconfirmed',
      'paymentInstructions.offline',
      'paymentInstructions.loaded',
      'paymentInstructions.failed',
    ],
  },
  rating: {
    map: 'maps--rating',
    ids: ['rating', 'rating.closed', 'rating.picking', 'rating.missing', 'rating.sending', 'rating.sendFailed', 'rating.thanking', 'rating.rated'],
  },
  register: {
    map: 'maps--register',
    ids: [
      'register',
      'register.loading',
      'register.loadFailed',
      'register.ready',
      'register.ready.form',
      'register.ready.form.editing',
      'register.ready.form.editing.idle',
      'register.ready.form.editing.phoneInvalid',
      'register.ready.form.editing.captchaInvalid',
      'register.ready.form.editing.smsCodeInvalid',
      'register.ready.form.editing.resendBlocked',
      'register.ready.form.editing.notified',
      'register.ready.form.sendingSms',
      'register.ready.form.registering',
      'register.ready.code',
      'register.ready.code.idle',
      'register.ready.code.countingDown',
      'register.registered',
      'register.alreadyRegistered',
      'register.redirecting',
    ],
  },
};

test('every flow has a map, and every map story exists', async ({ request }) => {
  const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, { type: string }> };
  const maps = Object.keys(index.entries).filter((id) => id.startsWith('maps--'));
  expect(maps.sort()).toEqual(
    Object.values(states)
      .map((s) => s.map)
      .sort(),
  );
  // The walk above takes a story of each flow: each machine with a map, and the three pages of the page-data one.
  const pageDataPages = ['customerService', 'extension', 'instalment'];
  expect(walks.map((w) => w.flow).sort()).toEqual([...Object.keys(states).filter((f) => f !== 'pageData'), ...pageDataPages].sort());
});

test("the page-data map links each state to the three pages' stories", async ({ page }) => {
  await page.goto('/iframe.html?id=maps--page-data&viewMode=story');
  const failed = page.locator('li[data-state-id="pageData.failed"] > .mp-stories > a[data-story-id]');
  await expect(failed.first()).toBeVisible();
  const ids = await failed.evaluateAll((as) => as.map((a) => a.getAttribute('data-story-id')));
  for (const story of ['flows-customer-service--failed', 'flows-extension-repayment--failed', 'flows-instalment-repayment--failed'])
    expect(ids).toContain(story);
  // The payment code page has a machine, and a map, of its own (0131).
  expect(ids.filter((id) => id?.startsWith('flows-payment-instructions'))).toEqual([]);
});

test('the map of each flow lists all its states, each linked to a story that exists, under its statechart', async ({ page, request }) => {
  const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, { type: string }> };
  for (const [n, [flow, { map, ids }]] of Object.entries(states).entries()) {
    await test.step(`the map of ${flow}`, async () => {
      if (n === 0) await page.goto(`/iframe.html?id=${map}&viewMode=story`);
      else expect(await showStory(page, map)).toBe('rendered');
      const list = page.getByRole('list', { name: `State map of ${flow}` });
      await expect(list).toBeVisible();
      const shown = await list.locator('li[data-state-id]').evaluateAll((items) => items.map((li) => li.getAttribute('data-state-id')));
      expect(shown.sort()).toEqual([...ids].sort());
      for (const id of ids) {
        const links = await list
          .locator(`li[data-state-id="${id}"] > .mp-stories > a[data-story-id]`)
          .evaluateAll((as) => as.map((a) => ({ id: a.getAttribute('data-story-id') ?? '', href: a.getAttribute('href') ?? '' })));
        expect(links.length, `${id}: stories`).toBeGreaterThan(0);
        for (const link of links) {
          expect(index.entries[link.id]?.type, `${id}: ${link.id} in the index`).toBe('story');
          expect(link.href).toBe(`./?path=/story/${link.id}`);
        }
      }
      // Above the list, the statechart: one box per state (docs/decisions/0127-statecharts-and-phone-inspection.md).
      const chart = page.getByRole('group', { name: new RegExp(`^Statechart of ${flow}: ${ids.length - 1} states, \\d+ transitions$`) });
      await expect(chart).toBeVisible();
      const boxes = await chart.locator('[data-state-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-state-id')));
      expect(boxes.sort()).toEqual([...ids].sort());
      // Transitions show their event, guard and delay (one of each, by hand from the machines).
      if (flow === 'calculator')
        await expect(list.locator('li[data-state-id="calculator.idle"] [data-transition="form.calculate"]').first()).toContainText(
          '[amountIsNumber]',
        );
      if (flow === 'complaintDetail') await expect(list.locator('[data-transition="after ratingDelay"]')).toContainText('ratingOpen');
    });
  }
});

test("a state box of a map's statechart opens its story, and an arrow of the panel's statechart moves it", async ({ page }) => {
  await page.goto('/?path=/story/maps--contact');
  const frame = page.frameLocator('#storybook-preview-iframe');
  await frame
    .getByRole('group', { name: /^Statechart of contact/ })
    .getByRole('link', { name: /^invalid: story/ })
    .click();
  await expect(page).toHaveURL(/path=\/story\/flows-contact--invalid/);
  await page.getByRole('tab', { name: 'Machine' }).click();
  const panel = page.getByRole('region', { name: 'Machine panel' });
  const state = panel.getByTestId('machine-panel-state');
  await expect(state).toHaveText('invalid');
  // The panel's statechart marks the state and offers what it accepts: form.edit leads back to editing.
  const chart = panel.getByRole('group', { name: /^Statechart of contact/ });
  await expect(chart.locator('[data-state-id="contact.invalid"] .mp-dg-box--active')).toBeAttached();
  await chart.getByRole('button', { name: 'Send form.edit' }).locator('rect.mp-dg-label').click();
  await expect(state).toHaveText('editing');
  await expect(chart.locator('[data-state-id="contact.editing"] .mp-dg-box--active')).toBeAttached();
});
