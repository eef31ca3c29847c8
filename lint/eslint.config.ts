// ESLint over every workspace: the recommended JavaScript, TypeScript and React hooks rules, plus
// the import boundaries of docs/boundaries.md. The root eslint.config.js loads this file, which
// resolves the plugins from this workspace (see its package.json for why it holds its own
// TypeScript).
import js from '@eslint/js';
import type { Linter } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { CONTRACTS_IMPORTS, EXCEPTIONS, REMOTES, productionZones, structuralZones, type Zone } from './boundaries.ts';
import { noCycleWithAdvice } from './no-cycle-with-advice.ts';

// Tests and tooling: the production-only zones (feature internals, test helpers) leave them out.
const NOT_PRODUCTION = ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**', 'lint/**', '*.ts', '*/rspack.config.ts'];

const restrictedPaths = (zones: Zone[]): Linter.RuleEntry => ['error', { zones }];

const ROUTER_AND_RX = [
  { name: 'react-router', message: "Import routing from 'shared/router' (decision 0028)." },
  { name: 'react-router-dom', message: "Import routing from 'shared/router' (decision 0028)." },
  { name: 'rxjs', message: "Import rxjs from 'shared/rx' (decision 0028)." },
];
const MODAL_OPEN_MESSAGE =
  'Mount an antd Modal only while it is open and pass a bare `open` (decision 0064): `{shown && <Modal open …>}`, never `open={shown}`.';
const LIGHT_ENTRY_MESSAGE =
  "A feature's light.ts is for a screen's first load: it never brings antd or the feature's full entry (decision 0036). Export the heavy part from index.ts and load it lazily.";

const config: Linter.Config[] = [
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'api/content/**', 'lint-fixtures/**', 'coverage/**'] },
  js.configs.recommended,
  ...(tseslint.configs.recommended as Linter.Config[]),
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'import-x': importX as unknown as NonNullable<Linter.Config['plugins']>[string],
      boundaries: { rules: { 'no-cycle': noCycleWithAdvice } },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'boundaries/no-cycle': 'error',
      'import-x/no-restricted-paths': restrictedPaths(structuralZones),
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: NOT_PRODUCTION,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(productionZones()) },
  },
  {
    // comfy-engine runs in the browser too: no Node built-ins (fs, path, Buffer, process).
    files: ['comfy-engine/src/**/*.ts'],
    ignores: NOT_PRODUCTION,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^node:|^(fs|path|os|crypto|buffer|child_process|url|util|stream)(/|$)',
              message: 'comfy-engine runs in the browser: no Node APIs.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['Buffer', 'process', '__dirname', '__filename', 'require'].map((name) => ({
          name,
          message: 'comfy-engine runs in the browser: no Node APIs.',
        })),
      ],
    },
  },
  {
    // Kysely<any> is Kysely's type for a database whose schema the code does not know: migrations,
    // the copy between databases, the dialect's introspector and the schema comparison test.
    files: ['api/src/db/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['{shared,shell,mf-content,mf-workflows,mf-account,mf-community}/src/**/*.{ts,tsx}'],
    // The two classic hook rules; the React Compiler rules of `recommended-latest` judge code
    // written for the compiler, which this code base does not use.
    plugins: { 'react-hooks': reactHooks as unknown as NonNullable<Linter.Config['plugins']>[string] },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // An antd Modal is mounted only while it is open (decision 0064): one closed by `open={false}`
    // waits for its leave animation, and a router transition rendering meanwhile can leave its
    // invisible wrapper over the page for good.
    files: ['{shell,mf-content,mf-workflows,mf-account,mf-community}/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Modal'] > JSXAttribute[name.name='open'][value.type='JSXExpressionContainer']",
          message: MODAL_OPEN_MESSAGE,
        },
      ],
    },
  },
  {
    // One router and one rxjs per page (decision 0028): the apps use the entries of `shared` that
    // Module Federation shares, never the packages (a second copy, or all of a package, would load).
    files: ['{shared,shell,mf-content,mf-workflows,mf-account,mf-community}/src/**/*.{ts,tsx}'],
    ignores: [...NOT_PRODUCTION, 'shared/src/router.ts', 'shared/src/rx.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ROUTER_AND_RX }] },
  },
  {
    // A feature's light entry is what a screen's first load imports of it (decision 0036): antd and the
    // feature's full entry stay out of it.
    files: [`{${REMOTES.join(',')}}/src/features/*/light.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_AND_RX,
          patterns: [
            { regex: '^(antd|@ant-design/icons)(/|$)', message: LIGHT_ENTRY_MESSAGE },
            { regex: '^\\./index(\\.tsx?)?$', message: LIGHT_ENTRY_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // What contracts ships: its tests may import the test runner.
    files: ['contracts/**/*.ts'],
    ignores: NOT_PRODUCTION,
    rules: { 'no-restricted-imports': ['error', CONTRACTS_IMPORTS] },
  },
  ...EXCEPTIONS.map(({ files, leaveOut }) => ({
    files,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(productionZones(leaveOut)) },
  })),
];

export default config;
