/**
 * The agent module's routes, each part's registered together: the member's (inside the /wps
 * gateway; every call but the affiliate look-up is agent-only, §6) and the console's (inside the
 * operator scope, agents.manage).
 */
import type { FastifyInstance } from 'fastify';
import { agentManagementRoutes } from './console';
import { contractConsoleRoutes, contractRoutes } from './contracts';
import { kpiRoutes } from './figures';
import { affiliateLookupRoutes, linkRoutes } from './links';
import { rebateRoutes } from './rebates';
import { settlementConsoleRoutes, settlementRoutes } from './settlement';
import { teamRoutes } from './team';
import { transferRoutes } from './transfers';

/** Registers the member's agent calls (AgentPath, and AccountPath.affiliate). */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(affiliateLookupRoutes);
  await app.register(contractRoutes);
  await app.register(settlementRoutes);
  await app.register(kpiRoutes);
  await app.register(linkRoutes);
  await app.register(teamRoutes);
  await app.register(transferRoutes);
  await app.register(rebateRoutes);
}

/** Registers the console's agent calls (ConsoleAgentPath). */
export async function agentConsoleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(agentManagementRoutes);
  await app.register(contractConsoleRoutes);
  await app.register(settlementConsoleRoutes);
}
