/**
 * The console's statements and agents report (ConsoleAgentPath.statements, .report; permission
 * agents.manage): a merchant's operator reaches its own merchant only (naming another is
 * forbidden); a platform-wide one names the merchant (statements: or none, for all).
 */
import type { FastifyInstance } from 'fastify';
import { ConsoleAgentPath, type AgentsReport, type ConsoleStatement, type Page } from '@common/contract/consoleAgents';
import type { Envelope } from '@common/contract/envelope';
import { merchantScope } from '../../../http/console';
import { ok } from '../../../http/envelope';
import { consoleRoute } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { actingMerchant, operatorOf } from '../../../plugins/operator-auth';
import { existingMerchant } from '../../merchant';
import { consoleStatementsPage } from './reads';
import { agentsReport } from './report';
import { ConsoleStatementPageSchema, ConsoleStatementsQuery, ReportQuery, ReportSchema } from './schemas';

const tags = ['console', 'agents'];
const config = { permission: 'agents.manage' } as const;
const DAY_MS = 86_400_000;
/** The report's range when none is given: the last 30 days. */
const REPORT_DAYS_DEFAULT = 30;

/** Registers the console's statements and report calls (inside operatorScope). */
export async function settlementConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(consoleRoute(ConsoleAgentPath.statements), { config, schema: { querystring: ConsoleStatementsQuery, response: replies(ConsoleStatementPageSchema), tags } }, async (request): Promise<Envelope<Page<ConsoleStatement>>> => {
    const { merchantCode, ...filter } = request.query;
    return ok(await consoleStatementsPage(app.db, { ...filter, merchantCode: merchantScope(operatorOf(request), merchantCode) }));
  });

  app.get(consoleRoute(ConsoleAgentPath.report), { config, schema: { querystring: ReportQuery, response: replies(ReportSchema), tags } }, async (request): Promise<Envelope<AgentsReport>> => {
    const merchantCode = await existingMerchant(app.db, actingMerchant(operatorOf(request), request.query.merchantCode));
    const to = request.query.to ?? app.now();
    const from = request.query.from ?? to - REPORT_DAYS_DEFAULT * DAY_MS;
    return ok(await agentsReport(app.db, merchantCode, from, to));
  });
}
