import { useTranslation } from 'react-i18next';
import type { ReviewField } from '@common/contract/review';
import { Thumbnail } from '../../components/Thumbnail';
import { dateTime, money } from '../../format';

/** A field's value as its type reads: money in 2 decimals, a time in local time, a picture as a thumbnail opening full size. */
export function FieldValue({ field }: { field: ReviewField }) {
  const { t } = useTranslation();
  const n = Number(field.value);
  switch (field.type) {
    case 'money':
      return <>{field.value !== '' && Number.isSafeInteger(n) ? money(n) : field.value}</>;
    case 'time':
      return <>{field.value !== '' && Number.isFinite(n) ? dateTime(n) : field.value}</>;
    case 'image':
      // An empty value: the source could not sign a link this time (the field still says a picture exists).
      return field.value ? <Thumbnail url={field.value} label={t(field.labelKey)} /> : null;
    default:
      return <>{field.value}</>;
  }
}
