/**
 * A launch of a transfer-wallet vendor's game (docs/transfer-wallet.md "Launch, return, sweep"):
 * the member's player at the vendor (created on the first launch), the launch time the sweep
 * counts from, and the money moved in: the whole real balance, or, when the merchant's launch mode
 * is `choose`, the amount the member picked. Nothing to move still launches.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { TRANSFER_MIN_AMOUNT } from '@common/rules/transfers';
import { AppError } from '../../http/envelope';
import type { Member } from '../member';
import { launchModeOf } from './balances';
import { moveIn } from './moves';
import { ensureVendorPlayer, markLaunched } from './players';

/**
 * Moves the launch's money in; throws transfer.refused, transfer.unknown (held, resolved later),
 * transfer.in.flight, transfer.amount.invalid or a protection refusal (nothing moved).
 * `transferAmount` counts only in the `choose` mode; absent there, nothing is moved.
 */
export async function transferOnLaunch(app: FastifyInstance, member: Member, vendorCode: string, transferAmount: number | undefined): Promise<void> {
  const mode = await launchModeOf(app.db, member.merchantCode);
  if (mode === 'choose' && transferAmount !== undefined && (!Number.isSafeInteger(transferAmount) || transferAmount < TRANSFER_MIN_AMOUNT)) {
    throw new AppError(ErrorCode.transferAmountInvalid, { params: { min: TRANSFER_MIN_AMOUNT } });
  }
  const player = await ensureVendorPlayer(app, member, vendorCode);
  await markLaunched(app.db, player.id, app.now());
  if (mode === 'choose' && transferAmount === undefined) return;
  const result = await moveIn(app, player, mode === 'all' ? 'all' : transferAmount!, 'launch');
  if (result.state === 'refused') throw new AppError(ErrorCode.transferRefused, { params: { vendor: vendorCode } });
  if (result.state === 'unknown') throw new AppError(ErrorCode.transferUnknown, { params: { vendor: vendorCode } });
}
