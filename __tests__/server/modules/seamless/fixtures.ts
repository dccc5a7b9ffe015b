/** Shared set-up of the seamless-wallet tests: funded members, open game sessions, raw signed calls. */
import type { FastifyInstance } from 'fastify';
import type { GameType } from '@common/contract/games';
import { startGameSession } from '../../../../server/modules/launch/sessions';
import { ensureVendorCredential } from '../../../../server/modules/seamless/credentials';
import { ensureMemberAccount, houseAccount } from '../../../../server/modules/wallet/accounts';
import { postTransaction } from '../../../../server/modules/wallet/ledger';
import { SeamlessHeader, SeamlessPath, type SeamlessOperation } from '../../../../server/vendors/seamless/contract';
import { gameCookieName } from '../../../../server/vendors/game-credential';
import { signRequest } from '../../../../server/vendors/seamless/signing';
import { addMember } from '../../helpers/accounts';

export const MERCHANT = 'MLOBBY';
export const VENDOR = 'MLS';

let funding = 0;

export interface FundedPlayer {
  memberId: number;
  sessionId: string;
  /** The session's one-time launch ticket. */
  ticket: string;
  /** A Cookie header holding the session as a house game page does after exchanging the ticket. */
  cookie: string;
}

/** A new real member holding `amount` minor units, with an open session of VENDOR. */
export async function fundedPlayer(app: FastifyInstance, username: string, amount: bigint, vendorCode = VENDOR, gameType: GameType = 'RNG'): Promise<FundedPlayer> {
  const member = await addMember(app, { username });
  const { account } = await ensureMemberAccount(app.db, MERCHANT, member.id, 'real');
  if (amount > 0n) {
    const house = await houseAccount(app.db, MERCHANT, 'real');
    const entries = [
      { accountId: house.id, amount: -amount },
      { accountId: account.id, amount },
    ];
    await postTransaction(app.db, { merchant: MERCHANT, idempotencyKey: `test-deposit-${++funding}-${member.id}`, kind: 'adjustment', entries });
  }
  const session = await startGameSession(
    app.db,
    { merchantCode: MERCHANT, memberId: member.id, accountKind: 'real', vendorCode, gameId: vendorCode === VENDOR ? 10_001 : null, gameType, mode: 'real' },
    app.now(),
  );
  return { memberId: member.id, sessionId: session.id, ticket: session.ticket, cookie: `${gameCookieName(vendorCode)}=${session.id}` };
}

/** A wallet call with the given headers over exactly `raw` (for the signature tests). */
export async function rawCall(app: FastifyInstance, operation: SeamlessOperation, raw: string, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: SeamlessPath[operation], payload: raw, headers: { 'content-type': 'application/json', ...headers } });
}

/** Headers signing `raw` as `vendorCode` at `timestamp`. */
export async function signedHeaders(app: FastifyInstance, raw: string, timestamp = app.now(), vendorCode = VENDOR): Promise<Record<string, string>> {
  const { secret } = await ensureVendorCredential(app, vendorCode);
  return {
    [SeamlessHeader.vendor]: vendorCode,
    [SeamlessHeader.timestamp]: String(timestamp),
    [SeamlessHeader.signature]: signRequest(secret, timestamp, raw),
  };
}
