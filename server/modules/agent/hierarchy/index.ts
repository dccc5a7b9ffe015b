/** The agent hierarchy (docs/agents.md "The hierarchy"): profiles, teams, settings and the agent-only caller check. */
export { requireAgent, type AgentCaller } from './caller';
export { agentCodeFor, agentProfileOf, makeAgent, uplinesOf } from './profiles';
export { agentSettingsOf, settingsValue, type AgentSettingValues } from './settings';
export { agentTreeSql, directAgentOf, inTeam, teamMembersSql } from './team';
