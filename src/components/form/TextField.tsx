import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { Message } from '../../stores';
import { FieldMessage } from './FieldMessage';
import { Field, Input, Label, Row } from './styles';

/** Props of TextField: the input's own attributes plus a visible label and its message. */
/** Input attributes of every username box: phones must not capitalise or autocorrect account names. */
export const USERNAME_INPUT = { autoComplete: 'username', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> {
  /** The request field name (§2: username, password, mobileNum, messageCode, identifying). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Validation message (i18n key or server text); shown under the input. */
  error?: Message | null;
  /** Controls beside the input, e.g. a show-password toggle or the get-code button. */
  after?: ReactNode;
}

/** A labelled text input whose label stays visible (placeholders vanish while typing). */
export function TextField({ name, label, value, onChange, error, after, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  const messageId = `${inputId}-message`;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Row>
        <Input
          {...input}
          id={inputId}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
        />
        {after}
      </Row>
      <FieldMessage id={messageId} error={error} />
    </Field>
  );
}
