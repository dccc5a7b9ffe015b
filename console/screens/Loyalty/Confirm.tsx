import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../../stores/base/Loadable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Alert, Button, Card, Field, Row, TextArea } from '../../components/ui';

/**
 * A confirmation of a step that matters (publish, end, ship, cancel): what it does in words, a note
 * when the step takes one (required: the confirm waits for it), the server's refusal, confirm or cancel.
 */
export const Confirm = observer(function Confirm({ message, confirmLabel, danger, note, of, onConfirm, onCancel }: {
  message: string;
  confirmLabel: string;
  danger?: boolean;
  note?: { label: string; required: boolean; maxLength: number };
  of: Loadable<unknown>;
  onConfirm: (note: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const headingId = useId();
  // An earlier step's refusal is not this one's.
  useEffect(() => of.clear(), [of]);
  const missing = !!note?.required && !text.trim();
  const confirm = async () => {
    if (await onConfirm(text.trim())) onCancel();
  };
  return (
    <Card role="alertdialog" aria-labelledby={headingId}>
      <Alert id={headingId}>{message}</Alert>
      {note && (
        <Field>
          {note.label}
          <TextArea value={text} required={note.required} maxLength={note.maxLength} onChange={(e) => setText(e.target.value)} />
        </Field>
      )}
      <ErrorMessage failure={of.error} />
      <Row>
        <Button type="button" $variant={danger ? 'danger' : 'primary'} disabled={of.loading || missing} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
        <Button type="button" $variant="plain" onClick={onCancel}>
          {t('loyalty.cancel')}
        </Button>
      </Row>
    </Card>
  );
});
