import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import playwright from 'eslint-plugin-playwright';
import globals from 'globals';

const featureNames = ['event', 'hotel', 'certificates', 'settings'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      '.sandbox-data',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({
    ...config,
    files: ['src/**/*.{ts,tsx}'],
  })),
  // Features never import each other: they share through api/, ui/ and i18n/.
  ...featureNames.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureNames
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/features/${other}/**`, `../${other}/**`, `../${other}`],
              message: 'Features do not import each other: share through api/, ui/ or i18n/.',
            })),
        },
      ],
    },
  })),
  {
    files: ['server/**/*.ts', 'sandbox/**/*.ts', '.ci/**/*.mjs', 'e2e/bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/expect-expect': [
        'error',
        { assertFunctionNames: ['expectAccessible', 'expectNoHorizontalScroll', 'expect*'] },
      ],
    },
  },
);
