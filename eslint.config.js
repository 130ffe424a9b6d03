import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-empty-object-type': 'off',
      // The browser's deprecated escape() type-checks wherever a local escape helper was meant (one was, in session 17).
      'no-restricted-globals': ['error', 'escape', 'unescape'],
    },
  },
  {
    // The fake meeting's pages are plain browser modules, served as they are (e2e/fake-meeting/README.md).
    files: ['e2e/fake-meeting/client/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Layering rules of docs/ARCHITECTURE.md: shared is imported by both sides and imports neither.
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**'] }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    // A module reaches another module through its service, never its repo (its SQL is its own business). Only the
    // composition root (src/server/modules/index.ts) builds repos for the services it wires.
    files: ['src/server/modules/*/**/*.ts'],
    ignores: ['src/server/modules/*/**/*.test.ts', 'src/server/modules/*/testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repo', '../*/*.repo.js', '../../*/*.repo', '../../*/*.repo.js', '**/modules/*/*.repo.js'],
              message: "Use the other module's service; its repo is private to it.",
            },
          ],
        },
      ],
    },
  },
);
