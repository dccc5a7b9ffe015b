/** What the console's player page shows of a member's identity verification. */
import type { PlayerPaymentsValue } from '@common/contract/consolePayments';
import { KYC_DOCUMENTS, type KycDocument } from '@common/contract/payments';
import type { Database } from '../../db/connection';
import { type LinkSigner, signedFileUrl } from '../files';
import { latestSubmission } from './repository';
import { DOCUMENT_COLUMNS, kycValueOf } from './service';

/**
 * The member's newest submission, with short-lived links to its pictures when `documents` is true.
 * The caller checks the operator's scope (playerInScope) and passes `documents` only to those
 * holding kyc.review: identity pictures are not every player-page viewer's business, and a link
 * opens its picture for any console session until it expires.
 */
export async function kycForConsole(deps: LinkSigner & { db: Database }, memberId: number, options: { documents: boolean }): Promise<PlayerPaymentsValue['kyc']> {
  const row = await latestSubmission(deps.db, memberId);
  const documentUrls: Partial<Record<KycDocument, string>> = {};
  if (row && options.documents) for (const document of KYC_DOCUMENTS) documentUrls[document] = signedFileUrl(deps, row[DOCUMENT_COLUMNS[document]]);
  return { ...kycValueOf(row), documentUrls };
}
