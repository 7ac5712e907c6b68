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
    // No casts in the app, its machines and stories (docs/decisions/0113-no-casts.md): unknown data is
    // read through type guards. Allowed: `as const`, and `{} as T`, XState's way to name a machine's types.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'stories/**/*.{ts,tsx}'],
    // The demo backend edits plain JSON answers (src/mocks): not app code.
    ignores: ['src/mocks/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSAsExpression:not([typeAnnotation.type='TSTypeReference'][typeAnnotation.typeName.name='const']):not([expression.type='ObjectExpression'][expression.properties.length=0])",
          message: 'No casts: check the value with a type guard (docs/decisions/0113-no-casts.md).',
        },
        { selector: 'TSTypeAssertion', message: 'No casts: check the value with a type guard (docs/decisions/0113-no-casts.md).' },
      ],
    },
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
