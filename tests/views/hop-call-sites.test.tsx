// Every hop from its call site (docs/decisions/0134): each place in src/flows where a page opens
// another (navigate, replaceTo, the bridge's openPage, a location change, a RouteLink) is listed
// here from the code, and each that opens a loan page has its own test: the real page, with the
// demo backend (msw/node), tapped as a borrower would, lands on an address that carries every
// session value it was opened with. A new call site without a row here fails the first test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ComplaintEntryPage from '../../src/flows/complaint/complaint-entry-page';
import ComplaintFormPage from '../../src/flows/complaint/complaint-form-page';
import ComplaintListPage from '../../src/flows/complaint/complaint-list-page';
import ConfirmLoanPage from '../../src/flows/confirm-loan/confirm-loan-page';
import BankRepaymentPage from '../../src/flows/bank-repayment/bank-repayment-page';
import ExtensionPage from '../../src/flows/extension/extension-page';
import InstalmentPage from '../../src/flows/instalment/instalment-page';
import LoanDetailsPage from '../../src/flows/loan-details/loan-details-page';
import type { ScenarioName } from '../../src/mocks/scenarios';
import { editableField, enabledControl } from '../helpers/render-page';
import { draftKey, serializeDraft } from '../../machines/complaint-form/complaint-draft';
import { renderRoute, where, withDemoBackend } from '../reliability/page-harness';

withDemoBackend();

/** The session values a loan page is opened with: the common query and the header values. */
const SESSION = {
  type: '1',
  productId: '7',
  orderId: '240518001',
  userId: 'U5',
  deviceId: 'd-1',
  sessionId: 's-1',
  appVersion: '2.1.0',
  crp_phe: 'c1',
  dearest: 'd2',
  swift: 'w1',
  eyes: 'e1',
};
const QUERY = new URLSearchParams(SESSION).toString();

/** Opens `page` at `pathname` with the session query (and `extra`), then waits until it has moved on. */
async function hop(page: ReactElement, pathname: string, extra: string, tap: () => Promise<void>, scenarios: ScenarioName[] = []) {
  renderRoute(page, `${pathname}?${QUERY}${extra}`, scenarios);
  await tap();
  await screen.findByTestId('landed');
  const landed = new URL(where(), 'http://x');
  expect(Object.fromEntries([...landed.searchParams].filter(([key]) => key in SESSION)), `the session query on ${landed.pathname}`).toEqual(SESSION);
  return landed;
}

const user = () => userEvent.setup();
/** Taps the button `name` once it takes taps (a loading page shows some of its buttons inert). */
const click = async (name: string | RegExp) => user().click(await enabledControl(() => screen.getByRole('button', { name })));

type Row = { test: () => Promise<void> } | { not: string };

/** Each call site, as its line reads, with its test or the reason it carries no session query. */
const CALL_SITES: Record<string, Row> = {
  'shared/pay-channels/use-pay.ts: if (checked.ok) navigate(checked.link);': {
    test: async () => {
      const landed = await hop(<InstalmentPage />, '/repay/choose', '', async () => {
        const [channel] = await screen.findAllByTestId(/^channel-/);
        await user().click(channel!);
      });
      expect(landed.pathname).toBe('/carpmm');
      expect(landed.searchParams.get('requestType')).toBe('1');
      // The extension page pays through the same call site, with its own payment type.
      cleanup();
      const fromExtension = await hop(<ExtensionPage />, '/repay/delay', '', async () => {
        const [channel] = await screen.findAllByTestId(/^channel-/);
        await user().click(channel!);
      });
      expect(fromExtension.pathname).toBe('/carpmm');
      expect(fromExtension.searchParams.get('requestType')).toBe('2');
    },
  },
  'loan-details/loan-details-page.tsx: goRepay: () => navigate(withCommonQuery(paths.repay, session)),': {
    test: async () => {
      expect((await hop(<LoanDetailsPage />, '/loan/detail', '', () => click('Repay'))).pathname).toBe('/repay/card');
    },
  },
  'loan-details/loan-details-page.tsx: goExtension: () => navigate(withCommonQuery(paths.repayDelay, session)),': {
    test: async () => {
      expect((await hop(<LoanDetailsPage />, '/loan/detail', '', () => click('Extension'), ['delay'])).pathname).toBe('/repay/delay');
    },
  },
  'loan-details/loan-details-page.tsx: if (link) bridge.openPage(link);': {
    not: 'borrow again opens the lending app by its deep link: no session value leaves the page (decision 0097)',
  },
  'test-preview/test-preview-page.tsx: <Button key={target} variant="secondary" onClick={() => navigate(previewHref(target, params, type))}>': {
    not: 'the developer test page opens each page with the values typed on it, not a session (tests/views/test-preview.test.tsx)',
  },
  'confirm-loan/confirm-loan-page.tsx: if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });':
    { not: 'the helper behind replaceTo: its two callers below are the call sites' },
  'confirm-loan/confirm-loan-page.tsx: else window.location.replace(target.href);': {
    not: 'another allowed origin: the session query goes to our own origin only (decision 0097, tests/unit/security/carried-query.test.ts)',
  },
  'confirm-loan/confirm-loan-page.tsx: goToDetails: (_, params: { url: string }) => replaceTo(params.url),': {
    test: async () => {
      const landed = await hop(<ConfirmLoanPage />, '/loan/confirm', '', () => click('Confirm loan'));
      expect(landed.pathname).toBe('/loan/detail');
      expect(landed.searchParams.get('from')).toBe('confirm');
    },
  },
  'confirm-loan/confirm-loan-page.tsx: openOwnDetails: () => replaceTo(withCommonQuery(paths.loanDetail, session)),': {
    test: async () => {
      const landed = await hop(
        <ConfirmLoanPage />,
        '/loan/confirm',
        '',
        async () => {
          await click('Confirm loan');
          await click('View my order');
        },
        ['push-dropped'],
      );
      expect(landed.pathname).toBe('/loan/detail');
    },
  },
  "register/register-page.tsx: goToDownload: () => void navigate({ pathname: '/', search: langSearch, hash: templateHash('downloadTemplate', params) }),":
    {
      not: 'the public register page has no session: it carries its campaign values (tests/views/register.view.test.tsx)',
    },
  'bank-repayment/bank-repayment-page.tsx: void navigate(withCommonQuery(paths.loanDetail, session), { replace: true });': {
    test: async () => {
      const landed = await hop(<BankRepaymentPage />, '/repay/card', '&withholdingAmount=150000', async () => {
        await user().click(await screen.findByRole('radio', { name: /BBVA/ }));
        await click('Pay');
      });
      expect(landed.pathname).toBe('/loan/detail');
    },
  },
  'bank-repayment/bank-repayment-page.tsx: redirect: ({ context }) => window.location.assign(context.redirectUrl),': {
    not: 'the online payment provider’s checked URL on another host: no session value goes with it (decision 0097)',
  },
  'extension/extension-page.tsx: const openService = () => navigate(withCommonQuery(paths.dag, session));': {
    test: async () => {
      const landed = await hop(<ExtensionPage />, '/repay/delay', '', async () => {
        await screen.findByTestId('delay-amount');
        // The button is dragged by touch; Enter opens it, as a tap does.
        screen.getByRole('button', { name: 'Customer service' }).focus();
        await user().keyboard('{Enter}');
      });
      expect(landed.pathname).toBe('/Dag');
    },
  },
  'complaint/complaint-entry-page.tsx: if (form.ok) navigate(withCommonQuery(paths.complaintForm, session, form.value));': {
    test: async () => {
      // A type other than the collection type (value 1) opens the form at once.
      const landed = await hop(<ComplaintEntryPage />, '/complaint', '', () => click('Payments and refunds'));
      expect(landed.pathname).toBe('/complainPageNext');
      expect(landed.searchParams.get('problemType')).toBe('2');
    },
  },
  'complaint/complaint-entry-page.tsx: goToList: () => navigate(withCommonQuery(paths.complaintList, session)),': {
    test: async () => {
      expect((await hop(<ComplaintEntryPage />, '/complaint', '', () => click('My complaints'))).pathname).toBe('/complaintList');
    },
  },
  'complaint/complaint-list-page.tsx: if (problemId.ok) navigate(withCommonQuery(paths.complaintDetail, session, { problemId: problemId.value }));': {
    test: async () => {
      const landed = await hop(<ComplaintListPage />, '/complaintList', '', async () => {
        // The demo backend's one complaint is resolved.
        await user().click(await screen.findByRole('tab', { name: 'Resolved' }));
        const [first] = await within(await screen.findByRole('tabpanel')).findAllByRole('button');
        await user().click(first!);
      });
      expect(landed.pathname).toBe('/complainDetails');
      expect(landed.searchParams.get('problemId')).toMatch(/^\d+$/);
    },
  },
  // A save cut by the page going, not in the list (docs/decisions/0137): My complaints beside the notice.
  'complaint/complaint-form-page.tsx: const openList = () => navigate(withCommonQuery(paths.complaintList, session));': {
    test: async () => {
      const now = Date.now();
      localStorage.setItem(draftKey('U5', '2', '', 'MX240518001'), serializeDraft({ text: 'Me cobraron dos veces.', images: [], sentAt: now }, now));
      const landed = await hop(<ComplaintFormPage />, '/complainPageNext', '&problemType=2&orderNo=MX240518001', async () => {
        await screen.findByTestId('save-notFound');
        await click('My complaints');
      });
      expect(landed.pathname).toBe('/complaintList');
    },
  },
  'complaint/complaint-form-page.tsx: replaceToEntry: () => navigate(withCommonQuery(paths.complaint, session), { replace: true }),': {
    test: async () => {
      const landed = await hop(<ComplaintFormPage />, '/complainPageNext', '&problemType=2&orderNo=MX240518001', async () => {
        const field = await editableField('Problem description');
        fireEvent.change(field, { target: { value: 'Me cobraron dos veces.' } });
        await user().click(screen.getByRole('button', { name: 'Submit' }));
      });
      expect(landed.pathname).toBe('/complaint');
    },
  },
  'register/register-view.tsx: <RouteLink className="reg__link" to={props.agreementHref}>': {
    not: 'the public register page has no session: the agreement link carries its campaign values',
  },
  'register/template-pages.tsx: <RouteLink className="tpl__link" to={`/${search}${templateHash(\'agreementTemplate\', params)}`}>': {
    not: 'a public page after registering: it carries its campaign values',
  },
  'register/template-pages.tsx: <RouteLink className="tpl__link" to={`/${search}${templateHash(\'downloadTemplate\', params)}`}>': {
    not: 'a public page after registering: it carries its campaign values',
  },
  'shared/marketing-shell.tsx: <RouteLink to={{ pathname: item.to, search }} aria-current={pathname === item.to ? \'page\' : undefined} className="nav__link">':
    {
      not: 'the public site’s navigation: it carries the language only',
    },
  "legal/policy-view.tsx: <RouteLink to={{ pathname: paths.privacyNotice, search }}>{t('policy.notice')}</RouteLink>": {
    not: 'a public page: it carries the language only (tests/views/public-pages.test.tsx)',
  },
};

const FLOWS = 'src/flows';
const OPENS = /\b(?:navigate|replaceTo|openPage|location\.assign|location\.replace)\(|<RouteLink\b/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Each line of src/flows that opens another page, as `folder/file: line`. */
function callSites(): string[] {
  return files(FLOWS).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => OPENS.test(line) && !/^\s*(\/\/|\*|\/\*\*)/.test(line))
      .map((line) => `${path.relative(FLOWS, file)}: ${line.trim()}`),
  );
}

describe('every hop from its call site carries the session query', () => {
  it('lists every call site in src/flows, each with its test or the reason it has none', () => {
    expect(Object.keys(CALL_SITES).sort()).toEqual(callSites().sort());
  });

  for (const [site, row] of Object.entries(CALL_SITES)) {
    if ('test' in row) it(site, row.test);
  }
});
