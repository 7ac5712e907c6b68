// @ts-check
/**
 * Mutation testing (`npm run test:mutation`): StrykerJS changes the logic of the files below one
 * small change (a mutant) at a time and runs the tests that reach it; a mutant no test notices
 * "survives". Scores, run time and the surviving mutants judged equivalent: docs/mutation-score.md.
 * Not part of `npm test` (too slow for every run). One folder at a time:
 *   npm run test:mutation -- --mutate 'machines/**\/*.ts'
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  // The machine, model-based and unit tests of the mutated code, in Node (jsdom only where a file
  // needs storage or cookies): the view, story and reliability suites are too slow to run per mutant.
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // Mutants that do not type-check are not run (reported as compile errors, outside the score).
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [
    // Flow logic: every machine, its rules and its view model.
    'machines/**/*.ts',
    // Type declarations only (plus constants the types name): nothing to mutate that a test could run.
    '!machines/register/register.types.ts',
    '!machines/shared/failure.ts',
    // Library code: decimal and date reading, acted-on values, validators, ids, cookie, user agent.
    'src/lib/**/*.ts',
    // Side-effect import only (zod's JIT switched off): no logic.
    '!src/lib/zod-jitless.ts',
    // The ad tracker writes a third-party pixel into the page; it is covered by the jsdom and E2E
    // suites, not by the fast tests run here.
    '!src/lib/ad-tracker.ts',
    // Every logic file of src/api: the server answers' schemas (tolerant reading, decision 0067), the
    // endpoint calls, the HTTP clients, the shared helper, errors, answers sent ahead, uploads.
    'src/api/**/*.ts',
    // Re-exports only.
    '!src/api/index.ts',
    // Type declarations for axios's modules: nothing runs.
    '!src/api/**/*.d.ts',
    // Money formatting (minor units, currency sign, thousands) and dates.
    'src/i18n/format.ts',
    'src/i18n/format-date.ts',
    // Reading the page query and the values a page acts on (decision 0092), the session and its headers.
    'src/session/**/*.ts',
    // Re-exports only.
    '!src/session/index.ts',
    // The flows' logic: held calls, kept codes, hops, barcode, photo, register actors, texts, the pages'
    // hooks. Their views and pages (.tsx) are not mutated: see docs/mutation-score.md.
    'src/flows/**/*.ts',
    // A type only (the bank-card view's props).
    '!src/flows/bank-repayment/bank-repayment-props.ts',
    // Legal texts (constants shown as written): nothing a test could run differently.
    '!src/flows/legal/*.ts',
  ],
  // Later runs re-test only mutants whose code or tests changed; the file is committed.
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  // The machine's two cores are shared; one test process keeps the run from starving the others.
  concurrency: 1,
  timeoutMS: 10000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // Reports, other runs' sandboxes and build or test output are not copied into a sandbox (a build
  // written while Stryker copies fails the run).
  ignorePatterns: [
    'reports',
    '.stryker-tmp',
    '/dist',
    '/dist-*',
    'storybook-static',
    'test-results',
    'playwright-report',
    'bench-results',
    'coverage',
  ],
  cleanTempDir: true,
  thresholds: { high: 90, low: 85, break: null },
};
