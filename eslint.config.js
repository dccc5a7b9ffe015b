// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

/** Colour literals belong in src/theme only; screens and components use theme tokens. */
const noColourLiterals = {
  'no-restricted-syntax': [
    'error',
    {
      selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(|hsla?\\(/]',
      message: 'Use a theme token (src/theme) instead of a colour literal.',
    },
    {
      selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(|hsla?\\(/]',
      message: 'Use a theme token (src/theme) instead of a colour literal.',
    },
  ],
};

/**
 * Import boundaries (docs/architecture.md): each part of the tree may import only what its row
 * allows. One `no-restricted-imports` per file set, because a later config block's options for
 * the same rule replace an earlier block's rather than adding to them.
 */
const UP = '^(\\.\\./)+';
const outOf = (dirs, message) => ({ regex: `${UP}(${dirs.join('|')})(/|$)`, message });
const boundaries = {
  common: [
    { regex: '^[^.]', message: 'common/ imports nothing outside itself: no packages, no Node or DOM API (common/web-platform.d.ts lists the web APIs it may use).' },
    outOf(['src', 'server', 'console', 'locales', 'e2e', 'bench', 'scripts', '__tests__'], 'common/ imports nothing outside itself.'),
  ],
  site: [outOf(['server', 'console'], 'The site never imports server/ or console/: share code through common/.')],
  console: [
    outOf(['server'], 'The console never imports server/: share code through common/.'),
    {
      regex: `${UP}src/(?!(theme|stores/base)(/|$))`,
      message: 'The console shares only the theme tokens (src/theme) and the generic store parts (src/stores/base) with the site; the rest through common/.',
    },
  ],
  server: [outOf(['src', 'console'], 'server/ never imports the site or the console: share code through common/.')],
};
/** Another module's internals (its tables, repository, ledger): import `modules/<m>` (its index.ts) instead. */
const moduleInternals = { regex: '(^|/)modules/[^/]+/(?!index$)[^/]+', message: "Import a server module only through its index.ts ('../modules/wallet'), never its files." };
/** Inside a module, a sibling module's file ('../wallet/ledger'): ask the owner for a function on its index. */
const siblingInternals = { regex: '^\\.\\./[^/.][^/]*/[^/]+', message: "Import another module only through its index.ts ('../wallet'); a module owns its tables and internals." };
boundaries.serverModule = [...boundaries.server, moduleInternals, siblingInternals];
// A tables.ts may reference another module's tables for a foreign key: that is the schema's, not a query.
boundaries.serverTables = [...boundaries.server, moduleInternals];
boundaries.server = [...boundaries.server, moduleInternals];
const restrictImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Money moves only through the wallet's intents: outside server/modules/wallet, no SQL text writes
 * the ledger's tables (importing the ledger's posting function or its tables is already refused by
 * the module boundaries above). Benches and tests seed balances directly and are not covered.
 */
const LEDGER_WRITE = '/\\b(insert\\s+into|update|delete\\s+from|truncate)\\s+(table\\s+)?"?ledger_(transactions|entries|accounts)\\b/i';
const LEDGER_MESSAGE = 'Money moves only through wallet intents (server/modules/wallet/index.ts): never write the ledger tables.';
const noLedgerWrites = {
  'no-restricted-syntax': [
    'error',
    { selector: `Literal[value=${LEDGER_WRITE}]`, message: LEDGER_MESSAGE },
    { selector: `TemplateElement[value.raw=${LEDGER_WRITE}]`, message: LEDGER_MESSAGE },
  ],
};

/**
 * Screens never import other screens: what two screens share lives in src/components (or a store).
 * A file `depth` folders below its screen folder reaches a sibling screen with depth + 1 `../`.
 */
const SCREEN_MESSAGE = 'Screens never import other screens: move what both need to components/ or a store.';
const MAX_SCREEN_DEPTH = 3;
const screenBlocks = ['src', 'console'].flatMap((app) => Array.from({ length: MAX_SCREEN_DEPTH + 1 }, (_, depth) => ({
  files: [`${app}/screens/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: restrictImports([
    ...boundaries[app === 'src' ? 'site' : 'console'],
    { regex: `^(\\.\\./){${depth + 1}}[^./]`, message: SCREEN_MESSAGE },
    { regex: '(^|/)screens/', message: SCREEN_MESSAGE },
  ]),
})));

module.exports = tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['{src,console}/screens/**/*.{ts,tsx}', '{src,console}/components/**/*.{ts,tsx}'], rules: noColourLiterals },
  // Small files with names that say what they hold: a file that outgrows this becomes a folder.
  { files: ['**/*.{ts,tsx,js}'], rules: { 'max-lines': ['error', { max: 300 }] } },
  { files: ['common/**/*.ts'], rules: restrictImports(boundaries.common) },
  { files: ['src/**/*.{ts,tsx}'], rules: restrictImports(boundaries.site) },
  { files: ['console/**/*.{ts,tsx}'], rules: restrictImports(boundaries.console) },
  ...screenBlocks,
  { files: ['server/**/*.ts'], ignores: ['server/db/schema.ts'], rules: restrictImports(boundaries.server) },
  { files: ['server/modules/**/*.ts'], rules: restrictImports(boundaries.serverModule) },
  { files: ['server/modules/*/tables.ts'], rules: restrictImports(boundaries.serverTables) },
  { files: ['server/**/*.ts'], ignores: ['server/modules/wallet/**'], rules: noLedgerWrites },
);
