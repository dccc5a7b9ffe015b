/** The agents screen's sections (all need agents.manage; the route itself is gated by it). */
export const AGENT_SECTIONS = ['list', 'statements', 'settings', 'report'] as const;
export type AgentSectionId = (typeof AGENT_SECTIONS)[number];
