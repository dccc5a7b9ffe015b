/**
 * Seeding the demo merchant's user agreement: version 1 when the merchant has none at all (an
 * operator's drafts and versions survive restarts), and the demo accounts' acceptance of the
 * current version, as registration records it for a new player.
 */
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { acceptCurrentAgreement, type AgreementMember } from './service';
import { SEED_AGREEMENT } from './seed-content';
import { agreementVersions } from './tables';

/** Publishes version 1 for the merchant unless it has any version; true when it did. */
export async function seedAgreement(db: Database, merchantCode: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(agreementVersions).where(eq(agreementVersions.merchantCode, merchantCode));
    if ((existing?.n ?? 0) > 0) return false;
    const inserted = await tx
      .insert(agreementVersions)
      .values({ merchantCode, version: 1, status: 'published', texts: { ...SEED_AGREEMENT }, createdBy: 'seed', createdAt: at, updatedAt: at, publishedAt: at, publishedBy: 'seed' })
      // Another instance seeding at the same moment took number 1.
      .onConflictDoNothing()
      .returning({ id: agreementVersions.id });
    return inserted.length > 0;
  });
}

/** Records the members' acceptance of their merchant's current version (demo accounts start ready to play). */
export async function seedAcceptances(db: Database, members: readonly AgreementMember[], at: Date): Promise<void> {
  for (const member of members) await acceptCurrentAgreement(db, member, { at, ip: null, via: 'seed' });
}
