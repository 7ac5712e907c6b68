import { maintainsEndpoints } from '../api/endpoints';

/** Named demo-backend scenarios. Each one bends the happy path in one documented way. */
export const scenarioCatalogue = {
  'status-21': 'Order status 21: application under review',
  'status-151': 'Order status 151: approved, money on its way',
  'status-110': 'Order status 110: application rejected (detail list hidden)',
  'status-170': 'Order status 170: loan disbursed',
  'status-174': 'Order status 174: repayable (the default)',
  'status-180': 'Order status 180: overdue, repayable',
  'status-200': 'Order status 200: settled (borrow again)',
  delay: "Loan details carry isDelay '1' (extension button)",
  'need-pop': 'Confirm loan answers isNeedPop 1 (the isType=1 reload answers 0 with a new amount)',
  'no-contract': 'Confirm loan and loan details carry an empty isNewContract',
  'need-valid': 'Repayment commit answers needValid 1 (SMS-code step)',
  'no-show': 'The current order has isShow 0 (collection complaints blocked)',
  'need-score': 'Complaint detail answers isNeedScore 1 (rating modal)',
  'empty-reply': 'Complaint detail has an empty reply (reply block hidden)',
  'sms-101': "get-sms answers code '101' (wrong image captcha)",
  'sms-11': "get-sms answers code '11' (already registered)",
  'register-11': "register answers code '11' (already registered)",
  'register-minus-1': "register answers code '-1' (captcha error)",
  'repay-800005': "repayment-commit answers code '800005' (duplicate payment request)",
  'repay-800006': "repayment-confirm answers code '800006' (wrong verification code)",
  'repay-fail': 'repayment-commit answers a failure code (800001) with a message',
  'repay-online': 'repayment-way answers alipay 1 (the online payment option, through repayment-huichao)',
  'repay-amount-fail': 'loan-play-detail (the amount due the bank-card page loads when its link has none) answers a failure code with a message',
  'repay-amount-unusable': "loan-play-detail answers repayAmount 'N/D' (the bank-card page stops Pay and says why)",
  'upload-fail': 'upload-problem-img answers a non-zero code with a message',
  'save-fail': 'problem-save answers a non-zero code with a message',
  'push-fail': 'loan-detail-push answers success false',
  'push-dropped':
    'loan-detail-push takes the loan, then the connection drops before its answer (a network error); loan-detail-confirm then answers that the loan was requested',
  'push-504':
    'loan-detail-push answers HTTP 504 from a gateway, the loan not made (a fresh loan-detail-confirm still offers it; the order shows no loan)',
  'push-500': 'loan-detail-push takes the loan, then answers HTTP 500 (a crash while answering); the order shows the loan at once',
  'push-504-late':
    'loan-detail-push answers HTTP 504 from a gateway while the origin goes on: the loan shows in the order 3 s later (kept on the device: a second tab and a reload see it)',
  'repay-502': 'repayment-commit takes the payment, then the proxy answers HTTP 502; the order then shows it settled (200)',
  'template-fail': "channel-template answers a code other than '00'",
  'sid-fail': "get-sid answers a code other than '0'",
  'contract-fail': 'contract-detail answers a non-zero code with a message',
  messy:
    'Every answer\'s data as a loose backend writes it: amounts "N/D", fields null, "" or the other type, empty lists as "" (ids and codes kept)',
  slow: 'Every demo response arrives 2 s late',
  offline: 'Every demo request fails with a network error',
  'hostile-text': 'Loan confirm, loan details and payment instructions carry HTML and script in their text fields',
  'hostile-urls': 'Loan confirm, loan push, loan details, payment instructions and repayment-huichao carry javascript:, data: and foreign-host URLs',
  'details-offline': 'loan-details fails with a network error',
  'details-500': 'loan-details answers HTTP 500',
  'details-html': 'loan-details answers an HTML page instead of JSON',
  'details-fail': 'loan-details answers success false, a non-zero code and a message',
  'details-hang': 'loan-details never answers (the client gives up at its time limit)',
  'save-offline': 'problem-save fails with a network error',
  'save-500': 'problem-save answers HTTP 500',
  'save-html': 'problem-save answers an HTML page instead of JSON',
} as const;

export type ScenarioName = keyof typeof scenarioCatalogue;

/** How a fault scenario breaks its endpoint (the error paths of the pages, end to end). */
export type FaultKind = 'network' | 'http500' | 'html' | 'business' | 'hang';

/** The fault scenarios: the endpoint (a shared-helper path) each one breaks, and how. */
export const faultScenarios: Partial<Record<ScenarioName, { endpoint: string; fault: FaultKind }>> = {
  'details-offline': { endpoint: maintainsEndpoints.loanDetails, fault: 'network' },
  'details-500': { endpoint: maintainsEndpoints.loanDetails, fault: 'http500' },
  'details-html': { endpoint: maintainsEndpoints.loanDetails, fault: 'html' },
  'details-fail': { endpoint: maintainsEndpoints.loanDetails, fault: 'business' },
  'details-hang': { endpoint: maintainsEndpoints.loanDetails, fault: 'hang' },
  'save-offline': { endpoint: maintainsEndpoints.problemSave, fault: 'network' },
  'save-500': { endpoint: maintainsEndpoints.problemSave, fault: 'http500' },
  'save-html': { endpoint: maintainsEndpoints.problemSave, fault: 'html' },
};

/** The active fault for a request path, if a fault scenario targets it. */
export function activeFault(pathname: string): FaultKind | null {
  for (const name of active) {
    const fault = faultScenarios[name];
    if (fault && pathname.endsWith(fault.endpoint)) return fault.fault;
  }
  return null;
}

export const scenarioNames = Object.keys(scenarioCatalogue) as ScenarioName[];

/** The push scenarios: while one is on, an order whose loan no push made shows status 21 (no loan yet). */
export const pushScenarios: readonly ScenarioName[] = ['push-dropped', 'push-504', 'push-500', 'push-504-late'];
/** How long after its 504 the push-504-late loan shows in the order. */
export const LATE_LOAN_MS = 3000;

export const orderStatuses = [21, 151, 110, 170, 174, 180, 200] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Where the browser keeps the choice so navigation inside the app keeps it. */
export const scenarioStorageKey = 'demo-backend.scenarios';
export const slowDelayMs = 2000;

let active: ScenarioName[] = [];

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(scenarioCatalogue, name);
}

/** Replaces the active set. Unknown names are dropped; returns what is now active. */
export function setScenarios(names: readonly string[]): ScenarioName[] {
  active = [...new Set(names.map((n) => n.trim()).filter(isScenarioName))];
  return activeScenarios();
}

export function activeScenarios(): ScenarioName[] {
  return [...active];
}

export function hasScenario(name: ScenarioName): boolean {
  return active.includes(name);
}

/** The order status the backend reports: the first status-* scenario, else 174 (repayable). */
export function currentOrderStatus(): OrderStatus {
  for (const name of active) {
    if (name.startsWith('status-')) {
      const code = Number(name.slice('status-'.length));
      const known = orderStatuses.find((s) => s === code);
      if (known !== undefined) return known;
    }
  }
  return 174;
}

/** `?scenario=a,b` in the search or in the hash's query; null when the flag is absent. */
export function scenarioFlag(search: string, hash = ''): string[] | null {
  const fromHash = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  for (const query of [search, fromHash]) {
    const params = new URLSearchParams(query);
    const value = params.get('scenario');
    if (value !== null) return value.split(',').filter((n) => n.trim() !== '');
  }
  return null;
}

interface PageLocation {
  search: string;
  hash: string;
}

/**
 * Applies the page's scenario flag: a flag sets and remembers the choice (`?scenario=` clears it);
 * without a flag the remembered choice applies.
 */
export function applyScenariosFromPage(location: PageLocation, storage: Storage | undefined): ScenarioName[] {
  const flag = scenarioFlag(location.search, location.hash);
  if (flag !== null) {
    const names = setScenarios(flag);
    try {
      if (names.length > 0) storage?.setItem(scenarioStorageKey, names.join(','));
      else storage?.removeItem(scenarioStorageKey);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
    return names;
  }
  let saved: string | null = null;
  try {
    saved = storage?.getItem(scenarioStorageKey) ?? null;
  } catch {
    saved = null;
  }
  return saved === null ? activeScenarios() : setScenarios(saved.split(','));
}
