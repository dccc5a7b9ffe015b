import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import { TextField, type TextFieldProps } from './TextField';

/** A password TextField with a show/hide toggle (typing blind on a phone keyboard is error-prone). */
export function PasswordField({ autoComplete = 'current-password', ...props }: Omit<TextFieldProps, 'type' | 'after'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      after={
        <Button type="button" $variant="ghost" aria-label={t('form.showPassword')} aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {visible ? t('form.hide') : t('form.show')}
        </Button>
      }
    />
  );
}
