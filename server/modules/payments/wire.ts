/** A deposit row as the member reads it (DepositValue), in the request's language. */
import type { DepositValue } from '@common/contract/payments';
import { messageFor } from '../../i18n/messages';
import { wireAmount } from '../wallet';
import type { PaymentChannelRow } from './channel-tables';
import { channelName } from './channels';
import type { DepositRow } from './deposit-tables';

/** The row with its channel's name; the reason in the member's words (an operator's as written). */
export function depositValue(row: DepositRow, channel: Pick<PaymentChannelRow, 'names' | 'code'>, languageHeader: string | undefined): DepositValue {
  const coded = row.reasonCode === null ? null : messageFor(row.reasonCode, languageHeader);
  // An approval's note is the operators' business; the member reads why money did not arrive.
  const refused = row.status === 'rejected' || row.status === 'expired';
  return {
    id: row.id,
    channelId: row.channelId,
    channelName: channelName(channel.names, channel.code, languageHeader),
    kind: row.kind,
    amount: wireAmount(row.amount),
    fee: wireAmount(row.fee),
    credited: wireAmount(row.credited),
    status: row.status,
    reason: refused ? (row.reason ?? coded) : null,
    // Only an unpaid gateway deposit has somewhere to pay.
    redirectUrl: row.status === 'created' ? row.redirectUrl : null,
    instructions: row.instructions,
    trxId: row.trxId,
    senderNumber: row.senderNumber,
    proofCount: row.proofKeys.length,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}
