/**
 * The console's contract write calls (ConsoleAgentPath.offer, endContract; permission
 * agents.manage; docs/agents.md "Contracts"): the merchant offers (or amends) a top-level agent's
 * contract, and withdraws or ends the ones it offered. A merchant's operator reaches its merchant's
 * members only (another's answers 404); a member who is not a top-level agent answers
 * agent.member.not.in.team (a sub-agent's contracts are its upline's to offer).
 */
import type { FastifyInstance } from 'fastify';
import type { ContractValue } from '@common/contract/agents';
import { ConsoleAgentPath } from '@common/contract/consoleAgents';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../../http/envelope';
import { consoleRoute } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { operatorOf } from '../../../plugins/operator-auth';
import { operatorActorOf, playerInScope } from '../../member';
import { endContract } from './end';
import { offerContract } from './offer';
import { offeredByFor } from './offered-by';
import { contractValue } from './reads';
import { AgentParams, ConsoleOfferBody, EndBody } from './schemas';
import { ContractValueSchema } from '../schemas';

const tags = ['console', 'agent'];
const config = { permission: 'agents.manage' } as const;

/** Registers the console's contract write calls (inside operatorScope). */
export async function contractConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.post(
    consoleRoute(ConsoleAgentPath.offer(':memberId')),
    { config, schema: { params: AgentParams, body: ConsoleOfferBody, response: replies(ContractValueSchema), tags } },
    async (request): Promise<Envelope<ContractValue>> => {
      const agent = await playerInScope(app, request, request.params.memberId);
      const row = await offerContract(app.db, agent.id, { id: null, name: operatorOf(request).username }, request.body, operatorActorOf(app, request), app.now());
      return ok(contractValue(row, offeredByFor(row, null)));
    },
  );

  app.post(
    consoleRoute(ConsoleAgentPath.endContract(':memberId')),
    { config, schema: { params: AgentParams, body: EndBody, response: replies(ContractValueSchema), tags } },
    async (request): Promise<Envelope<ContractValue>> => {
      const agent = await playerInScope(app, request, request.params.memberId);
      const row = await endContract(app.db, request.body.contractId, { offeredById: null, merchantCode: agent.merchantCode, agentId: agent.id }, operatorActorOf(app, request), app.now());
      return ok(contractValue(row, offeredByFor(row, null)));
    },
  );
}
