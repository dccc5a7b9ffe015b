/** The transfer states an operator filters by (vendor_transfers.state), in their life's order. */
import type { TransferStateValue } from '@common/contract/transfers';

export const TRANSFER_STATE_VALUES: readonly TransferStateValue[] = ['pending', 'unknown', 'completed', 'refused', 'reversed'];
