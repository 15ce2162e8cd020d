// One Jest, three projects: `unit` (beside the code), `api` (real supabase-js against the
// local server) and `e2e` (playwright-core against the production build). scripts/test.mjs
// runs them in that order and starts the servers the last two need.
const ts = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }];
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': ts },
  moduleNameMapper: {
    '^@semmultas/shared/ui/(.*)$': '<rootDir>/shared/src/ui/$1',
    '^@semmultas/shared/(.*)$': '<rootDir>/shared/src/$1',
    // antd's stylesheet is its parts' URLs (tooling/split-css-loader.cjs).
    '^antd/dist/antd\\.css$': '<rootDir>/tooling/jest-css-parts-stub.cjs',
    '\\.(png|jpe?g|svg|webp|css)$': '<rootDir>/tooling/jest-file-stub.cjs',
    // Jest reads `antd` as its CommonJS build (antd/lib): a module named by its ES path
    // (shared/src/ui/lazy-app.tsx: App's context) must be the same instance antd's own code reads.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
};
module.exports = {
  // Browser and API steps wait on real servers; unit tests finish far sooner.
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tooling/jest-setup.ts'],
      testMatch: ['<rootDir>/{shared,shell,mfe-*}/src/**/*.test.{ts,tsx}'],
      // antd's dependency tree ships some packages as ES modules only: transform those.
      transformIgnorePatterns: [
        '/node_modules/(?!\\.pnpm/)(?!(@ant-design|@rc-component|rc-[a-z-]+|antd|dompurify|@babel/runtime/helpers/esm)/)',
      ],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/tooling/jest-node-setup.cjs'],
      testMatch: ['<rootDir>/api-tests/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'build',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/tooling/jest-node-setup.cjs'],
      testMatch: ['<rootDir>/e2e/deploy/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/tooling/jest-node-setup.cjs'],
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/deploy/'],
    },
  ],
};
