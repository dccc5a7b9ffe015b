/** The agent's downline transfer calls (AgentPath.transfer POST and GET; §7 downline transfer): agents only (agent.only). */
import type { FastifyInstance } from 'fastify';
import { AgentPath, type DownlineTransferValue, type Page } from '@common/contract/agents';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../../http/envelope';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { clientOf } from '../../../plugins/gateway';
import { requireAgent } from '../hierarchy';
import { TransferBody, TransferPageSchema, TransferQuery, TransferSchema } from './schemas';
import { transferHistory, transferToTeam } from './transfer';

const tags = ['agent'];
const config = { auth: 'member' } as const;

/** Registers the transfer calls (inside the /wps gateway). */
export async function transferRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.post(gatewayPath(AgentPath.transfer), { config, schema: { body: TransferBody, response: replies(TransferSchema), tags } }, async (request): Promise<Envelope<DownlineTransferValue>> => {
    const { member } = await requireAgent(app.db, request);
    return ok(await transferToTeam(app, clientOf(request), member, request.body));
  });

  app.get(gatewayPath(AgentPath.transfer), { config, schema: { querystring: TransferQuery, response: replies(TransferPageSchema), tags } }, async (request): Promise<Envelope<Page<DownlineTransferValue>>> => {
    const { member } = await requireAgent(app.db, request);
    return ok(await transferHistory(app.db, member.id, request.query.page));
  });
}
