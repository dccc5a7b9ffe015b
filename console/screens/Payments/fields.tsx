import type { InputHTMLAttributes } from 'react';
import { Check, Field, Input } from '../../components/ui';

/** A labelled text input (the label names it for screen readers); `money`: typed with 2 decimals. */
export function TextField({ label, value, onChange, money = false, ...rest }: { label: string; value: string; onChange: (value: string) => void; money?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <Field>
      {label}
      <Input {...rest} value={value} inputMode={money ? 'decimal' : rest.inputMode} placeholder={money ? '0.00' : rest.placeholder} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** A labelled checkbox. */
export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Check>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </Check>
  );
}
