/** The agent's link calls (AgentPath.links GET/POST, deleteLink; §7 affiliate URL create/view/delete): agents only (agent.only). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AgentPath, type AffiliateLinkValue } from '@common/contract/agents';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../../http/envelope';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { clientOf } from '../../../plugins/gateway';
import { memberSubject } from '../../member';
import { requireAgent } from '../hierarchy';
import { createLink, deleteLink, listLinks, type LinkOwner } from './links';
import { AffiliateLinkSchema, CreateLinkBody, DeleteLinkBody } from './schemas';

const tags = ['agent'];
const config = { auth: 'member' } as const;

/** Registers the link calls (inside the /wps gateway). */
export async function linkRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  /** The calling agent, and the site's origin as the request reached it (request.protocol honours X-Forwarded-Proto from a trusted proxy). */
  const ownerOf = async (request: FastifyRequest): Promise<LinkOwner> => {
    const { member } = await requireAgent(app.db, request);
    return { agentId: member.id, merchantCode: member.merchantCode, origin: `${request.protocol}://${request.host}` };
  };
  const actorOf = (request: FastifyRequest, owner: LinkOwner) => ({ actor: memberSubject(owner.agentId), ip: clientOf(request).ip });

  app.get(gatewayPath(AgentPath.links), { config, schema: { response: replies(Type.Array(AffiliateLinkSchema)), tags } }, async (request): Promise<Envelope<AffiliateLinkValue[]>> =>
    ok(await listLinks(app.db, await ownerOf(request))),
  );

  app.post(gatewayPath(AgentPath.links), { config, schema: { body: CreateLinkBody, response: replies(AffiliateLinkSchema), tags } }, async (request): Promise<Envelope<AffiliateLinkValue>> => {
    const owner = await ownerOf(request);
    return ok(await createLink(app.db, owner, request.body.label, actorOf(request, owner), app.now()));
  });

  app.post(gatewayPath(AgentPath.deleteLink), { config, schema: { body: DeleteLinkBody, response: replies(Type.Object({ deleted: Type.Literal(true) })), tags } }, async (request): Promise<Envelope<{ deleted: true }>> => {
    const owner = await ownerOf(request);
    await deleteLink(app.db, owner, request.body.code, actorOf(request, owner));
    return ok({ deleted: true as const });
  });
}
