/** Affiliate codes: look-up for registration and the affiliate call, creation for agents. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ReferrerCodes } from '../../context';
import { recordAudit, type Actor } from '../audit';
import { memberSubject } from '../member';
import { affiliateCodes, type AffiliateCodeRow } from './tables';

/** Codes compare case-insensitively (links get retyped); they are kept upper-case. */
export function normalizeAffiliateCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The active code of this merchant, or null. */
export async function findActiveAffiliateCode(db: Database, merchantCode: string, code: string): Promise<AffiliateCodeRow | null> {
  const rows = await db
    .select()
    .from(affiliateCodes)
    .where(and(eq(affiliateCodes.code, normalizeAffiliateCode(code)), eq(affiliateCodes.merchantCode, merchantCode), eq(affiliateCodes.active, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Gives an agent a code unless the code exists; true when it was added. */
export async function addAffiliateCode(db: Database, merchantCode: string, code: string, agentMemberId: number, who: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(affiliateCodes)
      .values({ code: normalizeAffiliateCode(code), merchantCode, agentMemberId })
      .onConflictDoNothing()
      .returning({ code: affiliateCodes.code });
    if (rows[0]) {
      await recordAudit(tx, who, { action: 'agent.affiliate-code.added', subject: memberSubject(agentMemberId), merchantCode, detail: { code: rows[0].code } });
    }
    return rows.length > 0;
  });
}

/** Registration's referrer check (Deps.referrerCodes): the normalized code when it is an active code of the merchant. */
export const agentReferrerCodes: ReferrerCodes = {
  active: async (db, merchantCode, code) => ((await findActiveAffiliateCode(db, merchantCode, code)) ? normalizeAffiliateCode(code) : null),
};
