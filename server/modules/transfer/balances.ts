/**
 * What the member sees of their money at transfer-wallet vendors: the main balance, each
 * transfer-wallet vendor of the merchant's catalogue (even at 0, so the site knows which vendors
 * move money on launch) with what the ledger says it holds, and the merchant's launch mode.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { RECORD_PAGE_SIZE, type RecordPage } from '@common/contract/payments';
import type { TransferValue, VendorBalancesValue } from '@common/contract/transfers';
import { DEFAULT_TRANSFER_LAUNCH_MODE, type TransferLaunchMode } from '@common/rules/transfers';
import type { Database } from '../../db/connection';
import { merchantVendors } from '../catalog';
import type { Member } from '../member';
import { findMerchant } from '../merchant';
import { balanceOf, ensureMemberAccount, LEDGER_CURRENCY, vendorPlayerAccount, wireAmount } from '../wallet';
import { isTransferVendor } from './apis';
import { memberVendorPlayers } from './moves';
import { OPEN_TRANSFER_STATES, vendorTransfers, type VendorTransferRow } from './tables';

/** The merchant's transfer launch mode (its configuration; the default until an operator sets one). */
export async function launchModeOf(db: Database, merchantCode: string): Promise<TransferLaunchMode> {
  return (await findMerchant(db, merchantCode))?.config.transferLaunchMode ?? DEFAULT_TRANSFER_LAUNCH_MODE;
}

/** The transfer-wallet vendors the merchant's catalogue shows (code and display name). */
export async function transferVendorsOf(db: Database, merchantCode: string): Promise<{ vendorCode: string; displayName: string }[]> {
  const merchant = await findMerchant(db, merchantCode);
  if (!merchant) return [];
  return (await merchantVendors(db, merchant.code)).filter((v) => isTransferVendor(v.vendorCode));
}

/** VendorBalancesValue for the member. */
export async function vendorBalances(db: Database, member: Pick<Member, 'id' | 'merchantCode'>): Promise<VendorBalancesValue> {
  const real = (await ensureMemberAccount(db, member.merchantCode, member.id, 'real')).account;
  const players = new Map((await memberVendorPlayers(db, member.id)).map((p) => [p.vendorCode, p]));
  const open = await db
    .selectDistinct({ vendorPlayerId: vendorTransfers.vendorPlayerId })
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.memberId, member.id), inArray(vendorTransfers.state, [...OPEN_TRANSFER_STATES])));
  const openIds = new Set(open.map((o) => o.vendorPlayerId));
  const vendors = [];
  for (const vendor of await transferVendorsOf(db, member.merchantCode)) {
    const player = players.get(vendor.vendorCode);
    const amount = player ? await balanceOf(db, (await vendorPlayerAccount(db, player.merchantCode, player.id)).id) : 0n;
    vendors.push({ vendorCode: vendor.vendorCode, vendorName: vendor.displayName, amount: wireAmount(amount), inFlight: player ? openIds.has(player.id) : false });
  }
  const main = wireAmount(real.balance);
  return {
    main,
    currency: LEDGER_CURRENCY,
    vendors,
    total: vendors.reduce((sum, v) => sum + v.amount, main),
    launchMode: await launchModeOf(db, member.merchantCode),
  };
}

export function transferValue(row: VendorTransferRow): TransferValue {
  return { id: row.id, vendorCode: row.vendorCode, direction: row.direction, amount: wireAmount(row.amount), state: row.state, createdAt: row.createdAt.getTime() };
}

/** One page (1-based) of the member's transfers, newest first. */
export async function memberTransfers(db: Database, memberId: number, page: number): Promise<RecordPage<TransferValue>> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(vendorTransfers).where(eq(vendorTransfers.memberId, memberId));
  const rows = await db
    .select()
    .from(vendorTransfers)
    .where(eq(vendorTransfers.memberId, memberId))
    .orderBy(desc(vendorTransfers.createdAt), desc(vendorTransfers.id))
    .limit(RECORD_PAGE_SIZE)
    .offset((page - 1) * RECORD_PAGE_SIZE);
  return { content: rows.map(transferValue), pageNum: page, totalPages: Math.ceil(total / RECORD_PAGE_SIZE), total };
}
