/**
 * Starting a deposit: the channel must be open to the member's type, the amount within the
 * channel's limits and the member's daily cap on it. The checks and the insert run in one
 * transaction under the member's start lock, so a retried start returns the same deposit and
 * concurrent starts cannot pass the cap together. The adapter is asked after the commit (a real
 * provider is a network call, never made inside a transaction).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { DepositStartRequest } from '@common/contract/payments';
import { PaymentPath } from '@common/contract/payments';
import { formatMinor } from '@common/rules/money';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { channelRegistry } from '../../channels/registry';
import { recordAudit } from '../audit';
import type { Member } from '../member';
import { LEDGER_CURRENCY } from '../wallet';
import type { PaymentChannelRow } from './channel-tables';
import { channelFee, findChannel, openChannelSecret, openForDeposit } from './channels';
import { deposits, type DepositRow } from './deposit-tables';
import { lockMemberStarts } from './locks';
import { paymentSettingsOf } from './settings';
import { depositRefusal } from '../protection';

/** Statuses that count against a daily cap: everything not refused or lapsed. */
const CAPPED_STATUSES = ['created', 'pending', 'approved'] as const;
const DAY_MS = 86_400_000;

/** Who starts a deposit and where our server is, as the request says. */
export interface DepositCaller {
  member: Pick<Member, 'id' | 'merchantCode' | 'type'>;
  /** scheme://host of the request, for the callback and return URLs handed to the provider. */
  origin: string;
}

/** The site page a provider sends the player back to: the voucher centre, naming the deposit. */
export const depositReturnPath = (depositId: string) => `/m/voucherCenter?${new URLSearchParams({ deposit: depositId }).toString()}`;

/** The callback URL of a channel: PaymentPath.callback, naming the merchant (channel codes are unique per merchant). */
export const callbackUrlOf = (origin: string, channel: Pick<PaymentChannelRow, 'code' | 'merchantCode'>) =>
  `${origin}${PaymentPath.callback(encodeURIComponent(channel.code))}?${new URLSearchParams({ merchant: channel.merchantCode }).toString()}`;

/** Midnight UTC of the day `now` falls in (the merchant's day, UTC for now). */
export const dayStart = (now: number) => new Date(Math.floor(now / DAY_MS) * DAY_MS);

function checkAmount(channel: PaymentChannelRow, amount: bigint): bigint {
  const fee = channelFee(amount, channel.depositFeeBps, channel.depositFeeFixed);
  // A fee that eats the whole amount would credit nothing: such an amount is outside what the channel takes.
  if (amount < channel.minDeposit || amount > channel.maxDeposit || fee >= amount) {
    throw new AppError(ErrorCode.paymentAmountOutOfRange, { params: { min: formatMinor(channel.minDeposit), max: formatMinor(channel.maxDeposit) } });
  }
  return fee;
}

/** What the member's deposits on the channel since midnight add up to (inside the start lock). */
async function todaysTotal(tx: Database, memberId: number, channelId: number, now: number): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.channelId, channelId), inArray(deposits.status, [...CAPPED_STATUSES]), gte(deposits.createdAt, dayStart(now))));
  return BigInt(row?.total ?? '0');
}

async function byRequestId(tx: Database, memberId: number, requestId: string): Promise<DepositRow | null> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

/** Inserts the deposit, or returns the one this request id already started (a different request under it is refused). */
async function insertDeposit(deps: Deps, caller: DepositCaller, channel: PaymentChannelRow, input: DepositStartRequest, fee: bigint): Promise<DepositRow> {
  const { member } = caller;
  const amount = BigInt(input.amount);
  const now = deps.now();
  const expiryMinutes = (await paymentSettingsOf(deps.db, member.merchantCode)).depositExpiryMinutes;
  return deps.db.transaction(async (tx) => {
    await lockMemberStarts(tx, member.id);
    const earlier = await byRequestId(tx, member.id, input.requestId);
    if (earlier) {
      if (earlier.channelId !== channel.id || earlier.amount !== amount) throw new AppError(ErrorCode.idempotencyConflict);
      return earlier;
    }
    const cap = channel.dailyDepositCap;
    if (cap !== null && (await todaysTotal(tx, member.id, channel.id, now)) + amount > cap) {
      throw new AppError(ErrorCode.paymentDailyCapReached, { params: { cap: formatMinor(cap) } });
    }
    const at = new Date(now);
    const [row] = await tx
      .insert(deposits)
      .values({
        id: randomUUID(),
        merchantCode: member.merchantCode,
        memberId: member.id,
        channelId: channel.id,
        kind: channel.kind,
        currency: LEDGER_CURRENCY,
        amount,
        fee,
        credited: amount - fee,
        requestId: input.requestId,
        expiresAt: new Date(now + expiryMinutes * 60_000),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordAudit(tx, { actor: `member:${member.id}` }, {
      action: 'deposit.create',
      subject: `deposit:${row!.id}`,
      merchantCode: member.merchantCode,
      detail: { channel: channel.code, amount: amount.toString(), fee: fee.toString() },
    });
    return row!;
  });
}

/** Asks the channel's adapter how the player pays and stores its answer (once: a retry finds it stored). */
async function startAtChannel(deps: Deps, caller: DepositCaller, channel: PaymentChannelRow, row: DepositRow): Promise<DepositRow> {
  if (row.redirectUrl !== null || row.instructions !== null || row.status !== 'created') return row;
  const started = await channelRegistry.adapterFor(channel.adapter).startDeposit({
    channel,
    secret: openChannelSecret(deps.keyring, channel),
    depositId: row.id,
    amount: row.amount,
    currency: row.currency,
    callbackUrl: callbackUrlOf(caller.origin, channel),
    returnUrl: `${caller.origin}${depositReturnPath(row.id)}`,
    expiresAt: row.expiresAt.getTime(),
  });
  const [updated] = await deps.db
    .update(deposits)
    .set({ redirectUrl: started.redirectUrl ?? null, instructions: started.instructions ?? null })
    .where(and(eq(deposits.id, row.id), sql`${deposits.redirectUrl} is null and ${deposits.instructions} is null`))
    .returning();
  return updated ?? (await byRequestId(deps.db, row.memberId, row.requestId)) ?? row;
}

/** Starts a deposit (or returns the one the request id started) with how to pay it. */
export async function startDeposit(deps: Deps, caller: DepositCaller, input: DepositStartRequest): Promise<{ row: DepositRow; channel: PaymentChannelRow }> {
  const channel = await findChannel(deps.db, caller.member.merchantCode, input.channelId);
  if (!channel || !openForDeposit(channel, caller.member.type)) throw new AppError(ErrorCode.paymentChannelUnavailable);
  const fee = checkAmount(channel, BigInt(input.amount));
  // Refused now, before the player pays, when the deposit guard would refuse it at credit (docs/player-protection.md).
  await depositRefusal(deps.db, caller.member, BigInt(input.amount), deps.now());
  const row = await insertDeposit(deps, caller, channel, input, fee);
  return { row: await startAtChannel(deps, caller, channel, row), channel };
}
