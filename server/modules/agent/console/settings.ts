/** The merchant's agent settings from the console (ConsoleAgentPath.settings): checked, saved (one row per merchant) and audited. */
import type { AgentSettings } from '@common/contract/consoleAgents';
import { ErrorCode } from '@common/contract/envelope';
import { AGENT_MAX_REBATE_BP, AGENT_TRANSFER_MIN } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import { agentSettingsOf, settingsValue } from '../hierarchy';
import { agentSettings } from '../tables';

const invalid = (field: string): AppError => new AppError(ErrorCode.agentInvalid, { params: { field } });
const inRange = (value: number, min: number, max = Number.MAX_SAFE_INTEGER): boolean => Number.isSafeInteger(value) && value >= min && value <= max;

/** Saves the settings: a daily transfer cap of at least AGENT_TRANSFER_MIN, a threshold ≥ 0, a top rate within AGENT_MAX_REBATE_BP (agent.invalid naming the field otherwise). */
export async function saveAgentSettings(db: Database, merchantCode: string, input: Omit<AgentSettings, 'merchantCode'>, who: Actor & { username: string }, now: number): Promise<AgentSettings> {
  if (!inRange(input.transferDailyCap, AGENT_TRANSFER_MIN)) throw invalid('transferDailyCap');
  if (!inRange(input.payoutApprovalThreshold, 0)) throw invalid('payoutApprovalThreshold');
  if (!inRange(input.topRebateBp, 0, AGENT_MAX_REBATE_BP)) throw invalid('topRebateBp');
  const values = {
    transferDailyCap: BigInt(input.transferDailyCap),
    payoutApprovalThreshold: BigInt(input.payoutApprovalThreshold),
    topRebateBp: input.topRebateBp,
    updatedBy: who.username,
    updatedAt: new Date(now),
  };
  await db.transaction(async (tx) => {
    await tx.insert(agentSettings).values({ merchantCode, ...values }).onConflictDoUpdate({ target: agentSettings.merchantCode, set: values });
    await recordAudit(tx, who, { action: 'agent.settings.saved', subject: `merchant:${merchantCode}`, merchantCode, detail: { ...input } });
  });
  return settingsValue(merchantCode, await agentSettingsOf(db, merchantCode));
}
