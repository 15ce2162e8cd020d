import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Boundaries the linter holds (issue 17): in every app, a feature never imports the app's
// composition (src/app) or another feature; what features share lives in src/components,
// src/lib or src/runtime. One zone per feature, read from the folders, so a new feature is
// covered without editing this file.
const packages = fs.readdirSync(import.meta.dirname).filter((d) => d === 'shell' || d.startsWith('mfe-'));
const featureZones = packages.flatMap((pkg) => {
  const dir = path.join(pkg, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  const features = fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isDirectory());
  return features.map((feature) => ({
    target: `./${dir}/${feature}`,
    from: [`./${pkg}/src/app`, ...features.filter((f) => f !== feature).map((f) => `./${dir}/${f}`)],
    message: 'Uma feature não importa src/app nem outra feature: mova o que elas compartilham para src/components ou src/lib.',
  }));
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'supabase/.temp/**',
      '.cache/**',
      'e2e/screenshots/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/src/*', '../../*/src/*', '**/mfe-*/src/*', '**/shell/src/*'],
              message: 'Importe de @semmultas/shared; nenhum pacote importa o src/ de outro.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'confirm', message: 'Use Modal.confirm do antd (DECISIONS.md 6).' },
        { name: 'alert', message: 'Use message/notification do antd (DECISIONS.md 6).' },
      ],
      // One spelling of each antd prop, antd 6's current one (issue 17).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Alert'] > JSXAttribute[name.name='message']",
          message: 'No antd 6, o texto do Alert é `title`.',
        },
        { selector: "JSXAttribute[name.name='maskClosable']", message: 'No antd 6, use mask={{ closable: false }}.' },
        {
          selector: "JSXOpeningElement[name.name='Popconfirm'], ImportSpecifier[imported.name='Popconfirm']",
          message: 'Uma ação destrutiva pergunta com useConfirmedAction (@semmultas/shared/ui/confirmed-action), não com Popconfirm.',
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      // No import circles: each module's dependencies form a tree (issue 17).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
