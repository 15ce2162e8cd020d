import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'supabase/.temp/**', '.cache/**', 'e2e/screenshots/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler rules flag ordinary effect patterns we use on purpose.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/shared/src/*', '../../*/src/*', '**/mfe-*/src/*', '**/shell/src/*'], message: 'Importe de @semmultas/shared; nenhum pacote importa o src/ de outro.' }] },
      ],
      'no-restricted-globals': ['error', { name: 'confirm', message: 'Use Modal.confirm do antd (DECISIONS.md 6).' }, { name: 'alert', message: 'Use message/notification do antd (DECISIONS.md 6).' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
