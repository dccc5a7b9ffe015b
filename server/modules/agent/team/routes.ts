/** The agent's subordinates call (AgentPath.subordinates; §7 subordinates): agents only (agent.only). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AgentPath, type Page, type SubordinateValue } from '@common/contract/agents';
import type { Envelope } from '@common/contract/envelope';
import { CONTRACT_KINDS, CONTRACT_STATES } from '@common/rules/agents';
import { ok } from '../../../http/envelope';
import { PageQuery, PageSchema } from '../../../http/console';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import { literals, type TypeBoxProvider, wireSchema } from '../../../http/typebox';
import { requireAgent } from '../hierarchy';
import { subordinates } from './subordinates';

const tags = ['agent'];
const config = { auth: 'member' } as const;
const SubordinateSchema = wireSchema<SubordinateValue>()(
  Type.Object({
    memberId: Type.Integer(),
    username: Type.String(),
    agent: Type.Boolean(),
    registeredAt: Type.Integer(),
    rebateBp: Type.Union([Type.Integer(), Type.Null()]),
    contracts: Type.Partial(Type.Record(literals(CONTRACT_KINDS), literals(CONTRACT_STATES))),
    teamMembers: Type.Integer(),
    turnover: Type.Integer(),
    deposits: Type.Integer(),
  }),
);

const SubordinatesQuery = Type.Object({ ...PageQuery, search: Type.Optional(Type.String({ maxLength: 64 })) });

/** Registers the subordinates call (inside the /wps gateway). */
export async function teamRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(
    gatewayPath(AgentPath.subordinates),
    { config, schema: { querystring: SubordinatesQuery, response: replies(PageSchema(SubordinateSchema)), tags } },
    async (request): Promise<Envelope<Page<SubordinateValue>>> => {
      const { member } = await requireAgent(app.db, request);
      return ok(await subordinates(app.db, member.id, request.query, app.now()));
    },
  );
}
