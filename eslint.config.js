import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './scripts/eslint-layers.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'bench-results',
      // StrykerJS's sandboxes and reports (npm run test:mutation)
      '.stryker-tmp',
      '.stryker-tmp-*',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, layers },
    rules: {
      // lib → config → i18n → session, bridge → api → machines → ui → flows → app (scripts/layers.mjs)
      'layers/order': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // machines/ is pure flow logic: at run time it may import xstate and other machines only.
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate$|xstate/|\\.\\.?/)',
              allowTypeImports: true,
              message: 'machines/ imports nothing at run time but xstate (use `import type`).',
            },
            {
              regex: '(^|/)src/',
              allowTypeImports: true,
              message: 'machines/ must not import runtime code from src/ (use `import type`).',
            },
          ],
        },
      ],
    },
  },
);
