/** Wallet calls: the caller's balance. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { WalletPath, type WalletBalance } from '@common/contract/wallet';
import { type Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { memberBalance } from './service';
import { wireAmount } from './wire';

const BalanceSchema = wireSchema<WalletBalance>()(Type.Object({ sumBalance: Type.Integer({ description: 'Minor units' }) }));

/** Registers the wallet calls. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  // Trial accounts see their demo balance (§6: free play uses demo credit).
  app.get(gatewayPath(WalletPath.balance), { config: { auth: 'trialAllowed', withdrawScope: true }, schema: { response: replies(BalanceSchema), tags: ['wallet'] } }, async (request): Promise<Envelope<WalletBalance>> =>
    ok({ sumBalance: wireAmount(await memberBalance(app.db, authOf(request).member)) }),
  );
}
