// ESLint flat config: typescript-eslint on every TypeScript file, plus the dependency direction
// of design §2 — `src` imports nothing of `widgets`, `portal` or `server`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'data/**',
      'docs/reference/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (conventions).' },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The top-level folders only: `../pt-BR/portal` (a catalogue namespace) is fine.
              regex: '^(\\.\\./)+(server|portal|widgets)(/|$)',
              message:
                'src/ must not import server, portal or widgets (design §2: dependencies point one way).',
            },
          ],
        },
      ],
    },
  },
  {
    // The portal's build and the widgets run on preact/compat, which hands `ref` to a function
    // component only through `forwardRef` (docs/performance.md): no `ref` among a component's props.
    files: ['{portal,widgets}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (conventions).' },
        {
          selector: "TSPropertySignature[key.name='ref']",
          message:
            "preact/compat passes a ref to a function component only through forwardRef: take it as forwardRef's second argument.",
        },
      ],
    },
  },
  {
    // Config files whose tools require a default export.
    files: [
      '*.config.{ts,mjs,js}',
      'portal/vite.config.ts',
      'playwright.config.ts',
      'e2e/*.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
