import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import tseslint from 'typescript-eslint';

/** Where each layer lives: src/ holds core, services and ui; slices and sagas sit at the root. */
const LAYER_PATH = { services: 'src/services', ui: 'src/ui', slices: 'slices', sagas: 'sagas' };

/**
 * File and folder names: camelCase, or PascalCase for a React component (`.tsx`) and its folder. check-file's own
 * CAMEL_CASE and PASCAL_CASE globs, joined.
 */
const CAMEL_CASE = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))';
const CAMEL_OR_PASCAL_CASE = `@(${CAMEL_CASE}|*([A-Z]*([a-z0-9])))`;
/** A locale's strings are named by its BCP 47 tag (`pt-BR.ts`): a language, then a region after a hyphen. */
const LOCALE_TAG = '[a-z][a-z]?(-[A-Z][A-Z])';

/**
 * `no-restricted-imports` for one layer: a relative import that reaches into a forbidden layer's folder, from any
 * depth (`../services/x`, `../../src/ui/y`, `../../slices`), fails with `why`.
 */
function layer(folder, forbidden, why, extra = []) {
  const names = forbidden.map((name) => LAYER_PATH[name].replace('src/', '(src/)?'));
  return {
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\.?/)+(${names.join('|')})(/|$)`, message: why }, ...extra] }],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/*.tmp.*', '.tmp-*/**', 'dist/**', 'node_modules/**', 'coverage/**', 'sandbox/**/.cache/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  // One naming style (docs/ARCHITECTURE.md, file layout). Only the name before the first dot is checked, so a
  // `.test.ts`, `.e2e.ts` or `.d.ts` suffix and a locale tag after it (`name.en-XA.e2e.ts`) stay as they are.
  {
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,js,cjs,mjs}': 'CAMEL_CASE', '**/*.tsx': CAMEL_OR_PASCAL_CASE },
        { ignoreMiddleExtensions: true, errorMessage: 'Name the file "{{ target }}" in camelCase (PascalCase for a React component), not kebab-case: see docs/ARCHITECTURE.md' },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '**/': CAMEL_OR_PASCAL_CASE },
        { errorMessage: 'Name the folder "{{ target }}" in camelCase (PascalCase for a React component\'s), not kebab-case: see docs/ARCHITECTURE.md' },
      ],
    },
  },
  // the one exception: a locale file is named by its locale tag, which is not kebab case
  {
    files: ['src/ui/i18n/locales/*.ts'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': LOCALE_TAG }, { errorMessage: 'Name the locale file "{{ target }}" by its BCP 47 tag (de.ts, pt-BR.ts)' }],
    },
  },
  // Layers (ARCHITECTURE: state in slices, effects in sagas, I/O in services, pixels in ui, rules in core).
  layer('src/core', ['services', 'slices', 'sagas', 'ui'], 'core holds pure rules: it imports no other layer (I/O goes in src/services, state in slices).'),
  layer('src/services', ['slices', 'sagas', 'ui'], 'services do I/O with no state: they never touch the store, its flows or the views.'),
  layer('slices', ['sagas', 'services', 'ui'], 'slices hold state only: no effects, no I/O, no views.', [
    // the barrel re-exports every slice: a slice importing it makes an import cycle (root.ts ↔ index.ts was one)
    { regex: '^\\.(/index)?/?$', message: 'Import the slice module itself, not the slices barrel (index.ts).' },
  ]),
  layer('sagas', ['ui'], 'sagas decide from state, never from views.'),
  layer('src/ui', ['services', 'sagas'], 'views dispatch actions and read selectors; sagas call services.'),
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', Uint8Array: 'readonly' } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
