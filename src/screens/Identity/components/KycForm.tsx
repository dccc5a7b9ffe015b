import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENTS, KYC_FIELD_MAX, type KycDocument, type KycFields } from '@common/contract/payments';
import { ImagePicker } from '../../../components/form/ImagePicker';
import { TextField } from '../../../components/form/TextField';
import { useFields, type FieldRule } from '../../../components/form/useFields';
import { Actions } from '../../../components/payments/styles';
import { Button, Card } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { KycStore } from '../../../stores/KycStore';

type FieldKey = keyof KycFields;
const FIELD_KEYS: FieldKey[] = ['address', 'nationality', 'occupation', 'sourceOfIncome'];
const filled: FieldRule = (v) => (v.trim() ? null : { key: 'kyc.required' });
const RULES: Record<FieldKey, FieldRule> = { address: filled, nationality: filled, occupation: filled, sourceOfIncome: filled };

/**
 * The §3 verification fields: the three document pictures (one each, §5 rules), then the four
 * answers. A resubmission after a rejection starts from the answers given and needs only the
 * pictures that change: the server keeps the others.
 */
export const KycForm = observer(function KycForm() {
  const { t } = useTranslation();
  const store = useFeature(KycStore);
  // A resubmission starts from the answers of the rejected one; the pictures are taken again.
  const fields = useFields<FieldKey>(() => ({ address: '', nationality: '', occupation: '', sourceOfIncome: '', ...store.kyc?.fields }), RULES);
  const [documents, setDocuments] = useState<Record<KycDocument, File[]>>({ front: [], back: [], selfie: [] });
  const [tried, setTried] = useState(false);
  const onFile = store.documentsOnFile;
  const missing = KYC_DOCUMENTS.filter((d) => documents[d].length === 0 && !onFile[d]);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTried(true);
    if (!fields.validate(FIELD_KEYS) || missing.length > 0) return;
    // Only the pictures chosen: after a rejection the server keeps the others.
    const files = Object.fromEntries(KYC_DOCUMENTS.filter((d) => documents[d][0]).map((d) => [d, documents[d][0]]));
    await store.submit({ fields: fields.values, documents: files });
  }

  return (
    <Card aria-labelledby="kyc-form">
      <h2 id="kyc-form">{t(store.kyc?.status === 'rejected' ? 'kyc.resubmitTitle' : 'kyc.formTitle')}</h2>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="kyc-form">
        {KYC_DOCUMENTS.map((document) => (
          <ImagePicker
            key={document}
            name={document}
            label={t(`kyc.document.${document}`)}
            pictures={documents[document]}
            max={1}
            note={onFile[document] ? t('kyc.documentOnFile') : undefined}
            onChange={(pictures) => setDocuments((d) => ({ ...d, [document]: pictures }))}
          />
        ))}
        {tried && missing.length > 0 && <p role="alert">{t('kyc.documentsMissing')}</p>}
        {FIELD_KEYS.map((key) => (
          <TextField
            key={key}
            name={key}
            label={t(`kyc.field.${key}`)}
            maxLength={KYC_FIELD_MAX}
            autoComplete={key === 'address' ? 'street-address' : 'off'}
            value={fields.values[key]}
            onChange={(v) => fields.set(key, v)}
            onBlur={() => fields.touch(key)}
            error={fields.error(key)}
          />
        ))}
        <Actions>
          <Button type="submit" disabled={store.busy}>
            {t('kyc.submit')}
          </Button>
        </Actions>
      </form>
    </Card>
  );
});
