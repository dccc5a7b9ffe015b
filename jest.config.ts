import type { Config } from 'jest';

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];
const transform: Config['transform'] = { '^.+\\.(t|j)sx?$': swc };
/** The tsconfig path alias of common/ (webpack and tsx resolve the same alias). */
export const common = { '^@common/(.*)$': '<rootDir>/common/$1' };

/** Three projects: the site and the console run in jsdom, the server and data checks run in node. */
const config: Config = {
  // Building a seeded app can take several seconds on a loaded 2-core machine; hooks share this allowance.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'site',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/site.ts'],
      transform,
      moduleNameMapper: {
        ...common,
        '\\.(svg|png|jpe?g|webp)$': '<rootDir>/__tests__/setup/fileStub.ts',
        // A locale's two parts (src/i18n: `?part=shell`, `?part=screens`) are the whole file here:
        // the webpack loader that splits it is tested on its own (__tests__/scripts/webpack).
        '^(.*/locales/[\\w-]+\\.json)\\?part=\\w+$': '$1',
        // The browser build, as webpack bundles it: the node build never injects createGlobalStyle in jsdom.
        '^styled-components$': '<rootDir>/node_modules/styled-components/dist/styled-components.browser.cjs.js',
      },
    },
    {
      // The operator console (console/): its stores and screens in jsdom, as the site's.
      displayName: 'console',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/console/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/site.ts'],
      transform,
      moduleNameMapper: {
        ...common,
        '^styled-components$': '<rootDir>/node_modules/styled-components/dist/styled-components.browser.cjs.js',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/{common,server,lint,locales,scripts,bench,docs}/**/*.test.ts'],
      moduleNameMapper: common,
      transform: { '^.+\\.(tsx?|c?js)$': swc },
      // Compiled to CommonJS like our code: content-disposition (@fastify/static) and cookie (fastify's
      // inject) ship only as ES modules, and PGlite's CommonJS build loads node built-ins with import(),
      // which jest's module runtime cannot run without --experimental-vm-modules. jose and @seriousme/openapi-schema-validator ship only as ES modules too.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@electric-sql/pglite|jose|@seriousme/openapi-schema-validator)/)'],
    },
  ],
};

export default config;
