/**
 * Points expiry (docs/loyalty.md "Expiry"): lots whose expiresAt has come with points left give
 * those points back to the house, oldest first, in bounded batches. Each lot expires once: one
 * conditional UPDATE takes its remaining to 0 and returns what it held, so of two runs racing only
 * the one that changed the row posts pointsExpire (key points-expire:<lot>) and the history line,
 * in the same transaction. A lot spent meanwhile has less (or nothing) left: never below zero.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { ensureMemberAccount, houseAccount, pointsExpire } from '../../wallet';
import { pointsEvents } from './tables';

/** Lots one transaction expires. */
export const EXPIRY_BATCH = 200;

interface Expired {
  id: string;
  merchant_code: string;
  member_id: string;
  was: string;
}

/** Expires one batch of due lots; how many it expired. */
async function expireBatch(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Oldest first; a lot another run holds is skipped (it is that run's), never waited for twice.
    const taken = (await tx.execute(sql`
      with due as (
        select id, remaining from points_lots
        where expires_at <= ${now.toISOString()}::timestamptz and remaining > 0
        order by expires_at, id
        limit ${EXPIRY_BATCH}
        for update skip locked
      )
      update points_lots l set remaining = 0
      from due where l.id = due.id and l.remaining > 0
      returning l.id::text, l.merchant_code, l.member_id::text, due.remaining::text as was`)) as unknown as { rows: Expired[] };
    const rows = taken.rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const lot of rows) {
      const memberId = Number(lot.member_id);
      const points = BigInt(lot.was);
      const member = (await ensureMemberAccount(tx, lot.merchant_code, memberId, 'points')).account;
      const house = await houseAccount(tx, lot.merchant_code, 'points');
      await pointsExpire(tx, {
        merchant: lot.merchant_code,
        amount: points,
        idempotencyKey: `points-expire:${lot.id}`,
        reference: { source: 'expiry', sourceId: lot.id, lotId: lot.id },
        member: { memberId, accountId: member.id, kind: 'points' },
        houseAccountId: house.id,
      });
      await tx.insert(pointsEvents).values({ merchantCode: lot.merchant_code, memberId, kind: 'expire', points: -points, source: 'lot', sourceId: lot.id, at: now });
    }
    return rows.length;
  });
}

/** Expires every lot due at `now`, in batches of EXPIRY_BATCH; how many lots expired. */
export async function expirePoints(db: Database, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await expireBatch(db, now);
    total += expired;
    if (expired < EXPIRY_BATCH) return total;
  }
}
