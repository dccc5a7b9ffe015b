import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeature, useStores } from '../stores/context';
import { MerchantStore } from '../stores/MerchantStore';
import { Button, Field, Input, Row } from './ui';

/**
 * Which merchant a screen shows, for a platform-wide operator (a merchant's operator sees only its
 * own and gets no picker). `allowAll`: an empty choice means every merchant (the dashboard).
 */
export const MerchantPicker = observer(function MerchantPicker({ value, onChange, allowAll = false }: { value: string | null; onChange: (merchantCode: string | null) => void; allowAll?: boolean }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const merchants = useFeature(MerchantStore);
  const [code, setCode] = useState(value ?? '');
  const platformWide = session.me?.merchantCode === null;
  // The codes to choose from, when the operator may read the merchants (merchant.settings); any code can still be typed.
  const offer = platformWide && session.may('merchant.settings');
  useEffect(() => void (offer && merchants.loadList()), [offer, merchants]);
  if (!platformWide) return null;
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
          <Input list="merchant-codes" value={code} onChange={(e) => setCode(e.target.value)} placeholder={allowAll ? t('merchantPicker.all') : undefined} />
        </Field>
        <datalist id="merchant-codes">
          {(merchants.merchants.value ?? []).map((m) => (
            <option key={m.code} value={m.code}>
              {m.name}
            </option>
          ))}
        </datalist>
        <Button type="submit">{t('merchantPicker.show')}</Button>
      </Row>
    </form>
  );
});
