import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type SliderAnswer, type SliderChallenge } from '@common/contract/account';
import { Button } from '../ui';
import { Field, HintText, Label } from './styles';

/** The picture keeps the image's proportions at any width; image coordinates run left to right, in RTL too. */
const Picture = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: ${(p) => p.theme.base.radius.small};
  img { display: block; user-select: none; -webkit-user-drag: none; }
`;

const Background = styled.img`
  width: 100%;
  height: auto;
`;

const Piece = styled.img`
  position: absolute;
  pointer-events: none;
  filter: drop-shadow(0 0 2px ${(p) => p.theme.colors.text});
`;

/** A 44 px tall track with a 44 px thumb, so the knob is a full touch target. */
const Track = styled.div`
  display: flex;
  align-items: center;
  min-height: ${(p) => p.theme.base.touchTarget};
  input {
    width: 100%;
    height: ${(p) => p.theme.base.touchTarget};
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  input::-webkit-slider-thumb { width: ${(p) => p.theme.base.touchTarget}; height: ${(p) => p.theme.base.touchTarget}; }
  input::-moz-range-thumb { width: ${(p) => p.theme.base.touchTarget}; height: ${(p) => p.theme.base.touchTarget}; }
`;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** Props of SliderVerify: the challenge, where the answer goes, and how to get a new one. */
export interface SliderVerifyProps {
  challenge: SliderChallenge | null;
  /** The piece's position once the user moved it (the server judges it), null before. */
  onAnswer: (answer: SliderAnswer | null) => void;
  onReload: () => void;
}

/**
 * Slider check before an SMS code (§4): slide the piece into the gap of a picture. Only the server
 * knows where the gap is, so the site cannot say whether a drop fits; it sends the position with
 * the code request. A native range input moves the piece, so dragging, tapping and the arrow keys
 * all work and the control has a real label.
 */
export function SliderVerify({ challenge, onAnswer, onReload }: SliderVerifyProps) {
  const { t } = useTranslation();
  const id = useId();
  // The position belongs to one challenge: a new challenge starts the piece at 0 again.
  const [moved, setMoved] = useState<{ challengeId: string; position: number } | null>(null);
  const current = challenge !== null && moved?.challengeId === challenge.challengeId ? moved : null;
  const position = current?.position ?? 0;

  function move(value: number): void {
    if (!challenge) return;
    setMoved({ challengeId: challenge.challengeId, position: value });
    onAnswer({ challengeId: challenge.challengeId, position: value });
  }

  const reload = (
    <Button type="button" $variant="ghost" onClick={onReload}>
      {t('slider.reload')}
    </Button>
  );
  if (!challenge) {
    return (
      <Field>
        <HintText>{t('slider.unavailable')}</HintText>
        {reload}
      </Field>
    );
  }
  const { width, height, pieceSize, pieceY } = challenge;
  return (
    <Field>
      <Label htmlFor={id}>{t('slider.label')}</Label>
      <Picture dir="ltr">
        <Background src={challenge.background} alt={t('slider.picture')} width={width} height={height} />
        <Piece
          src={challenge.piece}
          alt=""
          style={{ left: percent(position, width), top: percent(pieceY, height), width: percent(pieceSize, width) }}
        />
      </Picture>
      <Track dir="ltr">
        <input
          id={id}
          type="range"
          name="sliderPosition"
          min={0}
          max={width - pieceSize}
          step={1}
          value={position}
          onChange={(e) => move(Number(e.target.value))}
          aria-describedby={`${id}-status`}
        />
      </Track>
      <HintText id={`${id}-status`} aria-live="polite">
        {current ? t('slider.placed') : t('slider.hint')}
      </HintText>
      {reload}
    </Field>
  );
}
