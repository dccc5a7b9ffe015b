import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

/** How the init script below marks a violation it saw, in the console. */
const VIOLATION_MARK = 'CSP violation:';

/** A console message that reports a Content Security Policy violation (Chromium's own, or the init script's). */
function isCspViolation(text: string): boolean {
  return text.includes('Content Security Policy') || text.startsWith(VIOLATION_MARK);
}

/** A browser context of the file's Chromium and its page, as openContext() hands them out. */
export interface Session {
  context: BrowserContext;
  page: Page;
  /** Content Security Policy violations seen so far; close() fails the test on any left here. */
  violations: string[];
  close: () => Promise<void>;
}

/**
 * The test file's one headless Chromium, launched on first use (jest gives every test file its own
 * module registry, so files never share it); e2e/support/lifecycle.ts closes it after the file.
 */
let fileBrowser: Promise<Browser> | undefined;

/** Closes the file's Chromium, if one was launched. */
export async function closeFileBrowser(): Promise<void> {
  const launched = fileBrowser;
  fileBrowser = undefined;
  if (launched) await (await launched).close();
}

/**
 * A fresh browser context (its own empty profile: cookies, storage, cache and service workers) in
 * the file's Chromium, with one page, on a phone (390×844, touch) or a desktop (1280×800) screen. Every page in it reports Content
 * Security Policy violations; `violations` collects them and close() fails the test on any, so a
 * page the headers break never passes unnoticed.
 */
export async function openContext(device: 'phone' | 'desktop' = 'phone'): Promise<Session> {
  fileBrowser ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  // The member site is for phones; the operator console is desktop-first.
  const screen = device === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } };
  const context = await (await fileBrowser).newContext({ ...screen, serviceWorkers: 'allow' });
  const violations: string[] = [];
  // Chromium logs most violations itself; the event also catches those it only reports to the page.
  await context.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  }, VIOLATION_MARK);
  context.on('console', (message) => {
    if (isCspViolation(message.text())) violations.push(`${message.page()?.url() ?? 'a worker'}: ${message.text()}`);
  });
  const page = await context.newPage();
  return {
    context,
    page,
    violations,
    close: async () => {
      await context.close();
      if (violations.length > 0) throw new Error(`Content Security Policy violations:\n${violations.join('\n')}`);
    },
  };
}

/**
 * A fresh context (openContext) for each test of the enclosing describe block, handed to `prepare`
 * before the test runs (tests keep what they need of it); closed after the test, which fails on
 * any Content Security Policy violation left in `violations`.
 */
export function contextPerTest(prepare: (session: Session) => Promise<void> | void): void {
  let session: Session | undefined;
  beforeEach(async () => {
    session = await openContext();
    await prepare(session);
  });
  afterEach(async () => {
    const closing = session;
    session = undefined;
    await closing?.close();
  });
}
