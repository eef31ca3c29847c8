import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      // `import data from './x.json' with { type: 'json' }` reaches Jest with its attribute.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
] as const;

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
};

const config: Config = {
  // API tests start real sites (SQLite or PostgreSQL, content sync) in their hooks: 5 s is too tight
  // on a loaded 2-core CI machine.
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'comfy-engine',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/comfy-engine/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/scripts/**/*.test.ts', '<rootDir>/lint/**/*.test.ts'],
    },
    {
      // The server render of the shell: Node, as on the server (no document, so every section renders).
      ...common,
      displayName: 'ssr',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/shell/src/server/**/*.test.{ts,tsx}'],
      moduleNameMapper: { '\\.css$': '<rootDir>/shared/test/style-stub.ts' },
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/shared/test/jsdom-environment.ts',
      testMatch: ['<rootDir>/{contracts,shared,shell,mf-content,mf-workflows,mf-account,mf-community}/src/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['<rootDir>/shell/src/server/'],
      setupFiles: ['<rootDir>/shared/test/jsdom-shims.ts'],
      setupFilesAfterEnv: ['<rootDir>/shared/test/testing-library.ts'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/shared/test/style-stub.ts',
        // msw's Node entry points are marked unavailable under jsdom's "browser" export condition.
        '^msw/node$': '<rootDir>/node_modules/msw/lib/node/index.js',
        '^@mswjs/interceptors/ClientRequest$': '<rootDir>/node_modules/@mswjs/interceptors/lib/node/interceptors/ClientRequest/index.js',
      },
    },
  ],
};

export default config;
