/**
 * Affiliate links (docs/agents.md "Affiliate links"): an agent's labelled codes, at most
 * AGENT_MAX_LINKS active at once, each with its registrations, depositing members and deposit sum.
 * Deleting one deactivates its code: no new registrations, the team and its history stay.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { AffiliateLinkValue } from '@common/contract/agents';
import { ErrorCode } from '@common/contract/envelope';
import { AGENT_LINK_LABEL_MAX, AGENT_MAX_LINKS } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';
import { AppError } from '../../../http/envelope';
import { safeNumber } from '../../../http/console';
import { recordAudit, type Actor } from '../../audit';
import { memberSubject } from '../../member';
import { normalizeAffiliateCode } from '../service';
import { lockAgent } from '../team';
import { affiliateCodes } from '../tables';

/** Upper-case letters and digits a reader cannot confuse (no I, O, 0, 1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** A clash among 32^8 codes is rare; a few fresh draws settle it. */
const CODE_TRIES = 5;

/** A random code of the unambiguous alphabet. */
export const randomLinkCode = (): string => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The agent whose links these are, and where the site is (the URL's origin). */
export interface LinkOwner {
  agentId: number;
  merchantCode: string;
  origin: string;
}

const urlOf = (origin: string, code: string): string => `${origin}/m/register?code=${encodeURIComponent(code)}`;

/** A label trimmed, 1..AGENT_LINK_LABEL_MAX characters (agent.invalid field label otherwise). */
function checkedLabel(label: string): string {
  const trimmed = label.trim();
  if (trimmed.length === 0 || [...trimmed].length > AGENT_LINK_LABEL_MAX) throw new AppError(ErrorCode.agentInvalid, { params: { field: 'label' } });
  return trimmed;
}

/**
 * Creates a link: under the agent's lock the active links are counted (two creates at once cannot
 * both take the last place), then a fresh code is drawn until one is free. Audited.
 */
export async function createLink(db: Database, owner: LinkOwner, label: string, who: Actor, now: number): Promise<AffiliateLinkValue> {
  const text = checkedLabel(label);
  return db.transaction(async (tx) => {
    await lockAgent(tx, owner.agentId);
    const c = affiliateCodes;
    const [active] = await tx
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.agentMemberId, owner.agentId), eq(c.active, true), isNotNull(c.label)));
    if ((active?.n ?? 0) >= AGENT_MAX_LINKS) throw new AppError(ErrorCode.agentLinkLimit, { params: { limit: AGENT_MAX_LINKS } });
    for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
      const [row] = await tx
        .insert(c)
        .values({ code: randomLinkCode(), merchantCode: owner.merchantCode, agentMemberId: owner.agentId, label: text, createdAt: new Date(now) })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      await recordAudit(tx, who, { action: 'agent.link.created', subject: memberSubject(owner.agentId), merchantCode: owner.merchantCode, detail: { code: row.code, label: text } });
      return { code: row.code, label: text, url: urlOf(owner.origin, row.code), createdAt: row.createdAt.getTime(), registrations: 0, depositors: 0, deposits: 0 };
    }
    throw new Error('createLink: no free affiliate code after several draws');
  });
}

/**
 * The agent's active links, newest first, with their figures: registrations are the members whose
 * referrer code is the link's; depositors and deposits come from those members' figures
 * (agent_figures, which the figures consumer keeps from the ledger's deposit postings): one indexed
 * read per member instead of a scan of the ledger or of the payments module's orders.
 */
export async function listLinks(db: Database, owner: LinkOwner): Promise<AffiliateLinkValue[]> {
  const rows = await rowsOf<{ code: string; label: string; created_at: string | Date; registrations: number; depositors: number; deposits: string }>(
    db,
    sql`select c.code, c.label, c.created_at, count(m.id)::int as registrations,
          count(m.id) filter (where f.deposit_count > 0)::int as depositors, coalesce(sum(f.deposits), 0)::text as deposits
        from affiliate_codes c
        left join members m on m.referrer_code = c.code and m.merchant_code = c.merchant_code
        left join (select member_id, sum(deposits) as deposits, sum(deposit_count) as deposit_count from agent_figures group by member_id) f on f.member_id = m.id
        where c.agent_member_id = ${owner.agentId} and c.active and c.label is not null
        group by c.code, c.label, c.created_at
        order by c.created_at desc, c.code`,
  );
  return rows.map((r) => ({
    code: r.code,
    label: r.label,
    url: urlOf(owner.origin, r.code),
    createdAt: new Date(r.created_at).getTime(),
    registrations: Number(r.registrations),
    depositors: Number(r.depositors),
    deposits: safeNumber(r.deposits),
  }));
}

/** Deactivates one of the agent's active links (agent.link.not.found otherwise). Audited. */
export async function deleteLink(db: Database, owner: LinkOwner, code: string, who: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const c = affiliateCodes;
    const [row] = await tx
      .update(c)
      .set({ active: false })
      .where(and(eq(c.code, normalizeAffiliateCode(code)), eq(c.agentMemberId, owner.agentId), eq(c.active, true), isNotNull(c.label)))
      .returning({ code: c.code });
    if (!row) throw new AppError(ErrorCode.agentLinkNotFound);
    await recordAudit(tx, who, { action: 'agent.link.deleted', subject: memberSubject(owner.agentId), merchantCode: owner.merchantCode, detail: { code: row.code } });
  });
}
