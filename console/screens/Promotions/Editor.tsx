import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_IMAGE_TYPES } from '@common/contract/announcements';
import type { ConsolePromotion } from '@common/contract/promotions';
import { PROMOTION_SUMMARY_MAX, PROMOTION_TERMS_MAX, PROMOTION_TITLE_MAX, CREATABLE_PROMOTION_TYPES, type PromotionType } from '@common/rules/promotions';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LanguageFields } from '../../components/LanguageFields';
import { Alert, Button, Card, EditorColumns, Field, Input, Muted, Row, Select, Subtitle } from '../../components/ui';
import { useFeature, useStores } from '../../stores/context';
import { PromotionStore } from '../../stores/PromotionStore';
import { PROBLEM_BOUNDS, draftOfForm, editableWhen, formOf, type Form, type FormProblem } from './draft';
import { Eligibility } from './Eligibility';
import { TypeFigures, Wagering } from './Figures';
import { PreviewPane } from './PreviewPane';

const TEXT_KEYS = { legend: 'promotions.language', addLanguage: 'promotions.addLanguage', add: 'promotions.add' } as const;

/**
 * Creates (promotion null) or changes a promotion: a draft's every field, a live or paused one's
 * texts, image and schedule only (its figures are fixed once members take part), an ended one read
 * only; the member's view of it beside the form, in a chosen language.
 */
export const Editor = observer(function Editor({ promotion, onDone }: { promotion: ConsolePromotion | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const store = useFeature(PromotionStore);
  const [form, setForm] = useState<Form>(() => formOf(promotion));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const editable = editableWhen(promotion?.state ?? null);
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  // Functional update: the operator may type elsewhere while the upload runs.
  const uploadImage = async (file: File | undefined) => {
    const url = file ? await store.uploadImage(file) : null;
    if (url) set({ imageUrl: url });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = draftOfForm(form);
    setProblem('problem' in checked ? checked.problem : null);
    if ('draft' in checked && (await store.store(promotion?.id ?? null, checked.draft))) onDone();
  };
  const textFields = [
    { labelKey: 'promotions.titleIn', value: form.title, onChange: (title: Form['title']) => set({ title }), maxLength: PROMOTION_TITLE_MAX },
    { labelKey: 'promotions.summaryIn', value: form.summary, onChange: (summary: Form['summary']) => set({ summary }), maxLength: PROMOTION_SUMMARY_MAX, multiline: true },
    { labelKey: 'promotions.termsIn', value: form.terms, onChange: (terms: Form['terms']) => set({ terms }), maxLength: PROMOTION_TERMS_MAX, multiline: true },
  ].map((field) => ({ ...field, readOnly: !editable.texts }));
  return (
    <Card aria-labelledby="promotion-editor">
      <Subtitle id="promotion-editor">{promotion ? t('promotions.editing', { id: promotion.id }) : t('promotions.new')}</Subtitle>
      {promotion && !editable.figures && <Muted>{t(editable.texts ? 'promotions.liveNote' : 'promotions.endedNote', { state: t(`promotions.states.${promotion.state}`) })}</Muted>}
      <EditorColumns>
        <form onSubmit={(event) => void submit(event)}>
          <fieldset disabled={!editable.texts}>
            <Row>
              <Field>
                {t('promotions.type')}
                <Select value={form.type} disabled={!editable.figures} onChange={(e) => set({ type: e.target.value as PromotionType })}>
                  {CREATABLE_PROMOTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`promotions.types.${type}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field>
                {t('promotions.startsAt')}
                <Input type="datetime-local" value={form.startsAt} onChange={(e) => set({ startsAt: e.target.value })} />
              </Field>
              <Field>
                {t('promotions.endsAt')}
                <Input type="datetime-local" value={form.endsAt} onChange={(e) => set({ endsAt: e.target.value })} />
              </Field>
              <Field>
                {t('promotions.sortOrder')}
                <Input type="number" value={form.sortOrder} onChange={(e) => set({ sortOrder: e.target.value })} />
              </Field>
            </Row>
            <Muted>{t(`promotions.typeNotes.${form.type}`)}</Muted>
            <LanguageFields languages={store.languages} fields={textFields} keys={TEXT_KEYS} canAdd={editable.texts} />
            <Row>
              <Field>
                {t('promotions.image')}
                <Input value={form.imageUrl} placeholder="https://…" onChange={(e) => set({ imageUrl: e.target.value })} />
              </Field>
              {session.may('content.manage') && (
                <Field>
                  {t('promotions.uploadImage')}
                  <Input type="file" accept={ANNOUNCEMENT_IMAGE_TYPES.join(',')} disabled={store.upload.loading} onChange={(e) => void uploadImage(e.target.files?.[0])} />
                </Field>
              )}
            </Row>
            <ErrorMessage failure={store.upload.error} />
          </fieldset>
          <fieldset disabled={!editable.figures}>
            <Eligibility form={form} set={set} />
            <TypeFigures form={form} set={set} />
            <Wagering form={form} set={set} />
          </fieldset>
          {problem && <Alert role="alert">{t(`promotions.problems.${problem}`, PROBLEM_BOUNDS)}</Alert>}
          <ErrorMessage failure={store.save.error} />
          <Row>
            {editable.texts && (
              <Button type="submit" disabled={store.save.loading}>
                {t('promotions.save')}
              </Button>
            )}
            <Button type="button" $variant="plain" onClick={onDone}>
              {t(editable.texts ? 'promotions.cancel' : 'promotions.close')}
            </Button>
          </Row>
        </form>
        <PreviewPane form={form} />
      </EditorColumns>
    </Card>
  );
});
