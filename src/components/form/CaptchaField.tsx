import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CAPTCHA_MAX_CHARS } from '@common/rules/limits';
import { CAPTCHA_IMAGE_PX } from '../../config/constants';
import type { Message } from '../../stores';
import { Icon } from '../icons';
import { TextField } from './TextField';

const ImageButton = styled.button`
  min-height: ${(p) => p.theme.base.touchTarget};
  min-width: 96px;
  padding: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.base.radius.medium};
  overflow: hidden;
  img { display: block; height: ${CAPTCHA_IMAGE_PX}px; }
`;

/** Props of CaptchaField: the answer, the image (data: URL) and the tap-to-refresh action. */
export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  image: string | null;
  onRefresh: () => void;
  /** The field was left: forms show its message from then on, not while it is still untouched. */
  onBlur?: () => void;
  error?: Message | null;
  /** The input's field name: identifying on the login form (§2), captcha on the register form. */
  name?: string;
}

/** Captcha answer (field name identifying, 1 to 16 characters); tapping the image asks for a new one. */
export function CaptchaField({ value, onChange, image, onRefresh, onBlur, error, name = 'identifying' }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      name={name}
      label={t('login.identifying')}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      maxLength={CAPTCHA_MAX_CHARS}
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      after={
        <ImageButton type="button" onClick={onRefresh} aria-label={t('captcha.refresh')}>
          {image ? <img src={image} alt={t('captcha.imageAlt')} /> : <Icon name="refresh" />}
        </ImageButton>
      }
    />
  );
}
