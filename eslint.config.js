// ESLint flat config. Syntax-only rules (typescript-eslint's recommended, no type information), so
// a run over the whole tree stays well under a minute on two cores; `tsc` already does the
// type checking. Formatting is prettier's (.prettierrc.json), so no stylistic rules here.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import architecture from './scripts/lint/architecture.js';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // .gitignore's build output, reports and installs, and bench/'s own install
    ignores: ['dist/', '**/node_modules/', '.screens/', 'test-results/', 'docs/', 'bench/report.*'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` is this code's mark for a binding kept on purpose: a key left out of a rest copy
      // (`const { password: _p, ...safe } = user`), a handler's unused parameter
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `ok ? a() : b()` and `x && f()` as statements are this code's idiom; a comma sequence
      // or a bare value as a statement is still reported
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
    },
  },
  {
    // The classic two hook rules only: the React Compiler rules of react-hooks 6+ judge code
    // written for the compiler, which this app does not use. Only where React runs: in the
    // server or a script, a function named like `useCoupon` would be an action, not a hook.
    files: [
      'runtime/**/*.{ts,tsx}',
      'domain/**/*.{ts,tsx}',
      'kit/**/*.{ts,tsx}',
      'modules/**/*.{ts,tsx}',
      'bridge/**/*.{ts,tsx}',
      'tests/**/*.{ts,tsx}',
      'bench/peer/**/*.{ts,tsx}',
      '**/*.tsx',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // error, not the plugin's warn: the code already marks its deliberate exceptions with
      // `eslint-disable-next-line react-hooks/exhaustive-deps`
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // DESIGN's layers and the feature module's shape (scripts/lint/architecture.js); domain/ is
    // pure: what the sandbox and the screens both read runs in Node and in the browser alike
    files: ['domain/**/*.ts', 'runtime/**/*.{ts,tsx}', 'kit/**/*.{ts,tsx}', 'bridge/**/*.{ts,tsx}', 'modules/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: { 'architecture/layers': 'error', 'architecture/module-shape': 'error' },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history', 'fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'domain/ is pure: it runs in the sandbox too',
        })),
      ],
    },
  },
  {
    // no function longer than a screen: a page is a hook (its state and calls) plus a view
    files: ['**/*.{ts,tsx}'],
    ignores: ['tests/**', 'bench/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests read untyped JSON bodies and reach into sandbox state: `any` there is the point
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Matching control characters is the point here: log lines that cannot be forged, paths
    // that cannot smuggle a separator, payloads that carry a NUL
    files: ['server/csp-report.ts', 'server/upstream-path.ts', 'tests/security/**'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Node scripts in plain JS (run before anything is installed, or the config itself)
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The native-host demo's page scripts run in a browser, not in Node
    files: ['examples/native-host/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
