import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgreementVersionValue } from '@common/contract/agreement';
import { AGREEMENT_BODY_MAX_CHARS, AGREEMENT_TITLE_MAX_CHARS } from '@common/rules/protection';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Alert, Button, Card, Field, Input, Row, Subtitle, TabNav, TextArea } from '../../components/ui';
import { AgreementStore } from '../../stores/AgreementStore';
import { useFeature } from '../../stores/context';
import { REQUIRED_LANGUAGE, textsToSend, type Texts, type TextsProblem } from './texts';

/**
 * Writes a new draft (version null) or changes one: a title and a body per language, one language
 * at a time (English first and required). A published version opens read-only.
 */
export const Editor = observer(function Editor({ version, onDone }: { version: AgreementVersionValue | null; onDone: () => void }) {
  const { t } = useTranslation();
  const store = useFeature(AgreementStore);
  const readOnly = version?.status === 'published';
  const [texts, setTexts] = useState<Texts>(() => ({ [REQUIRED_LANGUAGE]: { title: '', body: '' }, ...version?.texts }));
  const [language, setLanguage] = useState(REQUIRED_LANGUAGE);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ problem: TextsProblem; language: string } | null>(null);
  const text = texts[language] ?? { title: '', body: '' };
  const set = (patch: Partial<typeof text>) => setTexts({ ...texts, [language]: { ...text, ...patch } });
  const addLanguage = () => {
    const lang = code.trim().toUpperCase();
    if (/^[A-Z]{2,3}$/.test(lang)) {
      if (!texts[lang]) setTexts({ ...texts, [lang]: { title: '', body: '' } });
      setLanguage(lang);
    }
    setCode('');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = textsToSend(texts);
    setProblem('problem' in checked ? checked : null);
    if ('texts' in checked && (await store.saveDraft(version?.id ?? null, checked.texts))) onDone();
  };
  const heading = version === null ? t('agreements.newDraft') : version.version === null ? t('agreements.editingDraft', { id: version.id }) : t('agreements.viewing', { version: version.version });
  return (
    <Card aria-labelledby="agreement-editor">
      <Subtitle id="agreement-editor">{heading}</Subtitle>
      <form onSubmit={(event) => void submit(event)}>
        <TabNav aria-label={t('agreements.languages')}>
          {Object.keys(texts).map((lang) => (
            <Button key={lang} type="button" $variant={lang === language ? 'primary' : 'plain'} aria-pressed={lang === language} onClick={() => setLanguage(lang)}>
              {lang}
            </Button>
          ))}
        </TabNav>
        <Field>
          {t('agreements.titleIn', { lang: language })}
          <Input value={text.title} maxLength={AGREEMENT_TITLE_MAX_CHARS} readOnly={readOnly} required={language === REQUIRED_LANGUAGE} onChange={(e) => set({ title: e.target.value })} />
        </Field>
        <Field>
          {t('agreements.bodyIn', { lang: language })}
          <TextArea rows={16} value={text.body} maxLength={AGREEMENT_BODY_MAX_CHARS} readOnly={readOnly} required={language === REQUIRED_LANGUAGE} onChange={(e) => set({ body: e.target.value })} />
        </Field>
        {!readOnly && (
          <Row>
            <Field>
              {t('agreements.addLanguage')}
              <Input value={code} maxLength={3} placeholder="BN" onChange={(e) => setCode(e.target.value)} />
            </Field>
            <Button type="button" $variant="plain" onClick={addLanguage}>
              {t('agreements.add')}
            </Button>
          </Row>
        )}
        <p>{t('agreements.plainText')}</p>
        {problem && <Alert role="alert">{t(`agreements.problems.${problem.problem}`, { lang: problem.language })}</Alert>}
        <ErrorMessage failure={store.save.error} />
        <Row>
          {!readOnly && (
            <Button type="submit" disabled={store.save.loading}>
              {t('agreements.save')}
            </Button>
          )}
          <Button type="button" $variant="plain" onClick={onDone}>
            {t(readOnly ? 'agreements.close' : 'agreements.cancel')}
          </Button>
        </Row>
      </form>
    </Card>
  );
});
