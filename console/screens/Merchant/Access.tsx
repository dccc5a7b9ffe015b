import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantSettings } from '@common/contract/consoleMerchant';
import type { RegisterField } from '@common/contract/system';
import { DataTable, type Column } from '../../components/DataTable';
import { Field, Input, TextArea } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { MerchantStore } from '../../stores/MerchantStore';
import { Section } from './Section';

/** Codes typed with commas, spaces or new lines between them, as a list (empty parts dropped). */
export function listOf(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

/** Region restriction: the countries (ISO codes) and address ranges (CIDR) whose visitors see the restriction page. */
export function Region({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation();
  const store = useFeature(MerchantStore);
  const [countries, setCountries] = useState(settings.regionRestriction.blockedCountries.join(', '));
  const [cidrs, setCidrs] = useState(settings.regionRestriction.blockedCidrs.join('\n'));
  const save = () => store.update('regionRestriction', { blockedCountries: listOf(countries).map((c) => c.toUpperCase()), blockedCidrs: listOf(cidrs) });
  return (
    <Section id="regionRestriction" onSave={save}>
      <Field>
        {t('merchant.blockedCountries')}
        <Input value={countries} placeholder="US, SG" onChange={(e) => setCountries(e.target.value)} />
      </Field>
      <Field>
        {t('merchant.blockedCidrs')}
        <TextArea value={cidrs} placeholder="203.0.113.0/24" onChange={(e) => setCidrs(e.target.value)} />
      </Field>
    </Section>
  );
}

/** The registration form's fields: shown or not, required or not (a hidden field is never required), and the minimum age. */
export function RegisterFields({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation();
  const store = useFeature(MerchantStore);
  const [fields, setFields] = useState(settings.register.fields);
  const [minAge, setMinAge] = useState(String(settings.register.minAge));
  const set = (field: RegisterField, patch: Partial<RegisterField>) =>
    setFields(fields.map((f) => (f.name === field.name ? { ...f, ...patch, required: (patch.show ?? f.show) && (patch.required ?? f.required) } : f)));
  const columns: Column<RegisterField>[] = [
    { labelKey: 'merchant.field', render: (f) => f.name },
    { labelKey: 'merchant.shown', render: (f) => <input type="checkbox" aria-label={t('merchant.showField', { field: f.name })} checked={f.show} onChange={(e) => set(f, { show: e.target.checked })} /> },
    {
      labelKey: 'merchant.required',
      render: (f) => <input type="checkbox" aria-label={t('merchant.requireField', { field: f.name })} checked={f.required} disabled={!f.show} onChange={(e) => set(f, { required: e.target.checked })} />,
    },
  ];
  const age = Number(minAge);
  const save = () => store.update('registerFields', { fields, ...(minAge.trim() && Number.isInteger(age) ? { minAge: age } : {}) });
  return (
    <Section id="registerFields" onSave={save}>
      <DataTable caption={t('merchant.sections.registerFields')} columns={columns} rows={fields} rowKey={(f) => f.name} />
      <Field>
        {t('merchant.minAge')}
        <Input type="number" min={0} max={100} value={minAge} onChange={(e) => setMinAge(e.target.value)} />
      </Field>
    </Section>
  );
}
