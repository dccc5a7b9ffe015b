/**
 * The members wallet guards must see: a debit of an unmarked member takes the one-trip seamless
 * function, which runs no guards (one-trip.ts); a marked member's takes the guarded intent path.
 */
import type { Database } from '../../db/connection';
import { walletGuardedMembers } from './tables';

/**
 * Marks the member as one some guard must see; idempotent. Call it in the transaction that stores
 * the state the guard acts on, so the state and the mark commit together.
 */
export async function guardMember(tx: Database, memberId: number, merchantCode: string, now: number): Promise<void> {
  await tx.insert(walletGuardedMembers).values({ memberId, merchantCode, since: new Date(now) }).onConflictDoNothing();
}
