import { defineConfig } from 'vitest/config';

// The files that read Web Storage, document.cookie or location need a DOM; the rest run in Node.
const DOM_FILES = ['tests/unit/flows/pending-commit.test.ts', 'tests/unit/lib/cookie.test.ts', 'tests/unit/lib/url-allow-list.test.ts'];

/**
 * The test files `npm run test:mutation` (StrykerJS, stryker.config.mjs) runs against each mutant:
 * the fast tests of the mutated code only (machine, model-based and unit tests), not the jsdom
 * view, story and reliability suites, nor E2E. See docs/mutation-score.md.
 */
export default defineConfig({
  test: {
    setupFiles: ['tests/helpers/setup.ts'],
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
          include: [
            'tests/machines/**/*.test.ts',
            'tests/unit/lib/**/*.test.ts',
            'tests/unit/i18n/**/*.test.ts',
            'tests/unit/session/**/*.test.ts',
            'tests/unit/complaint/**/*.test.ts',
            'tests/unit/flows/**/*.test.ts',
            'tests/unit/api/schema-kit.test.ts',
            'tests/unit/security/carried-query.test.ts',
            'tests/unit/mutation/**/*.test.ts',
          ],
          exclude: ['node_modules/**', '.stryker-tmp/**', ...DOM_FILES],
        },
      },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: DOM_FILES } },
    ],
  },
});
