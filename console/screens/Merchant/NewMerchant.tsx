import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_CODE_PATTERN } from '@common/contract/consoleMerchant';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Button, Card, Field, Input, Muted, Row, Select, Subtitle } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { MerchantStore } from '../../stores/MerchantStore';

/** A new merchant (platform owners): its settings copied from the template merchant or one picked. */
export const NewMerchant = observer(function NewMerchant() {
  const { t } = useTranslation();
  const store = useFeature(MerchantStore);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [trialCode, setTrialCode] = useState('');
  const [copyFrom, setCopyFrom] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await store.create({ code: code.trim(), name: name.trim(), ...(trialCode.trim() ? { trialCode: trialCode.trim() } : {}), ...(copyFrom ? { copyFrom } : {}) });
    if (done) [setCode, setName, setTrialCode, setCopyFrom].forEach((set) => set(''));
  };
  return (
    <Card as="form" aria-labelledby="new-merchant" onSubmit={(event: FormEvent) => void submit(event)}>
      <Subtitle id="new-merchant">{t('merchant.new')}</Subtitle>
      <Muted>{t('merchant.newIntro')}</Muted>
      <Row>
        <Field>
          {t('merchant.code')}
          <Input required pattern={MERCHANT_CODE_PATTERN.slice(1, -1)} value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
        <Field>
          {t('merchant.name')}
          <Input required maxLength={64} value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field>
          {t('merchant.trialCode')}
          <Input pattern={MERCHANT_CODE_PATTERN.slice(1, -1)} value={trialCode} placeholder={code ? `${code}TRIAL` : undefined} onChange={(e) => setTrialCode(e.target.value)} />
        </Field>
        <Field>
          {t('merchant.copyFrom')}
          <Select value={copyFrom} onChange={(e) => setCopyFrom(e.target.value)}>
            <option value="">{t('merchant.copyTemplate')}</option>
            {(store.merchants.value ?? []).map((m) => (
              <option key={m.code} value={m.code}>
                {m.name} ({m.code})
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={store.save.loading}>
          {t('merchant.create')}
        </Button>
      </Row>
      {store.savedSection === 'create' && <ErrorMessage failure={store.save.error} />}
    </Card>
  );
});
