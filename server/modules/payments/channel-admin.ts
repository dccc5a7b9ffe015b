/**
 * A merchant's channels as the console edits them (ConsolePaymentPath.channels): list, create and
 * change, each change audited. A gateway channel gets a random signing secret at creation, stored
 * sealed with the keyring and shown in the creating answer only, as vendor credentials are.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ChannelInput, ConsoleChannel, CreatedChannel } from '@common/contract/consolePayments';
import { ErrorCode } from '@common/contract/envelope';
import { canDeposit } from '@common/rules/memberTypes';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { channelRegistry } from '../../channels/registry';
import { recordAudit, type Actor } from '../audit';
import { wireAmount } from '../wallet';
import { paymentChannels, type PaymentChannelRow } from './channel-tables';

const nullableWire = (value: bigint | null) => (value === null ? null : wireAmount(value));

/** The row as the console reads it (never its secret). */
export function consoleChannel(row: PaymentChannelRow): ConsoleChannel {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    kind: row.kind,
    code: row.code,
    adapter: row.adapter,
    names: row.names,
    icon: row.icon,
    depositEnabled: row.depositEnabled,
    withdrawEnabled: row.withdrawEnabled,
    sort: row.sort,
    memberTypes: row.memberTypes,
    minDeposit: wireAmount(row.minDeposit),
    maxDeposit: wireAmount(row.maxDeposit),
    minWithdraw: wireAmount(row.minWithdraw),
    maxWithdraw: wireAmount(row.maxWithdraw),
    depositFeeBps: row.depositFeeBps,
    depositFeeFixed: wireAmount(row.depositFeeFixed),
    withdrawFeeBps: row.withdrawFeeBps,
    withdrawFeeFixed: wireAmount(row.withdrawFeeFixed),
    dailyDepositCap: nullableWire(row.dailyDepositCap),
    dailyWithdrawCap: nullableWire(row.dailyWithdrawCap),
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    bankName: row.bankName,
    presets: row.presets.map(wireAmount),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

const invalid = (field: string, detail: string) => new AppError(ErrorCode.requestInvalid, { status: 400, params: { field, detail } });
const nullableBig = (value: number | null) => (value === null ? null : BigInt(value));

/** The row's columns from an input, after the checks the schema cannot make (min ≤ max, presets within them, member types). */
export function channelColumns(input: Omit<ChannelInput, 'merchantCode' | 'code' | 'adapter'>) {
  if (input.maxDeposit < input.minDeposit) throw invalid('maxDeposit', 'at least minDeposit');
  if (input.maxWithdraw < input.minWithdraw) throw invalid('maxWithdraw', 'at least minWithdraw');
  if (input.presets.some((p) => p < input.minDeposit || p > input.maxDeposit)) throw invalid('presets', 'within minDeposit..maxDeposit');
  // Only the types that may deposit at all (§4): a trial or agent-check type here would open nothing.
  if (!input.memberTypes.every(canDeposit)) throw invalid('memberTypes', 'of 0, 1 and 2');
  return {
    names: input.names,
    icon: input.icon,
    depositEnabled: input.depositEnabled,
    withdrawEnabled: input.withdrawEnabled,
    sort: input.sort,
    memberTypes: [...new Set(input.memberTypes)].sort(),
    minDeposit: BigInt(input.minDeposit),
    maxDeposit: BigInt(input.maxDeposit),
    minWithdraw: BigInt(input.minWithdraw),
    maxWithdraw: BigInt(input.maxWithdraw),
    depositFeeBps: input.depositFeeBps,
    depositFeeFixed: BigInt(input.depositFeeFixed),
    withdrawFeeBps: input.withdrawFeeBps,
    withdrawFeeFixed: BigInt(input.withdrawFeeFixed),
    dailyDepositCap: nullableBig(input.dailyDepositCap),
    dailyWithdrawCap: nullableBig(input.dailyWithdrawCap),
    accountNumber: input.accountNumber,
    accountName: input.accountName,
    bankName: input.bankName,
    presets: input.presets.map((p) => BigInt(p)),
  };
}

/** A new random signing secret for a gateway channel. */
export const newChannelSecret = () => randomBytes(32).toString('base64url');

/**
 * Inserts a channel unless the merchant has one with its code (null then); a gateway channel gets
 * `secret` sealed with the keyring.
 */
export async function insertChannel(deps: Pick<Deps, 'keyring'>, db: Database, merchantCode: string, input: ChannelInput, secret: string, at: Date): Promise<PaymentChannelRow | null> {
  const kind = channelRegistry.adapterFor(input.adapter).kind;
  const [row] = await db
    .insert(paymentChannels)
    .values({
      merchantCode,
      code: input.code,
      adapter: input.adapter,
      kind,
      ...channelColumns(input),
      secretSealed: kind === 'gateway' ? deps.keyring.seal(secret) : null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: [paymentChannels.merchantCode, paymentChannels.code] })
    .returning();
  return row ?? null;
}

/** The merchant's channels in order (sort, then id). */
export async function merchantChannels(db: Database, merchantCode: string): Promise<PaymentChannelRow[]> {
  return db.select().from(paymentChannels).where(eq(paymentChannels.merchantCode, merchantCode)).orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

/** Creates a channel (channelExists for a code the merchant uses; no simulator in production), audited without its secret. */
export async function createChannel(deps: Pick<Deps, 'db' | 'keyring' | 'now' | 'config'>, merchantCode: string, input: ChannelInput, who: Actor): Promise<CreatedChannel> {
  // The simulator pays with test money: a production merchant must never take deposits through it.
  if (input.adapter === 'gateway-simulator' && deps.config.nodeEnv === 'production') throw invalid('adapter', 'the gateway simulator takes test money only');
  const secret = newChannelSecret();
  return deps.db.transaction(async (tx) => {
    const row = await insertChannel(deps, tx, merchantCode, input, secret, new Date(deps.now()));
    if (!row) throw new AppError(ErrorCode.channelExists, { params: { code: input.code } });
    await recordAudit(tx, who, { action: 'payments.channel.create', subject: `payment-channel:${row.id}`, merchantCode, detail: { channel: consoleChannel(row) } });
    return { ...consoleChannel(row), secret: row.secretSealed === null ? null : secret };
  });
}

/**
 * Changes a channel of the operator's scope (null: any merchant's); null when there is none. Its
 * code and adapter stay (its deposits and secret belong to them): a different one is refused.
 */
export async function updateChannel(deps: Pick<Deps, 'db' | 'now'>, scope: string | null, id: number, input: ChannelInput, who: Actor): Promise<ConsoleChannel | null> {
  return deps.db.transaction(async (tx) => {
    const inScope = scope === null ? eq(paymentChannels.id, id) : and(eq(paymentChannels.id, id), eq(paymentChannels.merchantCode, scope));
    const [before] = await tx.select().from(paymentChannels).where(inScope).for('update');
    if (!before) return null;
    if (input.merchantCode !== undefined && input.merchantCode !== before.merchantCode) throw invalid('merchantCode', 'the channel belongs to another merchant');
    if (input.code !== before.code) throw invalid('code', 'a channel keeps its code');
    if (input.adapter !== before.adapter) throw invalid('adapter', 'a channel keeps its adapter');
    const [row] = await tx
      .update(paymentChannels)
      .set({ ...channelColumns(input), updatedAt: new Date(deps.now()) })
      .where(eq(paymentChannels.id, id))
      .returning();
    await recordAudit(tx, who, {
      action: 'payments.channel.update',
      subject: `payment-channel:${id}`,
      merchantCode: before.merchantCode,
      detail: { before: consoleChannel(before), after: consoleChannel(row!) },
    });
    return consoleChannel(row!);
  });
}
