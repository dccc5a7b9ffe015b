import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ADMIN_TOKEN } from './server';

/** Debian's Chromium; Playwright must never download a browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags that work on this closed-network, root-run machine (node-svc.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
  return url;
};

/** A fresh headless Chromium with its own empty profile, as a phone-sized viewport. */
export async function openBrowser(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'mlobby-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Calls an operator route on the running server. */
export async function admin(pathname: string, body: unknown, method: 'PUT' | 'POST' = 'PUT'): Promise<void> {
  const res = await fetch(`${baseUrl()}${pathname}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': ADMIN_TOKEN },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`admin call ${pathname} failed: ${res.status} ${await res.text()}`);
}
