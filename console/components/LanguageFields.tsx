import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@common/contract/announcements';
import { Button, Field, Input, Row, Subtitle, TextArea } from './ui';

/** One text written per language: its label key (given {{lang}}), its length bound, a line or a longer text. */
export interface LanguageField {
  labelKey: string;
  value: LocalizedText;
  onChange: (text: LocalizedText) => void;
  maxLength: number;
  multiline?: boolean;
  readOnly?: boolean;
}

/**
 * Texts per language (announcements, promotions): a group of fields for each of the merchant's
 * languages, those already written, and one more the operator adds (an upper-case code, as the
 * Language header carries it). `keys`: the group's legend and the add control's labels.
 */
export function LanguageFields({ languages, fields, keys, canAdd = true }: {
  languages: readonly string[];
  fields: readonly LanguageField[];
  keys: { legend: string; addLanguage: string; add: string };
  canAdd?: boolean;
}) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const shown = [...new Set([...languages, ...fields.flatMap((field) => Object.keys(field.value)), ...added])];
  const add = () => {
    const lang = code.trim().toUpperCase();
    if (/^[A-Z]{2,3}$/.test(lang)) setAdded([...added, lang]);
    setCode('');
  };
  return (
    <>
      {shown.map((lang) => (
        <fieldset key={lang}>
          <legend>
            <Subtitle as="span">{t(keys.legend, { lang })}</Subtitle>
          </legend>
          {fields.map(({ labelKey, value, onChange, maxLength, multiline, readOnly }) => {
            const props = { value: value[lang] ?? '', maxLength, readOnly, onChange: (e: { target: { value: string } }) => onChange({ ...value, [lang]: e.target.value }) };
            return (
              <Field key={labelKey}>
                {t(labelKey, { lang })}
                {multiline ? <TextArea {...props} /> : <Input {...props} />}
              </Field>
            );
          })}
        </fieldset>
      ))}
      {canAdd && (
        <Row>
          <Field>
            {t(keys.addLanguage)}
            <Input value={code} maxLength={3} placeholder="EN" onChange={(e) => setCode(e.target.value)} />
          </Field>
          <Button type="button" $variant="plain" onClick={add}>
            {t(keys.add)}
          </Button>
        </Row>
      )}
    </>
  );
}
