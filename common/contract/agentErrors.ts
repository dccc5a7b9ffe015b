/** The agent area's error codes (issue 18, docs/agents.md), part of ErrorCode (envelope.ts), kept apart for its length. */
export const AGENT_ERROR_CODES = {
  /** A call only an agent may make, from a member who is not one (§6); nothing changed. */
  agentOnly: 'agent.only',
  /** Console: the member cannot become an agent (a trial or type 40–42 account, blocked, or already an agent); nothing changed. */
  agentNotEligible: 'agent.not.eligible',
  /** The hierarchy would go deeper than AGENT_MAX_DEPTH (params.limit); nothing changed. */
  agentDepthLimit: 'agent.depth.limit',
  /** The member named is not in the caller's team (or, for contracts and rebates, not a direct member or sub-agent); nothing changed. */
  agentMemberNotInTeam: 'agent.member.not.in.team',
  /** An agent figure or text is out of range or does not fit (params.field); nothing was saved. */
  agentInvalid: 'agent.invalid',
  /** No contract with this id for the caller (to sign, withdraw or end); nothing changed. */
  agentContractNotFound: 'agent.contract.not.found',
  /** The contract's state does not allow the action (params.state); nothing changed. */
  agentContractStateInvalid: 'agent.contract.state.invalid',
  /** A sub-agent's contract of a kind and cycle its upline holds no signed contract of (params.kind); nothing changed. */
  agentUplineContractMissing: 'agent.upline.contract.missing',
  /** An offer (or an upline's amendment) would make a sub-agent's contract better than its upline's at some tier (params.tier); nothing changed. */
  agentContractBetterThanUpline: 'agent.contract.better.than.upline',
  /** The agent already keeps AGENT_MAX_LINKS active links (params.limit); nothing was created. */
  agentLinkLimit: 'agent.link.limit',
  /** No active link with this code belongs to the caller; nothing changed. */
  agentLinkNotFound: 'agent.link.not.found',
  /** A rebate rate above the setter's own rate (or AGENT_MAX_REBATE_BP); nothing changed. */
  agentRebateTooHigh: 'agent.rebate.too.high',
  /** A downline transfer the recipient's own player protection refuses (a block or a deposit limit); which, and until when, is the member's to know, so the agent is told only this. Nothing was moved. */
  agentRecipientRefused: 'agent.recipient.refused',
  /** The transfer would pass the merchant's per-agent daily cap (params.remaining, minor units); nothing was moved. */
  agentTransferCapReached: 'agent.transfer.cap.reached',
  /** A transfer amount below AGENT_TRANSFER_MIN or not a whole number of minor units; nothing was moved. */
  agentTransferAmountInvalid: 'agent.transfer.amount.invalid',
} as const;
