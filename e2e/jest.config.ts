import type { Config } from 'jest';
import { common } from '../jest.config';

/** Browser tests: the real server on a free port, Debian's Chromium driven by playwright-core. */
const config: Config = {
  rootDir: '..',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testEnvironment: 'node',
  moduleNameMapper: common,
  globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
  // Closes the Chromium each file's tests share (one browser per file, a fresh context per test).
  setupFilesAfterEnv: ['<rootDir>/e2e/support/lifecycle.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  testTimeout: 60_000,
  // One browser-heavy file at a time keeps the 2-core machine responsive.
  maxWorkers: 1,
};

export default config;
