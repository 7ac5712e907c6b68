// The code of the pages a page can open, fetched once the page is usable and idle
// (docs/decisions/0102): each page module through the route table (so the page renders at once,
// without suspending, when the tap comes), and the loaded view a page fetches beside its data.

/** Route name -> the routes its buttons and links open (each page's navigate calls). */
export const NEXT_PAGES: Readonly<Partial<Record<string, readonly string[]>>> = {
  // Repay (or the reminder's "no need": the bank-card page) and the reminder's extension.
  loanDetail: ['repay', 'repayDelay'],
  order: ['repay', 'repayDelay'],
  // Confirm opens the loan details (the server's link, our own page).
  confirmLoan: ['loanDetail'],
  confirmNew: ['loanDetail'],
  confirmOfPeriod: ['loanDetail'],
  // A pay channel opens its payment code; the extension page also its customer service.
  repayChoose: ['paymentDescription'],
  repayDelay: ['paymentDescription', 'dag'],
  // After paying, the bank-card page replaces itself with the loan details.
  repay: ['loanDetail'],
  complaint: ['complaintList', 'complaintForm'],
  complaintList: ['complaintDetail'],
  complaintForm: ['complaint'],
  complaintSubmit: ['complaint'],
};

/**
 * Pages a page opens only through a control it shows for some answers: fetched ahead only when the
 * page on screen, once settled, has that control (the loan details' extension, for isDelay 1 only).
 */
export const OPENED_BY: Readonly<Partial<Record<string, string>>> = {
  repayDelay: '[data-opens="repayDelay"]',
};

/** The pages `route`'s page can open as it stands: NEXT_PAGES, less those whose control `page` does not show. */
export function nextPages(route: string, page: ParentNode = document): readonly string[] {
  return (NEXT_PAGES[route] ?? []).filter((name) => {
    const control = OPENED_BY[name];
    return control === undefined || page.querySelector(control) !== null;
  });
}

/** Runs `task` once the page shows no spinner (its data is in), when idle; at the latest `giveUpMs` on. */
export function whenSettled(task: () => void, giveUpMs = 10_000): void {
  const giveUp = Date.now() + giveUpMs;
  const check = () => {
    if (document.querySelector('.ui-spinner') && Date.now() < giveUp) window.setTimeout(() => whenIdle(check), 100);
    else task();
  };
  whenIdle(check);
}

/** The loaded view a page asks for beside its data (docs/how-a-page-loads.md, section 4). */
export const PAGE_VIEWS: Readonly<Partial<Record<string, () => Promise<unknown>>>> = {
  paymentDescription: () => import('../../flows/payment-instructions/payment-instructions-view'),
  paymentInstructions: () => import('../../flows/payment-instructions/payment-instructions-view'),
  repayChoose: () => import('../../flows/instalment/instalment-view'),
  repayDelay: () => import('../../flows/extension/extension-view'),
};

/**
 * Code for a step a page opens later (the bank-card page's SMS step, the pay channels' scan-to-pay
 * modal, the payment code's notice for a kept voucher, shown on going back: 0131), outside the page's first load:
 * fetched once the page is settled and idle (./hops.ts), and ahead with the page's code where
 * another page can open it, so the hop's own bandwidth goes to its data.
 */
export const PAGE_LATER: Readonly<Partial<Record<string, () => Promise<unknown>>>> = {
  repay: () => import('../../flows/bank-repayment/bank-repayment-sms'),
  paymentDescription: () => import('../../flows/payment-instructions/voucher-standing'),
  paymentInstructions: () => import('../../flows/payment-instructions/voucher-standing'),
  repayChoose: () => import('../../flows/shared/pay-channels/barcode-modal'),
  repayDelay: () => import('../../flows/shared/pay-channels/barcode-modal'),
};

/** The pages whose first requests are sent with the tap (./next-data.ts; its test checks the two lists agree). */
export const DATA_PAGES: ReadonlySet<string> = new Set([
  'loanDetail',
  'order',
  'confirmLoan',
  'confirmNew',
  'confirmOfPeriod',
  'repayChoose',
  'repayDelay',
  'paymentDescription',
  'paymentInstructions',
  'repay',
  'complaintList',
  'complaintDetail',
]);

/** True on a connection that asks to save data (Save-Data) or is 2G: nothing is fetched ahead there. */
export function savesData(nav: Navigator = navigator): boolean {
  const connection: unknown = Reflect.get(nav, 'connection');
  if (typeof connection !== 'object' || connection === null) return false;
  const saveData: unknown = Reflect.get(connection, 'saveData');
  const type: unknown = Reflect.get(connection, 'effectiveType');
  return saveData === true || type === '2g' || type === 'slow-2g';
}

/** Calls `task` when the browser is idle (requestIdleCallback; a timer where it is missing, as in old webviews). */
export function whenIdle(task: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, 200);
}
