/**
 * The console's transfer-wallet calls (ConsoleTransferPath; permission players.view, as the
 * wallet's postings): transfers, stuck transfers and the reconciliation report. A merchant's
 * operator sees its own merchant only (naming another is refused); a platform-wide one names a
 * merchant or sees all.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ConsoleTransferPath, type ConsoleTransfer, type Page, type ReconciliationValue } from '@common/contract/consoleTransfers';
import type { Envelope } from '@common/contract/envelope';
import { merchantScope } from '../../../http/console';
import { ok } from '../../../http/envelope';
import { consoleRoute } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { operatorOf } from '../../../plugins/operator-auth';
import type { TransferWalletApi } from '../../../vendors/transfer-wallet';
import { transferApiOf } from '../apis';
import { stuckTransfers, transferPage } from './list';
import { reconciliation } from './reconciliation';
import { ConsoleTransferSchema, ReconciliationQuerySchema, ReconciliationSchema, StuckQuerySchema, TransferListQuerySchema, TransferPageSchema } from './schemas';

const tags = ['console', 'transfers'];
const config = { permission: 'players.view' } as const;

/** Registers the console's transfer calls (inside operatorScope). */
export async function transferConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const apiOf = (vendorCode: string): TransferWalletApi | null => transferApiOf(app, vendorCode);

  app.get(consoleRoute(ConsoleTransferPath.transfers), { config, schema: { querystring: TransferListQuerySchema, response: replies(TransferPageSchema), tags } }, async (request): Promise<Envelope<Page<ConsoleTransfer>>> =>
    ok(await transferPage(app.db, merchantScope(operatorOf(request), request.query.merchantCode), request.query)),
  );

  app.get(
    consoleRoute(ConsoleTransferPath.stuck),
    { config, schema: { querystring: StuckQuerySchema, response: replies(Type.Array(ConsoleTransferSchema)), tags } },
    async (request): Promise<Envelope<ConsoleTransfer[]>> =>
      ok(await stuckTransfers(app.db, merchantScope(operatorOf(request), request.query.merchantCode), request.query.vendorCode, app.now())),
  );

  app.get(
    consoleRoute(ConsoleTransferPath.reconciliation),
    { config, schema: { querystring: ReconciliationQuerySchema, response: replies(ReconciliationSchema), tags } },
    async (request): Promise<Envelope<ReconciliationValue>> =>
      ok(await reconciliation(app.db, apiOf, merchantScope(operatorOf(request), request.query.merchantCode), request.query, app.now())),
  );
}
