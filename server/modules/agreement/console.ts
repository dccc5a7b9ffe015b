/**
 * The console's side of the user agreement (permission content.manage): a merchant's versions with
 * their acceptance counts, drafts written and changed, and publishing a draft as the next number.
 * Publishing is audited; from then on every member of the merchant must accept it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AgreementTextValue, AgreementVersionValue } from '@common/contract/agreement';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit';
import { acceptanceCounts, versionById, versionsOfMerchant } from './repository';
import { REQUIRED_LANGUAGE } from './service';
import { agreementVersions, type AgreementVersionRow } from './tables';

/** The audit subject of a version. */
export function agreementSubject(id: number): string {
  return `agreement-version:${id}`;
}

function valueOf(row: AgreementVersionRow, accepted: number): AgreementVersionValue {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    version: row.version,
    status: row.status,
    texts: row.texts,
    createdBy: row.createdBy,
    publishedAt: row.publishedAt?.getTime() ?? null,
    accepted,
  };
}

const invalid = (field: string, detail: string) => new AppError(ErrorCode.requestInvalid, { params: { field, detail } });

/** A tag-like "<b", "</", "<!": the text is shown as typed, so markup would show as litter. */
const MARKUP = /<\s*[a-zA-Z!/]/;

/** The texts trimmed; request.invalid without English, with an empty title or body, or with markup. */
export function checkTexts(texts: Record<string, AgreementTextValue>): Record<string, AgreementTextValue> {
  if (!texts[REQUIRED_LANGUAGE]) throw invalid(`texts.${REQUIRED_LANGUAGE}`, 'required');
  const out: Record<string, AgreementTextValue> = {};
  for (const [language, text] of Object.entries(texts)) {
    const title = text.title.trim();
    const body = text.body.replace(/\r\n?/g, '\n').trim();
    if (!title) throw invalid(`texts.${language}.title`, 'required');
    if (!body) throw invalid(`texts.${language}.body`, 'required');
    if (MARKUP.test(title) || MARKUP.test(body)) throw invalid(`texts.${language}`, 'plain text only');
    out[language] = { title, body };
  }
  return out;
}

/** The merchant's versions, newest first, each with how many members accepted it. */
export async function consoleVersions(db: Database, merchantCode: string): Promise<AgreementVersionValue[]> {
  const [rows, counts] = await Promise.all([versionsOfMerchant(db, merchantCode), acceptanceCounts(db, merchantCode)]);
  return rows.map((row) => valueOf(row, row.version === null ? 0 : (counts.get(row.version) ?? 0)));
}

/** A new draft for the merchant (audited). */
export async function createDraft(db: Database, merchantCode: string, texts: Record<string, AgreementTextValue>, who: Actor, by: string, at: Date): Promise<AgreementVersionValue> {
  const checked = checkTexts(texts);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(agreementVersions).values({ merchantCode, texts: checked, createdBy: by, createdAt: at, updatedAt: at }).returning();
    await recordAudit(tx, who, { action: 'agreement.drafted', subject: agreementSubject(row!.id), merchantCode, detail: { languages: Object.keys(checked) } });
    return valueOf(row!, 0);
  });
}

/** The version `id` when `scope` (null: every merchant) reaches it; null otherwise, as if it did not exist. */
async function inScope(db: Database, id: number, scope: string | null, lock: boolean): Promise<AgreementVersionRow | null> {
  const row = await versionById(db, id, lock);
  return row && (scope === null || row.merchantCode === scope) ? row : null;
}

const notDraft = (row: AgreementVersionRow) => invalid('id', `version ${row.version} is published; published versions never change`);

/** Replaces a draft's texts; null when the operator's scope has no such version. */
export async function updateDraft(db: Database, scope: string | null, id: number, texts: Record<string, AgreementTextValue>, who: Actor, at: Date): Promise<AgreementVersionValue | null> {
  const checked = checkTexts(texts);
  return db.transaction(async (tx) => {
    const row = await inScope(tx, id, scope, true);
    if (!row) return null;
    if (row.status !== 'draft') throw notDraft(row);
    const [updated] = await tx.update(agreementVersions).set({ texts: checked, updatedAt: at }).where(eq(agreementVersions.id, id)).returning();
    await recordAudit(tx, who, { action: 'agreement.edited', subject: agreementSubject(id), merchantCode: row.merchantCode, detail: { languages: Object.keys(checked) } });
    return valueOf(updated!, 0);
  });
}

/**
 * Publishes a draft as the merchant's next version number (audited); null when the operator's scope
 * has no such version. Publishes of one merchant queue on an advisory lock, so numbers never collide.
 */
export async function publishVersion(db: Database, scope: string | null, id: number, who: Actor, by: string, at: Date): Promise<AgreementVersionValue | null> {
  return db.transaction(async (tx) => {
    const row = await inScope(tx, id, scope, true);
    if (!row) return null;
    if (row.status !== 'draft') throw notDraft(row);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agreement:${row.merchantCode}`}))`);
    const [updated] = await tx
      .update(agreementVersions)
      .set({
        status: 'published',
        version: sql`(select coalesce(max(${agreementVersions.version}), 0) + 1 from ${agreementVersions} where ${agreementVersions.merchantCode} = ${row.merchantCode})`,
        publishedAt: at,
        publishedBy: by,
        updatedAt: at,
      })
      .where(and(eq(agreementVersions.id, id), eq(agreementVersions.status, 'draft')))
      .returning();
    await recordAudit(tx, who, { action: 'agreement.published', subject: agreementSubject(id), merchantCode: row.merchantCode, detail: { version: updated!.version } });
    return valueOf(updated!, 0);
  });
}
