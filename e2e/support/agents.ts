/**
 * Agent set-up and reads for the browser tests (issue 18): agents promoted from new members through
 * the console API, team members registered with an agent's code through the encrypted register call
 * (as the site's form sends it), real balances read as the console reads them, and the team KPI
 * table of the agent area as the page shows it.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { AccountPath, type LoginResult, type PublicKeyValue } from '@common/contract/account';
import { ConsoleAgentPath, type ConsoleAgent } from '@common/contract/consoleAgents';
import { PlayerPath, type PlayerDetail, type PlayerSummary } from '@common/contract/consolePlayers';
import { ProtectionPath } from '@common/contract/protection';
import site from '../../locales/en.json';
import { createEncryptor } from '../../src/api/encryption';
import type { Desk } from './desk';
import { registerMember, siteCall, siteValue, type TestMember } from './payments';
import { MERCHANT } from './session';

/** A top-level agent: a new real member (the deposit-limit prompt answered) promoted by the merchant. */
export async function promotedAgent(owner: Desk, prefix: string): Promise<{ member: TestMember; agent: ConsoleAgent }> {
  const member = await registerMember(prefix);
  await siteValue(member.token, 'POST', ProtectionPath.promptDismiss);
  const agent = await owner.call<ConsoleAgent>('POST', ConsoleAgentPath.promote, { merchantCode: MERCHANT, username: member.username });
  return { member, agent };
}

/**
 * A new real member registered with the invitation code `code` (so its direct agent is the code's
 * owner), the deposit-limit prompt answered. registerMember's call with the one field it leaves out.
 */
export async function teamMember(prefix: string, code: string): Promise<TestMember> {
  const username = `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 16);
  const password = 'Payments123';
  const encryptor = createEncryptor(() => siteValue<PublicKeyValue>(null, 'GET', AccountPath.publicKey));
  const mobile = `17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sealed = await encryptor.encrypt({ username, password, confirmPassword: password, mobile, countryDialingCode: '880', birthday: '1990-05-17', referrerCode: code });
  const answer = await siteCall<LoginResult>(null, 'PUT', AccountPath.register, sealed.payload, { Encryption: sealed.header });
  if (!answer.success) throw new Error(`registering ${username} with ${code} failed: ${answer.code}`);
  const member = { username, password, token: answer.value!.token };
  await siteValue(member.token, 'POST', ProtectionPath.promptDismiss);
  return member;
}

/** A member's real balance as the console's player page reads it (minor units): it reads a self-excluded member too. */
export async function realBalance(owner: Desk, username: string): Promise<number> {
  const found = await owner.call<PlayerSummary[]>('GET', `${PlayerPath.search}?q=${username}&merchantCode=${MERCHANT}`);
  const player = found.find((p) => p.username === username);
  if (!player) throw new Error(`no player ${username}`);
  return (await owner.call<PlayerDetail>('GET', PlayerPath.player(player.id))).balances.real;
}

export type KpiRow = 'newMembers' | 'activePlayers' | 'depositors' | 'deposits' | 'turnover' | 'ngr';

/** The agent area's team KPI table, row → [this period, last period] as shown; null while it is not shown. */
export async function kpiShown(page: Page): Promise<Record<KpiRow, [string, string]> | null> {
  const table = page.getByRole('table', { name: site.agent.kpi.title });
  if ((await table.count()) === 0) return null;
  const rows = {} as Record<KpiRow, [string, string]>;
  for (const row of ['newMembers', 'activePlayers', 'depositors', 'deposits', 'turnover', 'ngr'] as const) {
    const cells = await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: site.agent.kpi[row], exact: true }) })
      .getByRole('cell')
      .allInnerTexts();
    rows[row] = [cells[0] ?? '', cells[1] ?? ''];
  }
  return rows;
}
