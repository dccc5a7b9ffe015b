/** The console's payments view of one player (ConsolePaymentPath.player): turnover, identity, recent deposits and withdrawals. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ConsolePaymentPath, type PlayerPaymentsValue } from '@common/contract/consolePayments';
import type { Envelope } from '@common/contract/envelope';
import { PlayerParams } from '../../http/console';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { kycForConsole, KycValueSchema } from '../kyc';
import { playerInScope } from '../member';
import { DepositSchema, memberDeposits } from '../payments';
import { withdrawalRecords } from './records';
import { WithdrawalSchema } from './schemas';
import { turnoverValue, wageringOf } from './wagering';

const minor = Type.Integer({ description: 'Minor units' });
const DocumentUrls = Type.Object({ front: Type.Optional(Type.String()), back: Type.Optional(Type.String()), selfie: Type.Optional(Type.String()) });

const PlayerPaymentsSchema = wireSchema<PlayerPaymentsValue>()(
  Type.Object({
    turnover: Type.Object({ required: minor, done: minor, remaining: minor }),
    kyc: Type.Composite([KycValueSchema, Type.Object({ documentUrls: DocumentUrls })]),
    deposits: Type.Array(DepositSchema),
    withdrawals: Type.Array(WithdrawalSchema),
  }),
);

/** Registers the player page's payments call (inside operatorScope). */
export async function withdrawalConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get(
    consoleRoute(ConsolePaymentPath.player(':id')),
    { config: { permission: 'players.view' }, schema: { params: PlayerParams, response: replies(PlayerPaymentsSchema), tags: ['console', 'players'] } },
    async (request): Promise<Envelope<PlayerPaymentsValue>> => {
      const member = await playerInScope(app, request, request.params.id);
      // Identity pictures only for those who review them (kycForConsole).
      const documents = operatorOf(request).permissions.has('kyc.review');
      const recent = { pageNum: 1 };
      return ok({
        turnover: turnoverValue(await wageringOf(app.db, member.merchantCode, member.id)),
        kyc: await kycForConsole(app, member.id, { documents }),
        deposits: (await memberDeposits(app, member.id, recent, 'EN')).content,
        withdrawals: (await withdrawalRecords(app.db, member, recent, 'EN')).content,
      });
    },
  );
}
