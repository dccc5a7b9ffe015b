import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryEntry } from '@common/contract/system';
import { Field, Label, Select } from './styles';

/** The country's name in the reader's language where the browser knows it, else the server's. */
function countryName(entry: CountryEntry, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(entry.countryCode) ?? entry.name;
  } catch {
    return entry.name; // older browsers lack Intl.DisplayNames
  }
}

/** Props of CountryDialingCodeSelect: the countries, the chosen countryCode and the change handler. */
export interface CountryDialingCodeSelectProps {
  countries: CountryEntry[];
  /** countryCode of the chosen entry, e.g. "BD". */
  value: string;
  onChange: (entry: CountryEntry) => void;
}

/** Country dialing code picker (field name countryDialingCode), a native select for cheap phones. */
export function CountryDialingCodeSelect({ countries, value, onChange }: CountryDialingCodeSelectProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{t('form.dialingCode')}</Label>
      <Select
        id={id}
        name="countryDialingCode"
        value={value}
        onChange={(e) => {
          const entry = countries.find((c) => c.countryCode === e.target.value);
          if (entry) onChange(entry);
        }}
      >
        {countries.map((c) => (
          <option key={c.countryCode} value={c.countryCode}>
            {`+${c.countryDialingCode} ${countryName(c, i18n.language)}`}
          </option>
        ))}
      </Select>
    </Field>
  );
}
