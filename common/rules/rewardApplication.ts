/**
 * §5 rules of a reward application (docs/promotions.md "Reward applications"), one function the apply
 * screen uses to enable its submit button and the server uses to refuse: the promotion's
 * image/remark requirements and the remark's length. Picture type, size and count are checked
 * where the bytes are (the picker on the site, server/http/image-uploads.ts on the server).
 */
import { ErrorCode, type ErrorCodeValue } from '../contract/envelope';
import { REMARK_MAX_CHARS } from './limits';

/** How many of a member's applications GET PromotionPath.applications returns (newest first). */
export const REWARD_APPLICATIONS_SHOWN = 50;

/** What a promotion asks of an application (§3 imageRequired / remarkRequired, as booleans). */
export interface RewardRequirements {
  imageRequired: boolean;
  remarkRequired: boolean;
}

/** The remark as it is kept: without surrounding white space. */
export function cleanRemark(remarks: string): string {
  return remarks.trim();
}

/** A remark's length as the rule counts it: characters (code points) of the cleaned remark, so a Bengali letter or an emoji is one. */
export function remarkLength(remarks: string): number {
  return [...cleanRemark(remarks)].length;
}

/**
 * The first §5 rule an application breaks, or null when it may be sent: a remark over
 * REMARK_MAX_CHARS (reward.remark.too.long), no picture when one is required
 * (reward.image.required), an empty remark when one is required (reward.remark.required).
 */
export function rewardApplicationRefusal(requirements: RewardRequirements, remarks: string, pictureCount: number): ErrorCodeValue | null {
  const length = remarkLength(remarks);
  if (length > REMARK_MAX_CHARS) return ErrorCode.rewardRemarkTooLong;
  if (requirements.imageRequired && pictureCount < 1) return ErrorCode.rewardImageRequired;
  if (requirements.remarkRequired && length === 0) return ErrorCode.rewardRemarkRequired;
  return null;
}
