/**
 * The player's side of a manual deposit: a mobile-wallet payment's sender number and TrxID, or a
 * bank transfer's proof pictures, after which the deposit waits (pending) for an operator. A TrxID
 * names one payment: under its lock, one conditional UPDATE claims it for this deposit only if no
 * other deposit of the channel holds it, so two confirms racing with one TrxID pass once.
 */
import { and, eq, gt } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { ChannelKind, MobileWalletConfirmRequest } from '@common/contract/payments';
import type { Deps } from '../../context';
import { AppError } from '../../http/envelope';
import { deposits, type DepositRow } from './deposit-tables';
import { lockTrxId } from './locks';
import { ownDeposit } from './reads';
import { auditDeposit, expireDeposits, transition, unusedOnChannel, type DepositChange } from './transitions';

const stateInvalid = (row: DepositRow) => new AppError(ErrorCode.depositStateInvalid, { params: { status: row.status } });

/** The member's deposit of `kind`, still created and within its time; refused with the code that says why not. */
async function openDeposit(deps: Deps, memberId: number, id: string, kind: ChannelKind): Promise<DepositRow> {
  await expireDeposits(deps.db, new Date(deps.now()), memberId);
  const found = await ownDeposit(deps.db, memberId, id);
  if (!found) throw new AppError(ErrorCode.depositNotFound);
  if (found.deposit.kind !== kind || found.deposit.status !== 'created') throw stateInvalid(found.deposit);
  return found.deposit;
}

/** The transition created → pending (awaiting review) of the member's own deposit, before its deadline. */
function toReview(deps: Deps, memberId: number, row: DepositRow, change: DepositChange) {
  const now = new Date(deps.now());
  return { id: row.id, from: ['created'] as const, to: 'pending' as const, change, now, where: and(eq(deposits.memberId, memberId), gt(deposits.expiresAt, now)) };
}

/** Records a mobile-wallet payment's sender number and TrxID; the deposit then waits for review. */
export async function confirmMobileWallet(deps: Deps, memberId: number, id: string, input: MobileWalletConfirmRequest): Promise<DepositRow> {
  const row = await openDeposit(deps, memberId, id, 'mobileWallet');
  // TrxIDs are case-insensitive letters and digits; one spelling is stored, so "8n4..." and "8N4..." are the same payment.
  const trxId = input.trxId.toUpperCase();
  const claimed = await deps.db.transaction(async (tx) => {
    await lockTrxId(tx, row.channelId, trxId);
    const t = toReview(deps, memberId, row, { trxId, senderNumber: input.senderNumber });
    const done = await transition(tx, { ...t, where: and(t.where, unusedOnChannel('trx_id', row.channelId, trxId, row.id)) });
    if (done) await auditDeposit(tx, { actor: `member:${memberId}` }, done, 'confirm', { trxId, senderNumber: input.senderNumber });
    return done;
  });
  if (claimed) return claimed;
  // Not claimed: the deposit left 'created' (or its time ran out meanwhile), or the TrxID is another deposit's.
  await expireDeposits(deps.db, new Date(deps.now()), memberId);
  const current = (await ownDeposit(deps.db, memberId, id))!.deposit;
  if (current.status !== 'created') throw stateInvalid(current);
  throw new AppError(ErrorCode.depositTrxIdUsed);
}

/** The member's bank-transfer deposit that may still take its proof (checked before any picture is read). */
export const proofOpen = (deps: Deps, memberId: number, id: string): Promise<DepositRow> => openDeposit(deps, memberId, id, 'bankTransfer');

/** Records a bank transfer's proof (stored pictures' keys); the deposit then waits for review. */
export async function attachProof(deps: Deps, memberId: number, row: DepositRow, proofKeys: string[]): Promise<DepositRow> {
  const id = row.id;
  const done = await deps.db.transaction(async (tx) => {
    const moved = await transition(tx, toReview(deps, memberId, row, { proofKeys }));
    if (moved) await auditDeposit(tx, { actor: `member:${memberId}` }, moved, 'proof', { pictures: proofKeys.length });
    return moved;
  });
  if (done) return done;
  await expireDeposits(deps.db, new Date(deps.now()), memberId);
  throw stateInvalid((await ownDeposit(deps.db, memberId, id))!.deposit);
}
