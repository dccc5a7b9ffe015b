/**
 * The payments module's advisory locks (transaction-scoped; session/attempts.ts uses namespaces 1
 * and 2, sms 3 to 6): a member's deposit starts, and one identifier on one channel, so the check
 * that follows the lock sees every earlier committed row and no concurrent one slips past it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';

const LOCK = { memberStarts: 20, channelTrxId: 21, channelExternalId: 22 } as const;

const lock = (tx: Database, space: number, key: string) => tx.execute(sql`select pg_advisory_xact_lock(${space}, hashtext(${key}))`);

/** Serialises one member's deposit starts (the daily cap and the request id are checked under it). */
export const lockMemberStarts = (tx: Database, memberId: number) => lock(tx, LOCK.memberStarts, String(memberId));

/** Serialises the claims of one TrxID on one channel. */
export const lockTrxId = (tx: Database, channelId: number, trxId: string) => lock(tx, LOCK.channelTrxId, `${channelId}:${trxId}`);

/** Serialises the claims of one provider payment id on one channel. */
export const lockExternalId = (tx: Database, channelId: number, externalId: string) => lock(tx, LOCK.channelExternalId, `${channelId}:${externalId}`);
