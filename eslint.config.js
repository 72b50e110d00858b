import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Where each layer lives: src/ holds core, services and ui; slices and sagas sit at the root. */
const LAYER_PATH = { services: 'src/services', ui: 'src/ui', slices: 'slices', sagas: 'sagas' };

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
