/**
 * Who a promotional message skips: members in a time-out or self-exclusion (issue 15; UKGC LCCP
 * SR 3.5.3 and AGCO 2.25: no marketing to a self-excluded player). The protection module owns
 * the blocks; this file is the one place the inbox asks it.
 */
import type { Database } from '../../db/connection';
import { blockedMemberIds } from '../protection';

/** The ids of `merchantCode`'s members a promotion must not reach at `now`. */
export function promotionBlockedIds(db: Database, merchantCode: string, now: number): Promise<number[]> {
  return blockedMemberIds(db, merchantCode, now);
}
