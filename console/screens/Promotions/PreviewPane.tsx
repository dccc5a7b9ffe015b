import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/Loading';
import { Alert, Button, Field, Row, Select } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { PromotionStore } from '../../stores/PromotionStore';
import { PROBLEM_BOUNDS, draftOfForm, type Form, type FormProblem } from './draft';
import { PromotionPreview } from './Preview';

/**
 * The member's view of the form as it stands, in a chosen language: the server renders the card
 * (so the preview shows exactly what members will get), on request and again when the language changes.
 */
export const PreviewPane = observer(function PreviewPane({ form }: { form: Form }) {
  const { t } = useTranslation();
  const store = useFeature(PromotionStore);
  const languages = [...new Set([...store.languages, ...Object.keys(form.title)])];
  const [lang, setLang] = useState(languages[0] ?? 'EN');
  const [shownIn, setShownIn] = useState<string | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // A card from an earlier editor is not this one's.
  useEffect(() => store.preview.clear(), [store]);
  const show = (language: string) => {
    const checked = draftOfForm(form);
    setProblem('problem' in checked ? checked.problem : null);
    if ('draft' in checked) {
      setShownIn(language);
      void store.showPreview(checked.draft, language);
    }
  };
  const pick = (language: string) => {
    setLang(language);
    if (shownIn) show(language);
  };
  const card = shownIn ? store.preview.value : null;
  return (
    <div>
      <Row>
        <Field>
          {t('promotions.previewLanguage')}
          <Select value={lang} onChange={(e) => pick(e.target.value)}>
            {languages.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </Select>
        </Field>
        <Button type="button" $variant="plain" onClick={() => show(lang)}>
          {t('promotions.showPreview')}
        </Button>
      </Row>
      {problem && <Alert role="alert">{t(`promotions.problems.${problem}`, PROBLEM_BOUNDS)}</Alert>}
      <LoadState of={store.preview} />
      {card && shownIn && <PromotionPreview card={card} lang={shownIn} />}
    </div>
  );
});
