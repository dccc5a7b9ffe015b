/**
 * The member's identity-verification status. TEMPORARY: until the kyc branch merges, every member
 * reads as unverified ('none'); then this becomes a re-export of kycStatusOf from '../kyc'.
 */
import type { KycStatus } from '@common/contract/payments';
import type { Database } from '../../db/connection';

/** The member's KYC status. */
export async function kycStatusOf(_db: Database, _memberId: number): Promise<KycStatus> {
  return 'none';
}
