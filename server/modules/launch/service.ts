/**
 * Launching a game: which game and vendor, which account (real or demo credit), a new game
 * session, and the vendor adapter's URL for it.
 */
import { parseVassKey, SUPPORT_PLAY_TRIAL, type GameItem, type GameType, type LaunchMode } from '@common/contract/games';
import { ErrorCode } from '@common/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { vendorRegistry } from '../../vendors/registry';
import { requireAcceptedAgreement } from '../agreement';
import { findGame, findVendor } from '../catalog';
import type { Member } from '../member';
import { isTransferVendor, transferOnLaunch } from '../transfer';
import { memberAccount } from '../wallet';
import { safeBackUrl } from './back-url';
import type { LaunchQueryType } from './schemas';
import { startGameSession } from './sessions';
import { isTrial } from '@common/rules/memberTypes';

/** Where and for whom: the gateway's merchant, this site's origin (for backUrl), the clock. */
export interface LaunchSite {
  merchantCode: string;
  origin: string;
  now: number;
}

interface Target {
  game: GameItem | null;
  gameType: GameType;
  vendorCode: string;
}

async function targetOf(db: Database, merchantCode: string, query: Pick<LaunchQueryType, 'gameId' | 'vassKey'>): Promise<Target> {
  if (query.gameId !== undefined) {
    const game = await findGame(db, merchantCode, query.gameId);
    if (!game) throw new AppError(ErrorCode.gameNotFound);
    return { game, gameType: game.gameType, vendorCode: game.vendorCode };
  }
  const lobby = query.vassKey ? parseVassKey(query.vassKey) : null;
  if (!lobby) throw new AppError(ErrorCode.gameNotFound);
  return { game: null, gameType: lobby.gameType, vendorCode: lobby.vassalage };
}

/** Trial accounts never play for real money, whatever the site asked for. */
function modeFor(member: Pick<Member, 'demo' | 'type'>, asked: LaunchMode): LaunchMode {
  return member.demo || isTrial(member.type) ? 'trial' : asked;
}

/** value.gameUrl of a launch (§7). */
export async function launchGame(app: FastifyInstance, site: LaunchSite, member: Member, query: LaunchQueryType): Promise<string> {
  const { db } = app;
  await requireAcceptedAgreement(db, member);
  const backUrl = safeBackUrl(query.backUrl, site.origin);
  const target = await targetOf(db, site.merchantCode, query);
  if (!(await findVendor(db, site.merchantCode, target.gameType, target.vendorCode))) throw new AppError(ErrorCode.gameVendorUnavailable);
  const mode = modeFor(member, query.launchMode);
  if (mode === 'trial' && target.game && target.game.supportPlay !== SUPPORT_PLAY_TRIAL) throw new AppError(ErrorCode.gameTrialUnavailable);
  const transferWallet = isTransferVendor(target.vendorCode);
  // Demo credit never leaves our ledger: a vendor keeping its own balances has no trial play.
  if (mode === 'trial' && transferWallet) throw new AppError(ErrorCode.gameTrialUnavailable);
  const accountKind = mode === 'trial' ? 'demo' : 'real';
  // Creates the demo account with its credit on a first free trial, before the vendor asks for a balance.
  await memberAccount(db, member, accountKind);
  // A transfer-wallet vendor gets the money first; a refusal or an unknown outcome starts no session.
  if (transferWallet) await transferOnLaunch(app, member, target.vendorCode, query.transferAmount);
  const session = await startGameSession(
    db,
    { merchantCode: member.merchantCode, memberId: member.id, accountKind, vendorCode: target.vendorCode, gameId: target.game?.gameId ?? null, gameType: target.gameType, mode },
    site.now,
  );
  return vendorRegistry.adapterFor(target.vendorCode).launch({
    sessionId: session.id,
    ticket: session.ticket,
    merchantCode: site.merchantCode,
    playerName: member.username,
    game: target.game,
    gameType: target.gameType,
    vendorCode: target.vendorCode,
    mode,
    language: query.language.toUpperCase(),
    device: query.device,
    backUrl,
    lottoArea: query.lottoArea,
    lottoPrizeMode: query.lottoPrizeMode,
    lottoView: query.lottoView,
  });
}
