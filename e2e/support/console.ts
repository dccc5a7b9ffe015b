/**
 * The operator console in the browser tests: a server of its own on a scratch PostgreSQL database
 * (the audit test alters a row behind the server's back, as someone with database access would),
 * demo operators' TOTP codes, and the console's login form.
 */
import { rm } from 'node:fs/promises';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import en from '../../console/locales/en.json';
import { scratchDatabase } from '../../bench/scratch-database';
import { demoTotpSecret } from '../../server/modules/operator/seed';
import { currentCode } from '../../server/modules/operator/totp';
import { startServer } from './server';

/** Where the scratch databases are made (CI and every session machine run PostgreSQL here). */
const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TOTP_PERIOD_MS = 30_000;

export interface ConsoleServer {
  url: string;
  /** The scratch database's address (for checks that need a drizzle handle on it). */
  databaseUrl: string;
  /** Runs SQL on the server's database, as a DBA (or an attacker with its password) would. */
  sql: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
  stop: () => Promise<void>;
}

/** The real server with the built site and console, demo data and operators, on a new database; `env` overrides its settings. */
export async function startConsoleServer(env: NodeJS.ProcessEnv = {}): Promise<ConsoleServer> {
  const scratch = await scratchDatabase(POSTGRES_URL, 'mlobby_e2e_console');
  const { url, child, dataDir } = await startServer({ DATABASE_URL: scratch.url, ...env });
  const client = new Client({ connectionString: scratch.url });
  await client.connect();
  return {
    url,
    databaseUrl: scratch.url,
    sql: async (text, values) => (await client.query(text, values)).rows as Record<string, unknown>[],
    stop: async () => {
      await client.end();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await scratch.drop();
      // Uploaded pictures (identity documents, payment proofs) are kept under it.
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The last step whose code each secret has used: the server takes a code once, so the next login waits for a new one. */
const usedSteps = new Map<string, number>();

/** A code of `secret` the server has not seen yet (waits for the next 30-s step if this one was used). */
export async function freshCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / TOTP_PERIOD_MS);
  if (usedSteps.get(secret) === step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * TOTP_PERIOD_MS - Date.now() + 50));
    step = Math.floor(Date.now() / TOTP_PERIOD_MS);
  }
  usedSteps.set(secret, step);
  return currentCode(secret, step * TOTP_PERIOD_MS);
}

/** Password, then the code: the demo operator's own, or `secret`'s for an operator the test made. */
export async function consoleLogIn(page: Page, url: string, username: string, password: string, secret = demoTotpSecret(username)): Promise<void> {
  await page.goto(`${url}/console/`);
  await page.getByLabel(en.login.username).fill(username);
  await page.getByLabel(en.login.password).fill(password);
  await page.getByRole('button', { name: en.login.next }).click();
  await page.getByLabel(en.login.code, { exact: true }).fill(await freshCode(secret));
  await page.getByRole('button', { name: en.login.signIn }).click();
  await page.getByRole('button', { name: en.shell.logout }).waitFor();
}

/** A new operator's first login: reads the secret from the enrolment screen, confirms it, saves the recovery codes. */
export async function consoleEnrol(page: Page, url: string, username: string, password: string): Promise<string> {
  await page.goto(`${url}/console/`);
  await page.getByLabel(en.login.username).fill(username);
  await page.getByLabel(en.login.password).fill(password);
  await page.getByRole('button', { name: en.login.next }).click();
  const uri = await page.getByTestId('otpauth-uri').innerText();
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  await page.getByLabel(en.login.firstCode).fill(await freshCode(secret));
  await page.getByRole('button', { name: en.login.enrolConfirm }).click();
  await page.getByLabel(en.login.recoverySaved).check();
  await page.getByRole('button', { name: en.login.continue }).click();
  await page.getByRole('button', { name: en.shell.logout }).waitFor();
  return secret;
}
