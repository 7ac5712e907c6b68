// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { Component, createElement, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { lazyPage } from '../../../src/app/lazy-page';
import { matchRoute, matchesPath, hashPath } from '../../../src/app/match-route';
import { AppProviders } from '../../../src/app/providers';
import { buildRouteTable, paths, preloadPage } from '../../../src/app/route-table';

const table = buildRouteTable();
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
    for (const p of [
      '/',
      '/About',
      '/User',
      '/Contact',
      '/Policy',
      '/Loan',
      '/PrivacyPolicy',
      '/agony',
      '/carpmm',
      '/Dag',
      '/complaintList',
      '/complainPageNext',
      '/complainDetails',
      '/testPreview',
    ]) {
      expect(
        table.some((r) => r.path === p && !r.hash),
        p,
      ).toBe(true);
    }
    expect(table.filter((r) => r.hash).map((r) => r.path)).toEqual(['/downloadTemplate', '/agreementTemplate']);
  });

  it('has every fixed destination of the spec, each reachable at its own path', () => {
    const fixed = [
      'confirmLoan',
      'loanDetail',
      'order',
      'confirmNew',
      'confirmOfPeriod',
      'bindBank',
      'bindCard',
      'paymentInstructions',
      'jointLoginFail',
      'repayOrNot',
      'recommendList',
      'customerService',
      'repay',
      'repayDelay',
      'repayChoose',
      'loanAgreement',
      'privacyPolicy',
      'aboutUs',
      'complaint',
      'complaintSubmit',
      'product',
    ] as const;
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

  it('loads every page lazily, the public home too (its first view is prerendered)', () => {
    for (const r of table) {
      const lazy = typeof (r.page as { preload?: unknown }).preload === 'function';
      expect(lazy, r.path).toBe(true);
    }
  });

  it('preloads a lazy page so its first render shows the page, not the loading fallback', async () => {
    const route = table.find((r) => r.name === 'terms')!;
    await preloadPage(route);
    render(
      <MemoryRouter initialEntries={['/terms']}>
        <AppProviders lang="es">
          <Suspense fallback={<p>fallback</p>}>
            <route.page />
          </Suspense>
        </AppProviders>
      </MemoryRouter>,
    );
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('suspends a page that is not loaded yet, then shows it', async () => {
    const page = lazyPage(() => Promise.resolve({ default: () => <p>loaded page</p> }));
    render(<Suspense fallback={<p>fallback</p>}>{createElement(page)}</Suspense>);
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
  });

  it('sends a failed page load to the error boundary, and loads again when preloaded again', async () => {
    let attempts = 0;
    const page = lazyPage(() => {
      attempts++;
      return attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: () => <p>second try</p> });
    });
    await expect(page.preload()).rejects.toThrow('chunk failed');
    const errors: unknown[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        errors.push(error);
      }
      override render() {
        return this.state.failed ? <p>boundary</p> : this.props.children;
      }
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = render(
      <Boundary>
        <Suspense fallback={<p>fallback</p>}>{createElement(page)}</Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('boundary')).toBeInTheDocument();
    expect(String(errors[0])).toContain('chunk failed');
    first.unmount();
    await page.preload();
    render(<Suspense fallback={<p>fallback</p>}>{createElement(page)}</Suspense>);
    expect(await screen.findByText('second try')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
