import { useTranslation } from 'react-i18next';
import { dayEnd, dayStart } from '../format';
import { Field, Input } from './ui';

/** The date inputs' values (YYYY-MM-DD, empty: open). */
export interface Dates {
  from: string;
  to: string;
}

/** A range as a query's from/to in epoch ms: the first day's start to the last day's end. */
export function rangeOf(dates: Dates): { from?: number; to?: number } {
  return { from: dayStart(dates.from), to: dayEnd(dates.to) };
}

/** From and to date fields of a filter form. */
export function DateRange({ value, onChange }: { value: Dates; onChange: (dates: Dates) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Field>
        {t('filters.from')}
        <Input type="date" value={value.from} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      </Field>
      <Field>
        {t('filters.to')}
        <Input type="date" value={value.to} onChange={(e) => onChange({ ...value, to: e.target.value })} />
      </Field>
    </>
  );
}
