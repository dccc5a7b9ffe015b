/**
 * The member's contract write calls (AgentPath.offer, withdrawOffer, sign; docs/agents.md
 * "Contracts"): agents only (agent.only otherwise). The upline offers to and withdraws from its
 * direct sub-agents; an agent signs its own offers. Answers the contract as the caller sees it.
 */
import type { FastifyInstance } from 'fastify';
import { AgentPath, type ContractValue } from '@common/contract/agents';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../../http/envelope';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { clientOf } from '../../../plugins/gateway';
import { requireAgent } from '../hierarchy';
import { endContract } from './end';
import { offerContract } from './offer';
import { offeredByFor } from './offered-by';
import { contractValue } from './reads';
import { EndBody, OfferBody, SignBody } from './schemas';
import { ContractValueSchema } from '../schemas';
import { signContract } from './sign';

const tags = ['agent'];
const config = { auth: 'member' } as const;

/** Registers the member's contract write calls (inside the /wps gateway). */
export async function contractRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const actor = (memberId: number, ip: string | null) => ({ actor: `member:${memberId}`, ip });

  app.post(gatewayPath(AgentPath.offer), { config, schema: { body: OfferBody, response: replies(ContractValueSchema), tags } }, async (request): Promise<Envelope<ContractValue>> => {
    const { member } = await requireAgent(app.db, request);
    const { memberId, ...terms } = request.body;
    const row = await offerContract(app.db, memberId, { id: member.id, name: member.username }, terms, actor(member.id, clientOf(request).ip), app.now());
    return ok(contractValue(row, offeredByFor(row, member.id)));
  });

  app.post(gatewayPath(AgentPath.withdrawOffer), { config, schema: { body: EndBody, response: replies(ContractValueSchema), tags } }, async (request): Promise<Envelope<ContractValue>> => {
    const { member } = await requireAgent(app.db, request);
    const row = await endContract(app.db, request.body.contractId, { offeredById: member.id, merchantCode: member.merchantCode }, actor(member.id, clientOf(request).ip), app.now());
    return ok(contractValue(row, offeredByFor(row, member.id)));
  });

  app.post(gatewayPath(AgentPath.sign), { config, schema: { body: SignBody, response: replies(ContractValueSchema), tags } }, async (request): Promise<Envelope<ContractValue>> => {
    const { member } = await requireAgent(app.db, request);
    const row = await signContract(app.db, member.id, request.body.contractId, actor(member.id, clientOf(request).ip), app.now());
    return ok(contractValue(row, offeredByFor(row, member.id)));
  });
}
