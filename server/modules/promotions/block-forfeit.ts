/**
 * A time-out or self-exclusion forfeits the member's active bonuses at once (issue 16): the
 * protection module's block listener, run inside the block's transaction.
 */
import type { BlockListener } from '../protection';
import { settleBonuses } from './forfeit';

/** Settles every active bonus of the blocked member with the block's kind as the reason. */
export const forfeitOnBlock: BlockListener = async (tx, event) => {
  await settleBonuses(tx, { merchantCode: event.member.merchantCode, memberId: event.member.id, bonusIds: null }, event.kind, event.at, event.actor);
};
