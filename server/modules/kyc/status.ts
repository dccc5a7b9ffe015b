/** A member's verification state, as withdrawals and the member's screens read it. */
import type { KycStatus } from '@common/contract/payments';
import type { Database } from '../../db/connection';
import { latestSubmission } from './repository';

/** 'none' without a submission; otherwise the newest submission's status. */
export async function kycStatusOf(db: Database, memberId: number): Promise<KycStatus> {
  return (await latestSubmission(db, memberId))?.status ?? 'none';
}
