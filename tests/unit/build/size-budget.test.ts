import { describe, expect, it } from 'vitest';
import { inlineScripts, readmeRoutes } from '../../../scripts/first-load.mjs';
import { BUDGETS, budgetOf, HELD_OVER, overBudget } from '../../../scripts/size-budget.mjs';

// The size check (scripts/size-budget.mjs) counts what Chromium fetches while each README route
// loads (scripts/first-load.mjs); `node scripts/size-budget.mjs` runs it on a production build.
describe('first-load budgets', () => {
  it('are 95 KB for the public home and 125 KB for every other page', () => {
    expect(BUDGETS).toEqual({ home: 95 * 1024, page: 125 * 1024, lazyChunk: 30 * 1024 });
    expect(budgetOf('home')).toBe(97_280);
    expect(budgetOf('promotion')).toBe(128_000);
    expect(budgetOf('contact')).toBe(128_000);
  });

  it('hold the payment code pages at 126.25 KB (0136), the bank-card page at 127.75 KB (0133, 0137), the complaint form at 126 KB (0137) and two pages at 125.5 KB (0140), and no other page', () => {
    expect(HELD_OVER).toEqual({
      paymentInstructions: 129_280,
      paymentDescription: 129_280,
      repay: 130_816,
      complaintForm: 129_024,
      complaintSubmit: 129_024,
      repayDelay: 128_512,
      repayChoose: 128_512,
    });
    for (const name of ['paymentInstructions', 'paymentDescription']) expect(budgetOf(name), name).toBe(129_280);
    expect(budgetOf('repay')).toBe(130_816);
    for (const name of ['confirmNew', 'loanDetail', 'register', 'contact']) expect(budgetOf(name), name).toBe(128_000);
  });

  it('fail a route one byte over its budget, and only that route', () => {
    const measured = [
      { name: 'home', total: 97_280 },
      { name: 'promotion', total: 128_001 },
      { name: 'contact', total: 128_000 },
      { name: 'about', total: 97_281 },
      { name: 'paymentInstructions', total: 129_281 },
      { name: 'repay', total: 130_817 },
      { name: 'repayDelay', total: 128_512 },
      { name: 'paymentDescription', total: 128_000 },
    ];
    expect(overBudget(measured).map((r) => r.name)).toEqual(['promotion', 'paymentInstructions', 'repay']);
  });

  it('count every inline script the page runs, and no data block or external script', () => {
    const html = [
      '<script>boot()</script>',
      '<script type="module">mod()</script>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="module" src="/assets/x.js"></script>',
      '<SCRIPT type="text/javascript">late()</SCRIPT>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['boot()', 'mod()', 'late()']);
  });

  it('open every route of the README table at its Example address', () => {
    const routes = readmeRoutes();
    expect(routes).toHaveLength(39);
    expect(routes).toContainEqual({ name: 'home', url: '/?type=1' });
    expect(routes).toContainEqual({ name: 'promotion', url: '/promotion?type=1&id=1&links_id=3' });
    expect(routes).toContainEqual({ name: 'downloadTemplate', url: '/?type=1#/downloadTemplate?id=1&links_id=3' });
  });
});
