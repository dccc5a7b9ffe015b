/** The agent settings and a top-level agent's rebate rate as typed: amounts in major units, rates as percentages (at most AGENT_MAX_REBATE_BP). */
import type { AgentSettings } from '@common/contract/consoleAgents';
import { AGENT_MAX_REBATE_BP } from '@common/rules/agents';
import type { Checked } from './offer';
import { amountText, parseMoneyInput, parsePercentInput, percentText } from './units';

export interface SettingsForm {
  transferDailyCap: string;
  payoutApprovalThreshold: string;
  topRebate: string;
}

export const settingsFormOf = (s: AgentSettings): SettingsForm => ({
  transferDailyCap: amountText(s.transferDailyCap),
  payoutApprovalThreshold: amountText(s.payoutApprovalThreshold),
  topRebate: percentText(s.topRebateBp),
});

/** A rebate rate typed → basis points, or null when not one or above AGENT_MAX_REBATE_BP. */
export function rebateBpOf(text: string): number | null {
  const bp = parsePercentInput(text);
  return bp !== null && bp <= AGENT_MAX_REBATE_BP ? bp : null;
}

export function settingsOfForm(form: SettingsForm, merchantCode: string): Checked<AgentSettings> {
  const transferDailyCap = parseMoneyInput(form.transferDailyCap);
  const payoutApprovalThreshold = parseMoneyInput(form.payoutApprovalThreshold);
  if (transferDailyCap === null || payoutApprovalThreshold === null) return { problem: 'badAmount' };
  const topRebateBp = rebateBpOf(form.topRebate);
  if (topRebateBp === null) return { problem: 'badRebate' };
  return { value: { merchantCode, transferDailyCap, payoutApprovalThreshold, topRebateBp } };
}

export const REBATE_BOUNDS = { maxRebate: percentText(AGENT_MAX_REBATE_BP) };
