/** A merchant's agent settings (docs/agents.md): its row, or AGENT_SETTING_DEFAULTS when it has none. */
import { eq } from 'drizzle-orm';
import type { AgentSettings } from '@common/contract/consoleAgents';
import { AGENT_SETTING_DEFAULTS } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { agentSettings } from './tables';

/** The merchant's settings, amounts in minor units (bigint), rates in basis points. */
export interface AgentSettingValues {
  transferDailyCap: bigint;
  payoutApprovalThreshold: bigint;
  topRebateBp: number;
}

export async function agentSettingsOf(db: Database, merchantCode: string): Promise<AgentSettingValues> {
  const [row] = await db.select().from(agentSettings).where(eq(agentSettings.merchantCode, merchantCode)).limit(1);
  if (row) return { transferDailyCap: row.transferDailyCap, payoutApprovalThreshold: row.payoutApprovalThreshold, topRebateBp: row.topRebateBp };
  return {
    transferDailyCap: BigInt(AGENT_SETTING_DEFAULTS.transferDailyCap),
    payoutApprovalThreshold: BigInt(AGENT_SETTING_DEFAULTS.payoutApprovalThreshold),
    topRebateBp: AGENT_SETTING_DEFAULTS.topRebateBp,
  };
}

/** The wire form of the settings. */
export const settingsValue = (merchantCode: string, s: AgentSettingValues): AgentSettings => ({
  merchantCode,
  transferDailyCap: Number(s.transferDailyCap),
  payoutApprovalThreshold: Number(s.payoutApprovalThreshold),
  topRebateBp: s.topRebateBp,
});
