/**
 * Identity verification as a review queue (server/modules/review/source.ts): each submission is
 * an item (id: the submission's id) with the four §3 fields and the three pictures as signed links
 * (type 'image'); approving verifies the member, rejecting records the reason the player then reads.
 * The review module checks claims, scope and openness before decide; decide audits the transition.
 */
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { KYC_DOCUMENTS, type KycDocument } from '@common/contract/payments';
import type { ReviewField } from '@common/contract/review';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit } from '../audit';
import { type LinkSigner, signedFileUrl } from '../files';
import { usernamesOf } from '../member';
import { operatorActor } from '../operator';
import type { ReviewItemBase, ReviewSource } from '../review';
import { lockSubmission, submissionById } from './repository';
import { DOCUMENT_COLUMNS, KYC_FIELDS, kycSubject } from './service';
import { kycSubmissions, type KycSubmissionRow } from './tables';

/** Console label of each picture (console/locales review.field.*). */
const DOCUMENT_LABELS: Record<KycDocument, string> = { front: 'review.field.documentFront', back: 'review.field.documentBack', selfie: 'review.field.selfie' };

/** The item's fields; without a signer (inside lock, which has no keyring) the pictures' links are empty. */
function fieldsOf(row: KycSubmissionRow, signer: LinkSigner | null): ReviewField[] {
  return [
    ...KYC_FIELDS.map((field): ReviewField => ({ labelKey: `review.field.${field}`, value: row[field], type: 'text' })),
    ...KYC_DOCUMENTS.map((document): ReviewField => ({
      labelKey: DOCUMENT_LABELS[document],
      value: signer ? signedFileUrl(signer, row[DOCUMENT_COLUMNS[document]]) : '',
      type: 'image',
    })),
  ];
}

function itemOf(row: KycSubmissionRow, username: string | undefined, signer: LinkSigner | null): ReviewItemBase {
  const open = row.status === 'review';
  const decided = !open && row.decidedAt;
  return {
    kind: 'kyc',
    id: String(row.id),
    merchantCode: row.merchantCode,
    status: row.status,
    open,
    player: { id: row.memberId, username: username ?? '' },
    amount: null,
    createdAt: row.submittedAt.getTime(),
    requestedBy: null,
    fields: fieldsOf(row, signer),
    decisions: decided
      ? [{ operator: row.decidedByName ?? '', verdict: row.status === 'verified' ? 'approve' : 'reject', reason: row.reason ?? '', at: row.decidedAt!.getTime() }]
      : [],
    approvalsNeeded: open ? 1 : 0,
    excludedDeciders: [],
  };
}

async function itemsOf(db: Database, rows: KycSubmissionRow[], signer: LinkSigner | null): Promise<ReviewItemBase[]> {
  const names = await usernamesOf(db, [...new Set(rows.map((row) => row.memberId))]);
  return rows.map((row) => itemOf(row, names.get(row.memberId), signer));
}

/** A submission id from the queue's path: a positive integer, else none. */
function idOf(id: string): number | null {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null;
}

/** The 'kyc' review queue. */
export const kycReviewSource: ReviewSource = {
  id: 'kyc',
  name: 'Identity verification',
  permission: 'kyc.review',

  async list(deps, query) {
    const where: SQL[] = [query.open ? eq(kycSubmissions.status, 'review') : ne(kycSubmissions.status, 'review')];
    if (query.merchantCode !== null) where.push(eq(kycSubmissions.merchantCode, query.merchantCode));
    const filter = and(...where);
    // Open: oldest first (first come, first served); decided: newest decision first.
    const order = query.open ? [asc(kycSubmissions.id)] : [desc(kycSubmissions.decidedAt), desc(kycSubmissions.id)];
    const rows = await deps.db.select().from(kycSubmissions).where(filter).orderBy(...order).limit(query.pageSize).offset((query.page - 1) * query.pageSize);
    const [total] = await deps.db.select({ n: count() }).from(kycSubmissions).where(filter);
    return { items: await itemsOf(deps.db, rows, deps), total: total?.n ?? 0 };
  },

  async get(deps, id) {
    const key = idOf(id);
    const row = key === null ? null : await submissionById(deps.db, key);
    return row ? (await itemsOf(deps.db, [row], deps))[0]! : null;
  },

  async lock(tx, id) {
    const key = idOf(id);
    const row = key === null ? null : await lockSubmission(tx, key);
    return row ? (await itemsOf(tx, [row], null))[0]! : null;
  },

  async decide(deps: Deps, tx, id, reviewer, verdict, reason) {
    const key = idOf(id);
    const text = reason.trim();
    // The player reads the reason of a rejection: one is needed.
    if (verdict === 'reject' && text.length === 0) throw new AppError(ErrorCode.requestInvalid, { params: { field: 'reason', detail: 'required to reject' } });
    const status = verdict === 'approve' ? 'verified' : 'rejected';
    const [row] = key === null ? [] : await tx
      .update(kycSubmissions)
      .set({ status, reason: text || null, decidedAt: new Date(deps.now()), decidedBy: reviewer.id, decidedByName: reviewer.username })
      .where(and(eq(kycSubmissions.id, key), eq(kycSubmissions.status, 'review')))
      .returning();
    if (!row) {
      // The review module locked it and found it open; this is the second lock on the same door.
      const current = key === null ? null : await lockSubmission(tx, key);
      throw new AppError(ErrorCode.reviewNotOpen, { value: { status: current?.status ?? 'none' } });
    }
    await recordAudit(tx, operatorActor(reviewer.id, reviewer.ip), {
      action: status === 'verified' ? 'kyc.verified' : 'kyc.rejected',
      subject: kycSubject(row.id),
      merchantCode: row.merchantCode,
      detail: { memberId: row.memberId, reason: text },
    });
  },
};
