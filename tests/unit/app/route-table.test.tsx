import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { matchRoute, matchesPath, hashPath } from '../../../src/app/match-route';
import { buildRouteTable, paths } from '../../../src/app/route-table';

function Home() {
  return null;
}
const table = buildRouteTable(Home);
const nameAt = (pathname: string, hash = '') => matchRoute(table, pathname, hash)?.name;

describe('route matching rule', () => {
  const rules = [
    { path: '/a', match: 'prefix' as const, id: 'first' },
    { path: '/a/b', match: 'prefix' as const, id: 'second' },
    { path: '/', match: 'exact' as const, id: 'root' },
  ];

  it('takes the first entry that matches, even when a later one is more specific', () => {
    expect(matchRoute(rules, '/a/b')?.id).toBe('first');
    expect(matchRoute([...rules].reverse(), '/a/b')?.id).toBe('second');
  });

  it('matches by prefix on whole path segments, case-sensitively', () => {
    expect(matchesPath({ path: '/Loan', match: 'prefix' }, '/Loan/anything')).toBe(true);
    expect(matchesPath({ path: '/Loan', match: 'prefix' }, '/Loan/')).toBe(true);
    expect(matchesPath({ path: '/Loan', match: 'prefix' }, '/LoanX')).toBe(false);
    expect(matchesPath({ path: '/Loan', match: 'prefix' }, '/loan')).toBe(false);
  });

  it('matches the exact home only', () => {
    expect(matchesPath({ path: '/', match: 'exact' }, '/')).toBe(true);
    expect(matchesPath({ path: '/', match: 'exact' }, '/x')).toBe(false);
  });

  it('reads hash paths without their query', () => {
    expect(hashPath('#/downloadTemplate?app_from=a')).toBe('/downloadTemplate');
    expect(hashPath('#section')).toBe('');
  });
});

describe('the route table', () => {
  it('has every named path of the spec', () => {
    for (const p of ['/', '/About', '/User', '/Contact', '/Policy', '/Loan', '/PrivacyPolicy', '/agony', '/carpmm', '/Dag', '/complaintList', '/complainPageNext', '/complainDetails', '/testPreview']) {
      expect(table.some((r) => r.path === p && !r.hash), p).toBe(true);
    }
    expect(table.filter((r) => r.hash).map((r) => r.path)).toEqual(['/downloadTemplate', '/agreementTemplate']);
  });

  it('has every fixed destination of the spec, each reachable at its own path', () => {
    const fixed = ['confirmLoan', 'loanDetail', 'order', 'confirmNew', 'confirmOfPeriod', 'bindBank', 'bindCard', 'paymentInstructions', 'jointLoginFail', 'repayOrNot', 'recommendList', 'customerService', 'repay', 'repayDelay', 'repayChoose', 'loanAgreement', 'privacyPolicy', 'aboutUs', 'complaint', 'complaintSubmit', 'product'] as const;
    for (const name of fixed) expect(nameAt(paths[name]), name).toBe(name);
  });

  it('sends every path to its own entry (no entry shadows another)', () => {
    for (const r of table) expect(r.hash ? nameAt('/', `#${r.path}`) : nameAt(r.path), r.path).toBe(r.name);
  });

  it('keeps query strings and deeper paths on their page', () => {
    expect(nameAt('/complainDetails')).toBe('complaintDetail');
    expect(nameAt('/complaint/submit/extra')).toBe('complaintSubmit');
    expect(nameAt('/complaintList')).toBe('complaintList');
    expect(nameAt('/loan/confirm-new')).toBe('confirmNew');
    expect(nameAt('/loan/confirm')).toBe('confirmLoan');
  });

  it('prefers a hash route on any path', () => {
    expect(nameAt('/', '#/downloadTemplate?id=3')).toBe('downloadTemplate');
    expect(nameAt('/promotion', '#/agreementTemplate')).toBe('agreementTemplate');
    expect(nameAt('/User', '#top')).toBe('calculator');
  });

  it('finds nothing for an unknown path', () => {
    expect(nameAt('/nope')).toBeUndefined();
  });

  it('loads every page lazily except the public home', () => {
    for (const r of table) {
      const lazy = (r.page as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');
      expect(lazy, r.path).toBe(r.name !== 'home');
    }
    expect(isValidElement(<Home />)).toBe(true);
  });
});
