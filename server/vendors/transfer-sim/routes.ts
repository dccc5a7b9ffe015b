/**
 * The transfer-wallet vendor simulator's game server, mounted at TRANSFER_SIM_PREFIX: the page
 * the simulator's adapter launches (`?ticket&vendor&lang&back&name`), the vendor-held balance and
 * rounds against it. It never calls our wallet: the vendor keeps the balance (transfer_sim_players),
 * and the platform learns of the play only through the vendor's balance answer.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';
import { replies, textReply } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { findGameSession, sessionOpen } from '../../modules/launch';
import { cookieSession, openPageSession, useGameCookies } from '../game-credential';
import { externalPlayerId } from '../transfer-wallet';
import { pickLanguage, safeBackUrl } from '../vendor-page';
import { TRANSFER_SIM_OUTCOMES, type TransferSimFaultSetter } from './demo-control';
import { transferSimPage } from './page';
import { playVendorRound, TRANSFER_SIM_STAKES, VendorBalanceShort, vendorBalance, vendorPlayerRef, type VendorRound } from './rounds';
import { TRANSFER_SIM_LANGUAGES, TRANSFER_SIM_STRINGS } from './strings';

export interface TransferSimOptions {
  prefix: string;
  /** The fault queue (faults.ts): given only outside production, and only then the page shows the demo control. */
  faults?: TransferSimFaultSetter;
  draw?: (max: number) => number;
}

const RoundReplySchema = wireSchema<VendorRound>()(
  Type.Object({
    stake: Type.Integer(),
    multiple: Type.Number({ description: 'The drawn multiple of the stake (0, 0.5, 1, 2, 5 or 10)' }),
    win: Type.Integer(),
    balance: Type.Integer({ description: 'The balance the vendor holds after the round, minor units' }),
  }),
);
const BalanceSchema = Type.Object({ balance: Type.Integer({ description: 'The balance the vendor holds, minor units' }) });
const OkSchema = Type.Object({ outcome: Type.String() });
const tags = ['transfer-wallet vendor simulator'];

const Vendor = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_]+$' });
const RoundBody = Type.Object({
  vendor: Vendor,
  stake: Type.Union(TRANSFER_SIM_STAKES.map((s) => Type.Literal(s))),
  requestId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
const OutcomeBody = Type.Object({ vendor: Vendor, outcome: Type.Union(TRANSFER_SIM_OUTCOMES.map((o) => Type.Literal(o))) });
const PageQuery = Type.Object({
  /** The launch's one-time ticket (game-credential.ts); a reload comes without a usable one. */
  ticket: Type.Optional(Type.String({ maxLength: 100 })),
  vendor: Type.Optional(Vendor),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  back: Type.Optional(Type.String({ maxLength: 500 })),
});

/**
 * The vendor's player behind the page's call: the open game session in the vendor's cookie names
 * the member, and the vendor knows the member by externalPlayerId(merchant, member). Null when the
 * vendor has no player for it yet (nothing was ever moved there): its balance is 0.
 */
async function callerPlayer(app: FastifyInstance, request: FastifyRequest, vendor: string): Promise<string | null> {
  const session = await findGameSession(app.db, cookieSession(request, vendor));
  if (!session || session.vendorCode !== vendor || !sessionOpen(session, app.now())) throw new AppError(ErrorCode.seamlessSessionInvalid);
  return vendorPlayerRef(app.db, vendor, externalPlayerId(session.merchantCode, session.memberId));
}

export async function transferSimRoutes(app: FastifyInstance, options: TransferSimOptions): Promise<void> {
  await useGameCookies(app);
  const routes = app.withTypeProvider<TypeBoxProvider>();

  routes.get('/', { schema: { querystring: PageQuery, response: textReply('text/html', 'The simulated transfer-wallet vendor page'), tags } }, async (request, reply) => {
    const q = request.query;
    const lang = pickLanguage(q.lang, TRANSFER_SIM_LANGUAGES, 'en');
    const session = await openPageSession(app, request, reply, { ticket: q.ticket, vendorCode: q.vendor, path: `${options.prefix}/` });
    const vendor = session?.vendorCode ?? q.vendor ?? '';
    const page = transferSimPage({
      base: options.prefix,
      nonce: reply.cspNonce,
      playable: session !== null,
      vendor,
      vendorName: q.name || vendor,
      lang,
      strings: TRANSFER_SIM_STRINGS[lang],
      backUrl: safeBackUrl(q.back),
      control: options.faults !== undefined && session !== null,
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  routes.get('/balance', { schema: { querystring: Type.Object({ vendor: Vendor }), response: replies(BalanceSchema), tags } }, async (request) => {
    const ref = await callerPlayer(app, request, request.query.vendor);
    return { success: true as const, value: { balance: await vendorBalance(app.db, ref) } };
  });

  routes.post('/round', { schema: { body: RoundBody, response: replies(RoundReplySchema), tags } }, async (request) => {
    const { vendor, stake, requestId } = request.body;
    const ref = await callerPlayer(app, request, vendor);
    if (!ref) throw new AppError(ErrorCode.insufficientFunds);
    try {
      const value = await playVendorRound(app.db, { playerRef: ref, stake, requestId, at: new Date(app.now()), draw: options.draw });
      return { success: true as const, value };
    } catch (error) {
      if (error instanceof VendorBalanceShort) throw new AppError(ErrorCode.insufficientFunds);
      throw error;
    }
  });

  const faults = options.faults;
  if (faults) {
    // Demo only (app.ts passes the queue outside production): a player of the vendor sets its next transfer's outcome.
    routes.post('/demo/next-outcome', { schema: { body: OutcomeBody, response: replies(OkSchema), tags } }, async (request) => {
      const { vendor, outcome } = request.body;
      await callerPlayer(app, request, vendor);
      faults.next(vendor, outcome);
      return { success: true as const, value: { outcome } };
    });
  }
}
