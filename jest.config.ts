import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
  ],
};

/** Two projects: the site runs in jsdom, the server and data checks run in node. */
const config: Config = {
  projects: [
    {
      displayName: 'site',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/site.ts'],
      transform,
      moduleNameMapper: {
        '\\.(svg|png|jpe?g|webp)$': '<rootDir>/__tests__/setup/fileStub.ts',
        // The browser build, as webpack bundles it: the node build never injects createGlobalStyle in jsdom.
        '^styled-components$': '<rootDir>/node_modules/styled-components/dist/styled-components.browser.cjs.js',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/{server,locales,scripts,bench}/**/*.test.ts'],
      transform,
    },
  ],
};

export default config;
