/**
 * §5 apply-screen rules: which inputs a promotion requires before its reward application may be
 * sent. Pure, so the screen's disabled submit and the store's refusal read the same rule.
 */
import { REMARK_MAX_CHARS } from '@common/rules/limits';
import type { PromotionCard } from '@common/contract/promotions';
import type { PromotionStatusLabel } from '@common/rules/promotions';

/** What the apply screen holds. */
export interface ApplyInputs {
  remarks: string;
  pictureCount: number;
}

/** Characters of a remark as the textarea's maxLength counts them (UTF-16 units), the unit of REMARK_MAX_CHARS. */
export function remarkLength(remarks: string): number {
  return remarks.length;
}

/** The labels under which a member may apply for a promotion's reward: open, or refused before (a new try). */
const APPLY_LABELS: readonly PromotionStatusLabel[] = ['join', 'rejected'];

/** A promotion whose reward is applied for (manualReward) and that takes an application now. */
export function canApply(card: Pick<PromotionCard, 'status' | 'facts'>): boolean {
  return card.facts.type === 'manualReward' && APPLY_LABELS.includes(card.status);
}

/**
 * §5: submit stays disabled until the required inputs are there. Both required: a picture and a
 * non-empty remark; only the image: at least one picture; only the remark: a non-empty remark;
 * neither: ready at once. A remark over REMARK_MAX_CHARS is never ready.
 */
export function applyReady(card: Pick<PromotionCard, 'imageRequired' | 'remarkRequired'>, inputs: ApplyInputs): boolean {
  if (remarkLength(inputs.remarks) > REMARK_MAX_CHARS) return false;
  const imageOk = card.imageRequired === 'N' || inputs.pictureCount > 0;
  const remarkOk = card.remarkRequired === 'N' || inputs.remarks.trim() !== '';
  return imageOk && remarkOk;
}
