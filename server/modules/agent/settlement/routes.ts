/**
 * The agent's home, contract screen and statements (AgentPath.home, .contract, .statements;
 * docs/agents.md): agent-only (agent.only to any other member, §6).
 */
import type { FastifyInstance } from 'fastify';
import { AgentPath, type AgentHomeValue, type ContractViewValue, type Page, type StatementValue } from '@common/contract/agents';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../../http/envelope';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { requireAgent } from '../hierarchy';
import { agentHome, contractView } from './home';
import { agentStatementsPage } from './reads';
import { ContractViewSchema, HomeSchema, KindQuery, StatementPageSchema, StatementsQuery } from './schemas';

const tags = ['agent'];
const config = { auth: 'member' } as const;

/** Registers the home, contract view and statements calls (inside the /wps gateway). */
export async function settlementRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(gatewayPath(AgentPath.home), { config, schema: { response: replies(HomeSchema), tags } }, async (request): Promise<Envelope<AgentHomeValue>> => {
    const { profile } = await requireAgent(app.db, request);
    return ok(await agentHome(app.db, profile, new Date(app.now())));
  });

  app.get(gatewayPath(AgentPath.contract), { config, schema: { querystring: KindQuery, response: replies(ContractViewSchema), tags } }, async (request): Promise<Envelope<ContractViewValue>> => {
    const { profile } = await requireAgent(app.db, request);
    return ok(await contractView(app.db, profile.memberId, request.query.kind, new Date(app.now())));
  });

  app.get(gatewayPath(AgentPath.statements), { config, schema: { querystring: StatementsQuery, response: replies(StatementPageSchema), tags } }, async (request): Promise<Envelope<Page<StatementValue>>> => {
    const { profile } = await requireAgent(app.db, request);
    return ok(await agentStatementsPage(app.db, profile.memberId, request.query.kind, request.query.page));
  });
}
