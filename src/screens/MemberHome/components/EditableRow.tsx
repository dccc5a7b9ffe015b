import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField, useFields, type FieldRule } from '../../../components/form';
import { Button } from '../../../components/ui';

/** A label and its value on one line (the profile's rows). */
export const InfoRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.base.space.s};
  min-height: ${(p) => p.theme.base.touchTarget};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  > span:first-child { color: ${(p) => p.theme.colors.textMuted}; }
  > strong { flex: 1; text-align: end; font-weight: 600; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.base.space.s};
`;

/** Props of EditableRow: the field's name, label and value, its rule and how to save it. */
export interface EditableRowProps {
  name: string;
  label: string;
  value: string | null | undefined;
  rule: FieldRule;
  onSave: (value: string) => Promise<boolean>;
  busy: boolean;
  inputType?: InputHTMLAttributes<HTMLInputElement>['type'];
}

/** The edit form, mounted on edit so it starts from the value as it is now. */
function EditForm({ name, label, value, rule, onSave, busy, inputType = 'text', onClose }: EditableRowProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const fields = useFields({ [name]: value ?? '' }, { [name]: rule });

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (fields.validate([name]) && (await onSave(fields.values[name]))) onClose();
  }

  return (
    <form noValidate onSubmit={(e) => void save(e)} aria-label={label}>
      <TextField
        name={name}
        label={label}
        type={inputType}
        value={fields.values[name]}
        onChange={(v) => fields.set(name, v)}
        onBlur={() => fields.touch(name)}
        error={fields.error(name)}
        autoFocus
      />
      <Actions>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('member.save')}
        </Button>
      </Actions>
    </form>
  );
}

/** A profile value with an edit button; editing shows a labelled field with save and cancel. */
export function EditableRow(props: EditableRowProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (editing) return <EditForm {...props} onClose={() => setEditing(false)} />;
  return (
    <InfoRow>
      <span>{props.label}</span>
      <strong>{props.value || t('member.notSet')}</strong>
      <Button type="button" $variant="ghost" onClick={() => setEditing(true)} aria-label={t('member.editField', { field: props.label })}>
        {t('member.edit')}
      </Button>
    </InfoRow>
  );
}
