import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type SliderAnswer, type SliderChallenge } from '@common/contract/account';
import { AccountRule } from '@common/rules/account';
import { Button } from '../ui';
import { Field, HintText, Label } from './styles';

const THUMB_PX = 28;

const Track = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${(p) => p.theme.base.touchTarget};
  input {
    width: 100%;
    height: ${(p) => p.theme.base.touchTarget};
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  input::-webkit-slider-thumb { width: ${THUMB_PX}px; height: ${THUMB_PX}px; }
  input::-moz-range-thumb { width: ${THUMB_PX}px; height: ${THUMB_PX}px; }
`;

/** Where the knob must go; drawn under the track so a sighted user can aim at it. */
const Target = styled.span`
  position: absolute;
  top: 50%;
  width: ${THUMB_PX}px;
  height: ${THUMB_PX}px;
  transform: translate(-50%, -50%);
  border: 2px dashed ${(p) => p.theme.colors.accent};
  border-radius: ${(p) => p.theme.base.radius.round};
  pointer-events: none;
  [dir='rtl'] & { transform: translate(50%, -50%); }
`;

const Status = styled(HintText)<{ $passed: boolean }>`
  color: ${(p) => (p.$passed ? p.theme.colors.success : p.theme.colors.textMuted)};
`;

/** True when the knob sits close enough to the target (the server checks the same rule). */
export function sliderPasses(challenge: SliderChallenge, position: number): boolean {
  return Math.abs(position - challenge.target) <= AccountRule.sliderTolerance;
}

/** Props of SliderVerify: the challenge, where its verdict goes, and how to get a new one. */
export interface SliderVerifyProps {
  challenge: SliderChallenge | null;
  /** An answer once the knob is on the target, null while it is not. */
  onAnswer: (answer: SliderAnswer | null) => void;
  onReload: () => void;
}

/**
 * Slider check before an SMS code (§4): a native range input, so dragging, tapping and the arrow
 * keys all work and screen readers hear the target and the position.
 */
export function SliderVerify({ challenge, onAnswer, onReload }: SliderVerifyProps) {
  const { t } = useTranslation();
  const id = useId();
  // The position belongs to one challenge: a new challenge starts the knob at 0 again.
  const [moved, setMoved] = useState<{ challengeId: string; position: number } | null>(null);
  const current = challenge !== null && moved?.challengeId === challenge.challengeId ? moved : null;
  const position = current?.position ?? 0;
  const passed = challenge !== null && current !== null && sliderPasses(challenge, position);

  function move(value: number): void {
    if (!challenge) return;
    setMoved({ challengeId: challenge.challengeId, position: value });
    onAnswer(sliderPasses(challenge, value) ? { challengeId: challenge.challengeId, position: value } : null);
  }

  if (!challenge) {
    return (
      <Field>
        <HintText>{t('slider.unavailable')}</HintText>
        <Button type="button" $variant="ghost" onClick={onReload}>
          {t('slider.reload')}
        </Button>
      </Field>
    );
  }
  const offset = `calc(${challenge.target}% + ${(0.5 - challenge.target / 100) * THUMB_PX}px)`;
  return (
    <Field>
      <Label htmlFor={id}>{t('slider.label', { target: challenge.target })}</Label>
      <Track>
        <Target style={{ insetInlineStart: offset }} aria-hidden="true" />
        <input
          id={id}
          type="range"
          name="sliderPosition"
          min={0}
          max={100}
          step={1}
          value={position}
          onChange={(e) => move(Number(e.target.value))}
          aria-describedby={`${id}-status`}
        />
      </Track>
      <Status id={`${id}-status`} $passed={passed} aria-live="polite">
        {passed ? t('slider.passed') : t('slider.hint')}
      </Status>
    </Field>
  );
}
