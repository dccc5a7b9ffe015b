/** GET AgentPath.kpi (§7 team KPI A/B; agent-only): the direct members' or whole team's figures over the current and the previous period of a cycle. */
import type { FastifyInstance } from 'fastify';
import { AgentPath, type TeamKpiValue } from '@common/contract/agents';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../../http/envelope';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { requireAgent } from '../hierarchy';
import { periodOf, previousPeriod } from './periods';
import { KpiQuery, KpiSchema } from './schemas';
import { teamFigures } from './team';

const tags = ['agent'];
const config = { auth: 'member' } as const;

/** Registers the team KPI call (inside the /wps gateway). */
export async function kpiRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get(gatewayPath(AgentPath.kpi), { config, schema: { querystring: KpiQuery, response: replies(KpiSchema), tags } }, async (request): Promise<Envelope<TeamKpiValue>> => {
    const { profile } = await requireAgent(app.db, request);
    const { scope, cycle } = request.query;
    const current = periodOf(cycle, app.now());
    return ok({
      scope,
      cycle,
      current: await teamFigures(app.db, profile.memberId, scope, current),
      previous: await teamFigures(app.db, profile.memberId, scope, previousPeriod(cycle, current)),
    });
  });
}
