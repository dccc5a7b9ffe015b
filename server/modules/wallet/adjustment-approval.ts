/**
 * Operator adjustments under maker-checker (issue 13): one finance operator proposes, another
 * approves, and only the approval posts the adjust intent (adjust.ts), with the approval's id as
 * its reference, so it posts once however often the approval is retried.
 */
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '@common/contract/envelope';
import type { WalletAdjustmentProposal } from '@common/contract/approvals';
import { AppError } from '../../http/envelope';
import { MAX_WALLET_AMOUNT } from '../../http/fields';
import { wireSchema } from '../../http/typebox';
import { approvalReviewSource, type ApprovalKindDef } from '../approvals';
import type { ReviewSource } from '../review';
import { findMemberByUsername } from '../member';
import { adjustBalance } from './adjust';
import { wireAmount } from './wire';

const ProposalBody = wireSchema<WalletAdjustmentProposal>()(
  Type.Object(
    {
      merchantCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' })),
      username: Type.String({ minLength: 1, maxLength: 64 }),
      amount: Type.Integer({ minimum: -MAX_WALLET_AMOUNT, maximum: MAX_WALLET_AMOUNT }),
      reason: Type.String({ minLength: 1, maxLength: 200 }),
    },
    { additionalProperties: false },
  ),
);

export const walletAdjustmentApproval: ApprovalKindDef = {
  id: 'wallet-adjustment',
  name: 'Balance adjustment',
  propose: 'wallet.adjust.propose',
  approve: 'wallet.adjust.approve',
  body: ProposalBody,
  async prepare({ db }, merchantCode, body) {
    const { username, amount } = body as unknown as WalletAdjustmentProposal;
    const member = await findMemberByUsername(db, merchantCode, username);
    // Trial accounts play on demo credit only; an adjustment never gives them real money.
    if (!member || member.demo) throw new AppError(ErrorCode.userNonexistentOrDisabled, { status: 404 });
    if (amount === 0) throw new AppError(ErrorCode.requestInvalid, { params: { field: 'amount', detail: 'must not be 0' } });
    // The member's id too, so the review queue links the player without looking the name up.
    return { username: member.username, memberId: member.id, amount };
  },
  async apply(tx, request, approver) {
    const { username, amount } = request.payload as { username: string; amount: number };
    const outcome = await adjustBalance(tx, { merchant: request.merchantCode, username, amount: BigInt(amount), reason: request.reason, reference: `approval:${request.id}` }, approver);
    return { balance: wireAmount(outcome.balance), transactionId: outcome.transactionId };
  },
  async describe(db, request) {
    const { username, amount, memberId } = request.payload as { username: string; amount: number; memberId?: number };
    // Proposals made before the id was kept name the member only.
    const id = memberId ?? (await findMemberByUsername(db, request.merchantCode, username))?.id ?? null;
    return {
      player: id === null ? null : { id, username },
      amount,
      fields: [
        { labelKey: 'review.field.player', value: username, type: 'text' },
        { labelKey: 'review.field.amount', value: String(amount), type: 'money' },
      ],
    };
  },
};

/** The adjustments' review queue (wallet.adjust.approve): the console's one queue mechanism. */
export const walletAdjustmentReviewSource: ReviewSource = approvalReviewSource(walletAdjustmentApproval);
