import { useStores } from '../../stores';

/** Dates of loyalty screens in the member's language: a day, or a day and a time. */
export function useDate(withTime = false): (ms: number) => string {
  const { language } = useStores();
  const format = new Intl.DateTimeFormat(language.code, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
  return (ms) => format.format(ms);
}
