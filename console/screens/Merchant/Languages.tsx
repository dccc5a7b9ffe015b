import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MerchantSettings } from '@common/contract/consoleMerchant';
import { OFFERED_LANGUAGES } from '@common/rules/languages';
import { Alert, Check, Field, Select } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { MerchantStore } from '../../stores/MerchantStore';
import { Section } from './Section';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
`;

/** The languages the member site offers (a subset of the platform's), and the default among them. */
export function Languages({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation();
  const store = useFeature(MerchantStore);
  const [chosen, setChosen] = useState(settings.languages);
  const [defaultLanguage, setDefault] = useState(settings.defaultLanguage);
  const toggle = (code: string, on: boolean) => setChosen(on ? [...chosen, code] : chosen.filter((c) => c !== code));
  // In the platform's order, as the site's selector lists them.
  const ordered = OFFERED_LANGUAGES.map((l) => l.code).filter((code) => chosen.includes(code));
  const valid = ordered.length > 0 && ordered.includes(defaultLanguage);
  return (
    <Section id="languages" onSave={() => valid && store.update('languages', { languages: ordered, defaultLanguage })}>
      <Grid>
        {OFFERED_LANGUAGES.map(({ code }) => (
          <Check key={code}>
            <input type="checkbox" checked={chosen.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
            {code}
          </Check>
        ))}
      </Grid>
      <Field>
        {t('merchant.defaultLanguage')}
        <Select value={defaultLanguage} onChange={(e) => setDefault(e.target.value)}>
          {ordered.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </Select>
      </Field>
      {!valid && <Alert role="alert">{t('merchant.defaultNotOffered')}</Alert>}
    </Section>
  );
}
