import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@common/contract/announcements';
import { Button, Field, Input, Row, Subtitle, TextArea } from '../../components/ui';

/**
 * A title (and a text, unless a banner) per language: the merchant's languages, and one more the
 * operator adds (an upper-case code, as the Language header carries it).
 */
export function LanguageTexts({ languages, title, content, withContent, onTitle, onContent }: {
  languages: string[];
  title: LocalizedText;
  content: LocalizedText;
  withContent: boolean;
  onTitle: (text: LocalizedText) => void;
  onContent: (text: LocalizedText) => void;
}) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const shown = [...new Set([...languages, ...Object.keys(title), ...Object.keys(content), ...added])];
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
            <Subtitle as="span">{t('content.language', { lang })}</Subtitle>
          </legend>
          <Field>
            {t('content.titleIn', { lang })}
            <Input value={title[lang] ?? ''} maxLength={200} onChange={(e) => onTitle({ ...title, [lang]: e.target.value })} />
          </Field>
          {withContent && (
            <Field>
              {t('content.textIn', { lang })}
              <TextArea value={content[lang] ?? ''} maxLength={5000} onChange={(e) => onContent({ ...content, [lang]: e.target.value })} />
            </Field>
          )}
        </fieldset>
      ))}
      <Row>
        <Field>
          {t('content.addLanguage')}
          <Input value={code} maxLength={3} placeholder="EN" onChange={(e) => setCode(e.target.value)} />
        </Field>
        <Button type="button" $variant="plain" onClick={add}>
          {t('content.add')}
        </Button>
      </Row>
    </>
  );
}
