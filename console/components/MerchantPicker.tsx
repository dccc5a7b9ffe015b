import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import { Button, Field, Input, Row } from './ui';

/**
 * Which merchant a screen shows, for a platform-wide operator (a merchant's operator sees only its
 * own and gets no picker). `allowAll`: an empty choice means every merchant (the dashboard).
 */
export const MerchantPicker = observer(function MerchantPicker({ value, onChange, allowAll = false }: { value: string | null; onChange: (merchantCode: string | null) => void; allowAll?: boolean }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const [code, setCode] = useState(value ?? '');
  if (session.me?.merchantCode !== null) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = code.trim();
    if (picked || allowAll) onChange(picked || null);
  };
  return (
    <form onSubmit={submit}>
      <Row>
        <Field>
          {t('merchantPicker.label')}
          <Input value={code} onChange={(e) => setCode(e.target.value)} placeholder={allowAll ? t('merchantPicker.all') : undefined} />
        </Field>
        <Button type="submit">{t('merchantPicker.show')}</Button>
      </Row>
    </form>
  );
});
