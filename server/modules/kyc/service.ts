/**
 * Identity verification, the member's side (docs/payments.md "Identity verification and uploads"):
 * a first submission carries the four §3 fields and all three pictures; after a rejection the
 * member sends again (the fields again, and only the pictures that change); while one is under
 * review or once verified, nothing more is taken. Every transition is audited.
 */
import { desc, eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { KYC_DOCUMENTS, KYC_FIELD_MAX, type KycDocument, type KycFields, type KycValue } from '@common/contract/payments';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { storeImages, type UploadedImage } from '../../http/image-uploads';
import type { FileStorage } from '../../plugins/storage-types';
import { recordAudit, type Actor } from '../audit';
import type { Member } from '../member';
import { latestSubmission } from './repository';
import { kycSubmissions, type KycSubmissionRow } from './tables';

/** The form's text fields, in the order the screen shows them. */
export const KYC_FIELDS = ['address', 'nationality', 'occupation', 'sourceOfIncome'] as const satisfies readonly (keyof KycFields)[];

/** The row's storage key of each picture. */
export const DOCUMENT_COLUMNS = { front: 'frontKey', back: 'backKey', selfie: 'selfieKey' } as const satisfies Record<KycDocument, keyof KycSubmissionRow>;

export function kycSubject(id: number): string {
  return `kyc-submission:${id}`;
}

/** What the member (and the console) see of a submission; none when there is no row. */
export function kycValueOf(row: KycSubmissionRow | null): KycValue {
  if (!row) return { status: 'none', reason: null, fields: null, documents: { front: false, back: false, selfie: false }, submittedAt: null, decidedAt: null };
  return {
    status: row.status,
    reason: row.status === 'rejected' ? row.reason : null,
    fields: { address: row.address, nationality: row.nationality, occupation: row.occupation, sourceOfIncome: row.sourceOfIncome },
    documents: { front: true, back: true, selfie: true },
    submittedAt: row.submittedAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}

/** The member's verification as the KYC screen shows it. */
export async function memberKyc(db: Database, memberId: number): Promise<KycValue> {
  return kycValueOf(await latestSubmission(db, memberId));
}

const invalid = (field: string, detail: string) => new AppError(ErrorCode.requestInvalid, { params: { field, detail } });
const stateInvalid = (status: string) => new AppError(ErrorCode.kycStateInvalid, { value: { status } });

/** kyc.state.invalid unless the member may send a submission now (none yet, or the last one rejected). */
export function assertMaySubmit(latest: KycSubmissionRow | null): void {
  if (latest && latest.status !== 'rejected') throw stateInvalid(latest.status);
}

/** The four fields, trimmed, each 1..KYC_FIELD_MAX characters; request.invalid naming the first that is not. */
export function kycFieldsOf(form: Record<string, string>): KycFields {
  const out = {} as KycFields;
  for (const field of KYC_FIELDS) {
    const value = (form[field] ?? '').trim();
    if (value.length === 0) throw invalid(field, 'required');
    if ([...value].length > KYC_FIELD_MAX) throw invalid(field, `at most ${KYC_FIELD_MAX} characters`);
    out[field] = value;
  }
  return out;
}

/** The pictures by document; request.invalid for two of one document. */
function picturesByDocument(images: readonly UploadedImage[]): Partial<Record<KycDocument, UploadedImage>> {
  const out: Partial<Record<KycDocument, UploadedImage>> = {};
  for (const image of images) {
    const document = image.field as KycDocument;
    if (out[document]) throw invalid(document, 'one picture per document');
    out[document] = image;
  }
  return out;
}

export interface KycSubmission {
  member: Pick<Member, 'id' | 'merchantCode'>;
  fields: KycFields;
  images: readonly UploadedImage[];
  who: Actor;
  at: Date;
}

/**
 * Records a submission: the new pictures are stored first (storage is not transactional), then the
 * row and its audit in one transaction that re-reads the member's state; a refusal there (a
 * submission racing this one) deletes the pictures stored for it.
 */
export async function submitKyc(deps: { db: Database; storage: FileStorage }, submission: KycSubmission): Promise<KycValue> {
  const { member, fields, who, at } = submission;
  const pictures = picturesByDocument(submission.images);
  const before = await latestSubmission(deps.db, member.id);
  assertMaySubmit(before);
  // A first submission needs every picture; a resubmission keeps those it does not replace.
  if (!before) for (const document of KYC_DOCUMENTS) if (!pictures[document]) throw invalid(document, 'required');
  const sent = KYC_DOCUMENTS.filter((document) => pictures[document]);
  const keys = await storeImages(deps.storage, `kyc/${member.id}`, sent.map((document) => pictures[document]!));
  const stored = Object.fromEntries(sent.map((document, i) => [document, keys[i]!])) as Partial<Record<KycDocument, string>>;
  try {
    return await deps.db.transaction(async (tx) => {
      const [latest] = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.memberId, member.id)).orderBy(desc(kycSubmissions.id)).limit(1).for('update');
      assertMaySubmit(latest ?? null);
      const keyOf = (document: KycDocument): string => {
        const key = stored[document] ?? latest?.[DOCUMENT_COLUMNS[document]];
        if (!key) throw invalid(document, 'required');
        return key;
      };
      const [row] = await tx
        .insert(kycSubmissions)
        .values({ memberId: member.id, merchantCode: member.merchantCode, ...fields, frontKey: keyOf('front'), backKey: keyOf('back'), selfieKey: keyOf('selfie'), submittedAt: at })
        // The partial unique index (one live submission per member) decides a race: the loser inserts nothing.
        .onConflictDoNothing()
        .returning();
      if (!row) throw stateInvalid('review');
      await recordAudit(tx, who, {
        action: latest ? 'kyc.resubmitted' : 'kyc.submitted',
        subject: kycSubject(row.id),
        merchantCode: member.merchantCode,
        detail: { memberId: member.id, previous: latest?.id ?? null, replaced: sent },
      });
      return kycValueOf(row);
    });
  } catch (err) {
    await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw err;
  }
}
