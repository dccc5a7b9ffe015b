/**
 * The console's agent management calls (ConsoleAgentPath.agents, create, promote, agent, rebate,
 * settings; permission agents.manage): a merchant's operator reaches its merchant's agents only
 * (another's answers 404); a platform-wide one names the merchant. Every change is audited.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ConsoleAgentPath, type AgentSettings, type ConsoleAgent, type ConsoleAgentDetail, type Page } from '@common/contract/consoleAgents';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../../http/envelope';
import { consoleRoute } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { notFoundError } from '../../../plugins/errors';
import { actingMerchant, operatorOf } from '../../../plugins/operator-auth';
import { existingMerchant } from '../../merchant';
import { operatorActorOf } from '../../member';
import { agentSettingsOf, settingsValue } from '../hierarchy';
import { setTopRebate, TopRebateBody } from '../rebates';
import { agentPage, consoleAgent } from './agents';
import { agentDetail } from './detail';
import { createAgent, promoteAgent } from './manage';
import { passwordHashParams } from '../../../security/scrypt';
import {
  AgentListQuery,
  AgentParams,
  AgentSettingsBody,
  AgentSettingsSchema,
  ConsoleAgentDetailSchema,
  ConsoleAgentPageSchema,
  ConsoleAgentSchema,
  CreateAgentBody,
  PromoteAgentBody,
  SettingsQuery,
} from './schemas';
import { saveAgentSettings } from './settings';

const tags = ['console', 'agents'];
const config = { permission: 'agents.manage' } as const;

/** Registers the console's agent management calls (inside operatorScope). */
export async function agentManagementRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const merchantFor = (request: FastifyRequest, named: string | undefined): Promise<string> => existingMerchant(app.db, actingMerchant(operatorOf(request), named));
  /** The agent `id` in the operator's scope (404 otherwise). */
  const agentInScope = async (request: FastifyRequest, id: number): Promise<ConsoleAgent> => {
    const agent = await consoleAgent(app.db, operatorOf(request).merchantCode, id, app.now());
    if (!agent) throw notFoundError(request);
    return agent;
  };

  app.get(consoleRoute(ConsoleAgentPath.agents), { config, schema: { querystring: AgentListQuery, response: replies(ConsoleAgentPageSchema), tags } }, async (request): Promise<Envelope<Page<ConsoleAgent>>> =>
    ok(await agentPage(app.db, await merchantFor(request, request.query.merchantCode), request.query, app.now())),
  );

  app.post(consoleRoute(ConsoleAgentPath.create), { config, schema: { body: CreateAgentBody, response: replies(ConsoleAgentSchema), tags } }, async (request): Promise<Envelope<ConsoleAgent>> => {
    const merchantCode = await merchantFor(request, request.body.merchantCode);
    return ok(await agentInScope(request, await createAgent(app.db, merchantCode, request.body, operatorActorOf(app, request), app.now(), passwordHashParams(app.config))));
  });

  app.post(consoleRoute(ConsoleAgentPath.promote), { config, schema: { body: PromoteAgentBody, response: replies(ConsoleAgentSchema), tags } }, async (request): Promise<Envelope<ConsoleAgent>> => {
    const merchantCode = await merchantFor(request, request.body.merchantCode);
    return ok(await agentInScope(request, await promoteAgent(app.db, merchantCode, request.body.username, operatorActorOf(app, request))));
  });

  app.get(consoleRoute(ConsoleAgentPath.agent(':id')), { config, schema: { params: AgentParams, response: replies(ConsoleAgentDetailSchema), tags } }, async (request): Promise<Envelope<ConsoleAgentDetail>> => {
    const detail = await agentDetail(app.db, operatorOf(request).merchantCode, request.params.id, app.now());
    if (!detail) throw notFoundError(request);
    return ok(detail);
  });

  app.post(
    consoleRoute(ConsoleAgentPath.rebate(':id')),
    { config, schema: { params: AgentParams, body: TopRebateBody, response: replies(ConsoleAgentSchema), tags } },
    async (request): Promise<Envelope<ConsoleAgent>> => {
      await agentInScope(request, request.params.id);
      await setTopRebate(app.db, request.params.id, request.body.rebateBp, operatorActorOf(app, request));
      return ok(await agentInScope(request, request.params.id));
    },
  );

  app.get(consoleRoute(ConsoleAgentPath.settings), { config, schema: { querystring: SettingsQuery, response: replies(AgentSettingsSchema), tags } }, async (request): Promise<Envelope<AgentSettings>> => {
    const merchantCode = await merchantFor(request, request.query.merchantCode);
    return ok(settingsValue(merchantCode, await agentSettingsOf(app.db, merchantCode)));
  });

  app.put(consoleRoute(ConsoleAgentPath.settings), { config, schema: { body: AgentSettingsBody, response: replies(AgentSettingsSchema), tags } }, async (request): Promise<Envelope<AgentSettings>> => {
    const merchantCode = await merchantFor(request, request.body.merchantCode);
    const { transferDailyCap, payoutApprovalThreshold, topRebateBp } = request.body;
    return ok(await saveAgentSettings(app.db, merchantCode, { transferDailyCap, payoutApprovalThreshold, topRebateBp }, { ...operatorActorOf(app, request), username: operatorOf(request).username }, app.now()));
  });
}
