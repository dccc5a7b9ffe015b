/** The agent's rebate calls (AgentPath.rebates GET/POST; §7 rebate updates): agents only (agent.only). */
import type { FastifyInstance } from 'fastify';
import { AgentPath, type RebateSettingsValue } from '@common/contract/agents';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../../http/envelope';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { clientOf } from '../../../plugins/gateway';
import { memberSubject } from '../../member';
import { requireAgent } from '../hierarchy';
import { rebateSettings, setMemberRebate } from './rates';
import { RebateSettingsSchema, RebateUpdateBody } from './schemas';

const tags = ['agent'];
const config = { auth: 'member' } as const;

/** Registers the rebate calls (inside the /wps gateway). */
export async function rebateRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(gatewayPath(AgentPath.rebates), { config, schema: { response: replies(RebateSettingsSchema), tags } }, async (request): Promise<Envelope<RebateSettingsValue>> => {
    const { member } = await requireAgent(app.db, request);
    return ok(await rebateSettings(app.db, member.id));
  });

  app.post(gatewayPath(AgentPath.rebates), { config, schema: { body: RebateUpdateBody, response: replies(RebateSettingsSchema), tags } }, async (request): Promise<Envelope<RebateSettingsValue>> => {
    const { member } = await requireAgent(app.db, request);
    const who = { actor: memberSubject(member.id), ip: clientOf(request).ip };
    return ok(await setMemberRebate(app.db, member.id, request.body.memberId, request.body.rebateBp, who, app.now()));
  });
}
