import { defineConfig } from 'vitest/config';

// The files that read Web Storage, document.cookie or location need a DOM; the rest run in Node.
// The React hooks' tests (src/api/use-api-clients.ts, src/flows/**/use-*.ts) render, with the suite's setup.
const DOM_FILES = [
  'tests/unit/flows/pending-commit.test.ts',
  'tests/unit/lib/cookie.test.ts',
  'tests/unit/lib/url-allow-list.test.ts',
  'tests/unit/api/use-api-clients.test.tsx',
  'tests/unit/flows/use-flow-actor.test.tsx',
  'tests/unit/flows/entry-state.test.tsx',
  'tests/unit/mutation/flows-hooks.test.tsx',
  'tests/unit/mutation/flows-hooks-state.test.tsx',
  'tests/unit/mutation/flows-hooks-overrides.test.tsx',
  'tests/unit/mutation/flows-hooks-kept.test.tsx',
  'tests/unit/mutation/flows-hooks-more.test.tsx',
];

const NODE_FILES = [
  'tests/machines/**/*.test.ts',
  'tests/unit/lib/**/*.test.ts',
  'tests/unit/i18n/**/*.test.ts',
  'tests/unit/session/**/*.test.ts',
  'tests/unit/complaint/**/*.test.ts',
  'tests/unit/flows/**/*.test.ts',
  'tests/unit/api/**/*.test.ts',
  'tests/unit/repaying/**/*.test.ts',
  'tests/unit/register/**/*.test.ts',
  'tests/unit/security/carried-query.test.ts',
  'tests/unit/security/double-slash-path.test.ts',
  'tests/unit/mutation/**/*.test.ts',
];

/**
 * `MUTATION_TESTS` (comma-separated globs) narrows the run to the tests of the code mutated, e.g.
 * `tests/machines/complaint*.test.ts` for `machines/complaint-*`. A machine's definition is built
 * when its module loads, so most of its mutants are "static": Stryker cannot tell which test reaches
 * them and runs every test of this config against each. Narrowed, a run of one flow takes minutes,
 * not hours; a mutant only another flow's tests would catch is then counted as surviving.
 */
const only = (process.env.MUTATION_TESTS ?? '')
  .split(',')
  .map((g) => g.trim())
  .filter(Boolean);
const nodeFiles = only.length > 0 ? only.filter((g) => !DOM_FILES.includes(g)) : NODE_FILES;
const domFiles = only.length > 0 ? DOM_FILES.filter((f) => only.includes(f)) : DOM_FILES;

/**
 * The test files `npm run test:mutation` (StrykerJS, stryker.config.mjs) runs against each mutant:
 * the fast tests of the mutated code only (machine, model-based and unit tests), not the jsdom
 * view, story and reliability suites, nor E2E. See docs/mutation-score.md.
 */
export default defineConfig({
  test: {
    exclude: ['node_modules/**', '.stryker-tmp/**'],
    restoreMocks: true,
    pool: 'threads',
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // No Testing Library here (no test of these files renders): the full setup took over a
          // second of each run Stryker makes.
          include: nodeFiles,
          exclude: ['node_modules/**', '.stryker-tmp/**', ...DOM_FILES],
        },
      },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: domFiles, setupFiles: ['tests/helpers/setup.ts'] } },
    ],
  },
});
