/** The console's agent management (ConsoleAgentPath agents, create, promote, agent, rebate, settings). */
export { agentPage, consoleAgent } from './agents';
export { agentDetail } from './detail';
export { createAgent, promoteAgent } from './manage';
export { agentManagementRoutes } from './routes';
export { saveAgentSettings } from './settings';
