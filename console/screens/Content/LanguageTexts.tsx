import type { LocalizedText } from '@common/contract/announcements';
import { LanguageFields } from '../../components/LanguageFields';

const KEYS = { legend: 'content.language', addLanguage: 'content.addLanguage', add: 'content.add' } as const;

/** A title (and a text, unless a banner) per language: the merchant's languages, and one more the operator adds. */
export function LanguageTexts({ languages, title, content, withContent, onTitle, onContent }: {
  languages: string[];
  title: LocalizedText;
  content: LocalizedText;
  withContent: boolean;
  onTitle: (text: LocalizedText) => void;
  onContent: (text: LocalizedText) => void;
}) {
  const fields = [
    { labelKey: 'content.titleIn', value: title, onChange: onTitle, maxLength: 200 },
    ...(withContent ? [{ labelKey: 'content.textIn', value: content, onChange: onContent, maxLength: 5000, multiline: true }] : []),
  ];
  return <LanguageFields languages={languages} fields={fields} keys={KEYS} />;
}
