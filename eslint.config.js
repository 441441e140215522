import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** DESIGN §4: shared imports neither side; the sides never import each other. */
const CLIENT_FEATURES = [
  'admin',
  'auth',
  'dashboard',
  'estimation',
  'profile',
  'retro',
  'rooms',
  'site',
  'system',
];

/**
 * Inside the client, one feature uses another only through its index.ts (what the first paint may
 * need) or its widgets.ts (components that load with the pages showing them); common code moves
 * to lib/.
 */
const featureBoundary = {
  regex: `^(\\.\\./)+(${CLIENT_FEATURES.join('|')})/(?!widgets$).+`,
  message:
    'Import another feature only through its index.ts or widgets.ts, or move the shared code to lib/ or components/.',
};

// A package's own entry of the same name is not our side: prerender.tsx renders with react-dom/server.
const PACKAGES_NAMED_LIKE_A_SIDE = ['!react-dom/server'];

const sideBoundary = (forbidden, message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...forbidden.map((group) => ({
          group: [`**/${group}/**`, `**/${group}`, ...PACKAGES_NAMED_LIKE_A_SIDE],
          message,
        })),
        ...extra,
      ],
    },
  ],
});

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
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...sideBoundary(['server'], 'The client never imports server code; share it through src/shared.', [
        featureBoundary,
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts', 'scripts/**', 'e2e/**', 'bench/**', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
    rules: sideBoundary(['client'], 'The server never imports client code; share it through src/shared.'),
  },
  {
    // The live engine and the socket hub know no kind of room: kinds plug into them, never back.
    files: ['src/server/live/**/*.ts', 'src/server/realtime/**/*.ts'],
    rules: sideBoundary(['client'], 'The server never imports client code; share it through src/shared.', [
      {
        group: ['**/features/**', '**/features'],
        message: 'live/ and realtime/ import no feature: a kind plugs into the engine through live/kind.ts.',
      },
    ]),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: sideBoundary(['client', 'server'], 'src/shared is pure: it imports neither side.'),
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/server/testing/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
