import { closeFileBrowser } from './browser';

/** Each test file launches at most one Chromium (on its first context); it closes after the file's tests. */
afterAll(closeFileBrowser);
