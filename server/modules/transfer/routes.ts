/**
 * The member's transfer-wallet calls (common/contract/transfers.ts TransferPath): balances at
 * each transfer-wallet vendor, recall (one vendor or all) and the transfer list. A withdraw-only
 * session (time-out, self-exclusion) may call them: bringing one's money back is never blocked.
 */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { ErrorCode } from '@common/contract/envelope';
import type { RecordPage } from '@common/contract/payments';
import { TransferPath, type TransferValue, type VendorBalancesValue } from '@common/contract/transfers';
import { AppError, ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { memberTransfers, transferVendorsOf, vendorBalances } from './balances';
import { recallMember } from './recall';
import { RecallBody, TransferPageSchema, TransfersQuery, VendorBalancesSchema } from './schemas';

export async function transferRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const tags = ['transfers'];
  const config = { auth: 'member' as const, withdrawScope: true };

  app.get(gatewayPath(TransferPath.balances), { config, schema: { response: replies(VendorBalancesSchema), tags } }, async (request): Promise<Envelope<VendorBalancesValue>> =>
    ok(await vendorBalances(app.db, authOf(request).member)),
  );

  app.post(gatewayPath(TransferPath.recall), { config, schema: { body: RecallBody, response: replies(VendorBalancesSchema), tags } }, async (request): Promise<Envelope<VendorBalancesValue>> => {
    const { member } = authOf(request);
    const { vendorCode } = request.body;
    if (vendorCode !== undefined && !(await transferVendorsOf(app.db, member.merchantCode)).some((v) => v.vendorCode === vendorCode)) {
      throw new AppError(ErrorCode.transferVendorUnknown, { params: { vendor: vendorCode } });
    }
    await recallMember(app, member.id, vendorCode, vendorCode === undefined ? 'recall' : 'return');
    return ok(await vendorBalances(app.db, member));
  });

  app.get(gatewayPath(TransferPath.transfers), { config, schema: { querystring: TransfersQuery, response: replies(TransferPageSchema), tags } }, async (request): Promise<Envelope<RecordPage<TransferValue>>> =>
    ok(await memberTransfers(app.db, authOf(request).member.id, request.query.page ?? 1)),
  );
}
