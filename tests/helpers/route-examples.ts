// The README's route table (path, name, status, example address) and what each route's page shows
// once it is ready. Read by the dev-server smoke (tests/e2e/dev/) and the StrictMode view test.

export interface RouteExample {
  path: string;
  name: string;
  status: string;
  /** Path, query and hash to open, from the table's Example column. */
  example: string;
}

/** The rows of the README's route table. */
export function routeExamples(readme: string): RouteExample[] {
  const lines = readme.split('\n');
  const header = lines.findIndex((line) => /^\| Path \| Screen \| Name \| Status \| Example \|$/.test(line));
  if (header < 0) throw new Error('README: no route table with an Example column');
  const rows: RouteExample[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const code = (cell: string | undefined) => /^`([^`]+)`/.exec(cell ?? '')?.[1] ?? '';
    rows.push({ path: code(cells[0]), name: code(cells[2]), status: cells[3] ?? '', example: code(cells[4]) });
  }
  return rows;
}

/**
 * What a route's page shows once it is ready (English, every example has `type=1`): its level-one
 * heading and, for a page that loads data, a line or a region of ours that only the loaded page
 * shows.
 */
export interface MainContent {
  heading?: string;
  /** An element's whole text. */
  text?: string;
  /** A region (a section named by its label). */
  region?: string;
}

const NOT_YET: MainContent = { text: 'This page is not available yet.' };
const CONFIRM: MainContent = { heading: 'Confirm loan', text: 'Loan term' };
const DETAILS: MainContent = { heading: 'Loan details', text: 'Repay' };
const AGREEMENT: MainContent = { heading: 'Loan Agreement', text: 'Promissory note' };
const PRIVACY: MainContent = { heading: 'Privacy Policy' };
const INSTRUCTIONS: MainContent = { text: 'Copy code' };
const SERVICE: MainContent = { heading: 'Customer service', text: 'Telephone' };
const FORM: MainContent = { heading: 'Describe your problem', text: 'Problem description' };

export const mainContent: Readonly<Record<string, MainContent>> = {
  downloadTemplate: { heading: 'Download the app' },
  agreementTemplate: { heading: 'Registration agreement' },
  home: { heading: 'Fast, considerate loans' },
  about: { heading: 'About us' },
  calculator: { heading: 'Loan Calculator', text: 'Loan amount' },
  contact: { heading: 'Contact Us' },
  policy: PRIVACY,
  loanImageAgreement: AGREEMENT,
  privacyNotice: { heading: 'Privacy notice' },
  periodAgreement: AGREEMENT,
  paymentDescription: INSTRUCTIONS,
  dag: SERVICE,
  complaintList: { heading: 'My complaints' },
  complaintForm: FORM,
  complaintDetail: { heading: 'Complaint detail', text: 'Content' },
  testPreview: { heading: 'Test page' },
  terms: { heading: 'Loan terms and conditions' },
  promotion: { heading: 'Sign up and get your loan', text: 'Mobile number' },
  confirmNew: CONFIRM,
  confirmOfPeriod: CONFIRM,
  confirmLoan: CONFIRM,
  loanDetail: DETAILS,
  order: DETAILS,
  bindBank: NOT_YET,
  bindCard: NOT_YET,
  paymentInstructions: INSTRUCTIONS,
  jointLoginFail: { heading: 'Fracaso' },
  repayOrNot: NOT_YET,
  recommendList: NOT_YET,
  customerService: SERVICE,
  repay: { heading: 'Pay by bank card', text: 'Choose a bank card' },
  repayDelay: { heading: 'Extension repayment', region: 'Payment plan' },
  repayChoose: { heading: 'Instalment repayment', text: 'Amount to pay' },
  loanAgreement: AGREEMENT,
  privacyPolicy: PRIVACY,
  aboutUs: { heading: 'About us' },
  complaintSubmit: FORM,
  complaint: { heading: 'Complaints and suggestions', text: 'Current order' },
  product: NOT_YET,
};

/**
 * The first route of each page module (routes that share a module differ only in the values the
 * page is given): for the walks that prove each page module starts in another setting (the dev
 * server, an old webview), while tests/e2e/routes.spec.ts opens every route in the build.
 */
export function onePerPageModule(routes: readonly RouteExample[], modules: Readonly<Record<string, string>>): RouteExample[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const module = modules[route.name];
    if (module === undefined) throw new Error(`route ${route.name}: not in src/app/route-table.ts`);
    if (seen.has(module)) return false;
    seen.add(module);
    return true;
  });
}
