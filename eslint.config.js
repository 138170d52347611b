import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import playwright from 'eslint-plugin-playwright';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { layerZones } from './eslint.layers.js';
import { cycles } from './eslint.cycles.js';

/** The sandbox's Node host: the only sandbox files that may import Node's modules or sharp. */
const NODE_SANDBOX_HOST = [
  'sandbox/app.ts',
  'sandbox/options-env.ts',
  'sandbox/store.ts',
  'sandbox/files/cache.ts',
  'sandbox/files/images.ts',
  'sandbox/files/node-fonts.ts',
];
/** Node's modules without the `node:` prefix. */
const NODE_BUILTINS = ['fs', 'fs/*', 'path', 'crypto', 'os', 'http', 'url', 'stream', 'buffer'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-static*',
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
  // Layers, one direction (eslint.layers.js, docs/decisions/0010-layers.md); tests may compose
  // layers to check that they fit.
  {
    files: ['src/**/*.{ts,tsx}', 'sandbox/**/*.ts', 'server/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: layerZones() },
      ],
    },
  },
  // Import cycles, type imports included (eslint.cycles.js).
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}', 'sandbox/**/*.ts'],
    plugins: { cycles },
    rules: { 'cycles/no-cycle': 'error' },
  },
  {
    files: ['server/**/*.ts', 'sandbox/**/*.ts', '.ci/**/*.{mjs,ts}', 'e2e/bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  // One sandbox, two hosts: only the Node host's files (its store, disk cache, sharp images, fonts
  // on disk, options from the environment) may use Node; the rest also runs in a browser's worker.
  {
    files: ['sandbox/**/*.ts', 'src/shared/**/*.ts', 'src/api/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'sandbox/test-support.ts',
      'sandbox/scripts/**',
      ...NODE_SANDBOX_HOST,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'sharp', ...NODE_BUILTINS],
              message:
                'The sandbox also runs in a browser: Node and sharp belong to its Node host (sandbox/app.ts and the files beside it), passed in as a SandboxPlatform.',
            },
          ],
        },
      ],
    },
  },
  // Short functions, so that each can be read on one screen: components (.tsx), tests and their
  // fixtures aside.
  {
    files: [
      'src/**/*.ts',
      'server/**/*.ts',
      'sandbox/**/*.ts',
      'build/**/*.ts',
      '.ci/**/*.{mjs,ts}',
      'eslint.*.js',
    ],
    ignores: ['**/*.test.ts', 'src/test/**', 'server/test-fixtures/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipComments: true, skipBlankLines: true }],
    },
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
      // A skip with a condition (a program the machine lacks, e2e/requires.ts) is allowed.
      'playwright/no-skipped-test': ['warn', { allowConditional: true }],
    },
  },
);
