import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The folders below a folder of this checkout: every feature is in the rules the day it is made. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A package's own entry of the same name is not our side: prerender.tsx renders with react-dom/server.
const PACKAGES_NAMED_LIKE_A_SIDE = ['!react-dom/server'];

/** What each boundary forbids (DESIGN §4, docs/architecture.md), one pattern each. */
const NOT = {
  server: {
    group: ['**/server/**', '**/server', ...PACKAGES_NAMED_LIKE_A_SIDE],
    message: 'The client never imports server code; share it through src/shared.',
  },
  client: {
    group: ['**/client/**', '**/client', ...PACKAGES_NAMED_LIKE_A_SIDE],
    message: 'The server never imports client code; share it through src/shared.',
  },
  /**
   * Inside the client, one feature uses another only through its index.ts (what the first paint
   * may need) or its widgets.ts (components that load with the pages showing them); common code
   * moves to lib/.
   */
  otherClientFeature: {
    regex: `^(\\.\\./)+(${foldersOf('./src/client/features/').join('|')})/(?!widgets$).+`,
    message:
      'Import another feature only through its index.ts or widgets.ts, or move the shared code to lib/ or components/.',
  },
  clientFeatures: {
    regex: '(^|/)features(/|$)',
    message: 'lib/ and components/ import no feature: move what both need into lib/ or components/.',
  },
  serverFeatures: {
    regex: '(^|/)features(/|$)',
    message:
      'live/, realtime/ and membership/ import no feature: a kind plugs in through live/kind.ts and the membership ports.',
  },
  /** A server feature uses no other: what two features share lives outside both (membership/, lib/). */
  otherServerFeature: {
    regex: `^(\\.\\./)+(${foldersOf('./src/server/features/').join('|')})/|(^|/)features/`,
    message: 'One server feature imports no other: move what both need out of both (membership/, lib/, db/).',
  },
  http: {
    regex: '(^|/)http(/|$)',
    message: 'live/ and realtime/ import nothing from http/: what both need lives in lib/ or auth/.',
  },
  testing: {
    regex: '(^|/)testing(/|$)',
    message: 'Production code imports nothing from testing/: only tests and test helpers do.',
  },
};

const boundaries = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const TESTS = ['**/*.test.{ts,tsx}', 'src/server/testing/**'];
const LIVE = ['src/server/live/**/*.ts', 'src/server/realtime/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/server/**/*.ts', 'scripts/**', 'e2e/**', 'bench/**', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  // A file takes the last of these that matches it, so each names every boundary it is held to.
  boundaries(['src/client/**/*.{ts,tsx}'], [NOT.server, NOT.otherClientFeature]),
  boundaries(['src/client/lib/**', 'src/client/components/**'], [NOT.server, NOT.clientFeatures]),
  boundaries(['src/server/**/*.ts', 'scripts/**', 'e2e/**', 'bench/**', '*.config.{ts,js}'], [NOT.client]),
  boundaries(['src/server/**/*.ts'], [NOT.client, NOT.testing], TESTS),
  boundaries(['src/server/features/**/*.ts'], [NOT.client, NOT.otherServerFeature]),
  boundaries(['src/server/features/**/*.ts'], [NOT.client, NOT.testing, NOT.otherServerFeature], TESTS),
  // Membership is what every kind builds on: kinds plug into it, never the other way.
  boundaries(['src/server/membership/**/*.ts'], [NOT.client, NOT.serverFeatures, NOT.testing], TESTS),
  // The live engine and the socket hub know no kind of room and no HTTP route: they plug in, never back.
  boundaries(LIVE, [NOT.client, NOT.serverFeatures]),
  boundaries(LIVE, [NOT.client, NOT.serverFeatures, NOT.http, NOT.testing], TESTS),
  boundaries(['src/shared/**/*.ts'], [NOT.client, NOT.server]),
  {
    files: ['**/*.test.{ts,tsx}', 'src/server/testing/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
