/**
 * ESLint: typescript-eslint's type-aware recommended rules over the repository's TypeScript
 * (`npm run lint`, part of `npm test`). Generated files and the client package (its own build) are
 * left out; each rule set differently from the recommended one says why.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Node's globals, for the few plain JavaScript files (the TypeScript ones get them from @types/node). */
const NODE_GLOBALS = { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly', URL: 'readonly' };

export default tseslint.config(
  { ignores: ['**/dist/', 'clients/typescript/', 'src/rest/generated/', 'test-output/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A leading _ names what a signature or a rest destructuring must list but does not use
      // (Express's four-argument error handlers, keys left out of a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // Tests read the service's JSON answers (`any` from res.json()) and assert their values.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Test doubles implement async interfaces without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // Tests hand on arrow-function properties (dispose, close) typed as methods, to clean-up lists.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: NODE_GLOBALS },
  },
);
