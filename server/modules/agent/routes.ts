/**
 * The agent module's routes, each part's registered together: the member's (inside the /wps
 * gateway; every call but the affiliate look-up is agent-only, §6) and the console's (inside the
 * operator scope, agents.manage).
 */
import type { FastifyInstance } from 'fastify';
import { contractConsoleRoutes, contractRoutes } from './contracts';
import { kpiRoutes } from './figures';
import { affiliateLookupRoutes } from './links/lookup-route';
import { settlementConsoleRoutes, settlementRoutes } from './settlement';

/** Registers the member's agent calls (AgentPath, and AccountPath.affiliate). */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(affiliateLookupRoutes);
  await app.register(contractRoutes);
  await app.register(settlementRoutes);
  await app.register(kpiRoutes);
}

/** Registers the console's agent calls (ConsoleAgentPath). */
export async function agentConsoleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(contractConsoleRoutes);
  await app.register(settlementConsoleRoutes);
}
