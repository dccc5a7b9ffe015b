import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_IMAGE_TYPES } from '@common/contract/announcements';
import type { ConsoleMallItem } from '@common/contract/consoleLoyalty';
import { MALL_DESCRIPTION_MAX, MALL_ITEM_KINDS, MALL_TITLE_MAX, type MallItemKind } from '@common/rules/loyalty';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LanguageFields } from '../../components/LanguageFields';
import { Alert, Card, EditorColumns, Field, Input, Muted, Row, Select, Subtitle } from '../../components/ui';
import { LoyaltyStore } from '../../stores/LoyaltyStore';
import { useFeature } from '../../stores/context';
import { MALL_BOUNDS, mallItemFormOf, mallItemOfForm, type MallItemForm } from './forms/mallItem';
import { MallCard } from './MallCard';
import { EditorButtons } from './ListParts';

const TEXT_KEYS = { legend: 'loyalty.language', addLanguage: 'loyalty.addLanguage', add: 'loyalty.add' } as const;

/** One labelled input of the form. */
function Text({ label, value, onChange, ...rest }: { label: string; value: string; onChange: (value: string) => void; type?: string; inputMode?: 'decimal' | 'numeric' }) {
  return (
    <Field>
      {label}
      <Input {...rest} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** Creates (item null) or changes a mall item: its kind's figures, texts per language, picture, price, stock and limits, schedule; the member's card beside it. An ended item is read only. */
export const MallEditor = observer(function MallEditor({ item, onDone }: { item: ConsoleMallItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  const [form, setForm] = useState<MallItemForm>(() => mallItemFormOf(item));
  const [problem, setProblem] = useState<string | null>(null);
  // An earlier editor's refusal is not this one's.
  useEffect(() => {
    store.savingItem.clear();
    store.upload.clear();
  }, [store]);
  const editable = item?.state !== 'ended';
  const set = (patch: Partial<MallItemForm>) => setForm((current) => ({ ...current, ...patch }));
  const languages = store.languages([...Object.keys(form.title), ...Object.keys(form.description)]);
  // Functional update: the operator may type elsewhere while the upload runs.
  const uploadImage = async (file: File | undefined) => {
    const url = file ? await store.uploadImage(file) : null;
    if (url) set({ imageUrl: url });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = mallItemOfForm(form);
    setProblem('problem' in result ? result.problem : null);
    if ('value' in result && (await store.saveItem(item?.id ?? null, result.value))) onDone();
  };
  const textFields = [
    { labelKey: 'loyalty.mall.titleIn', value: form.title, onChange: (title: MallItemForm['title']) => set({ title }), maxLength: MALL_TITLE_MAX, readOnly: !editable },
    { labelKey: 'loyalty.mall.descriptionIn', value: form.description, onChange: (description: MallItemForm['description']) => set({ description }), maxLength: MALL_DESCRIPTION_MAX, multiline: true, readOnly: !editable },
  ];
  return (
    <Card aria-labelledby="mall-editor">
      <Subtitle id="mall-editor">{item ? t('loyalty.mall.editing', { id: item.id }) : t('loyalty.mall.new')}</Subtitle>
      {!editable && <Muted>{t('loyalty.endedNote')}</Muted>}
      <EditorColumns>
        <form onSubmit={(event) => void submit(event)}>
          <fieldset disabled={!editable}>
            <Row>
              <Field>
                {t('loyalty.mall.kind')}
                <Select value={form.kind} disabled={!!item && item.state !== 'draft'} onChange={(e) => set({ kind: e.target.value as MallItemKind })}>
                  {MALL_ITEM_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`loyalty.kinds.${kind}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Text label={t('loyalty.mall.price')} inputMode="numeric" value={form.price} onChange={(price) => set({ price })} />
              {form.kind === 'bonus' && <Text label={t('loyalty.mall.bonusAmount')} inputMode="decimal" value={form.bonusAmount} onChange={(bonusAmount) => set({ bonusAmount })} />}
              {form.kind === 'bonus' && <Text label={t('loyalty.mall.multiplier', MALL_BOUNDS)} inputMode="decimal" value={form.multiplier} onChange={(multiplier) => set({ multiplier })} />}
              {form.kind === 'lotteryTicket' && <Text label={t('loyalty.mall.gameCode')} value={form.lotteryGameCode} onChange={(lotteryGameCode) => set({ lotteryGameCode })} />}
              {form.kind === 'lotteryTicket' && <Text label={t('loyalty.mall.ticketStake')} inputMode="decimal" value={form.ticketStake} onChange={(ticketStake) => set({ ticketStake })} />}
            </Row>
            <Muted>{t(`loyalty.kindNotes.${form.kind}`)}</Muted>
            <LanguageFields languages={languages} fields={textFields} keys={TEXT_KEYS} canAdd={editable} />
            <Row>
              <Text label={t('loyalty.mall.image')} value={form.imageUrl} onChange={(imageUrl) => set({ imageUrl })} />
              <Field>
                {t('loyalty.mall.uploadImage')}
                <Input type="file" accept={ANNOUNCEMENT_IMAGE_TYPES.join(',')} disabled={store.upload.loading} onChange={(e) => void uploadImage(e.target.files?.[0])} />
              </Field>
            </Row>
            <ErrorMessage failure={store.upload.error} />
            <Row>
              <Text label={t('loyalty.mall.stock')} inputMode="numeric" value={form.stock} onChange={(stock) => set({ stock })} />
              <Text label={t('loyalty.mall.perMemberLimit')} inputMode="numeric" value={form.perMemberLimit} onChange={(perMemberLimit) => set({ perMemberLimit })} />
              <Text label={t('loyalty.mall.minLevel')} inputMode="numeric" value={form.minLevelRank} onChange={(minLevelRank) => set({ minLevelRank })} />
              <Text label={t('loyalty.mall.sortOrder')} inputMode="numeric" value={form.sortOrder} onChange={(sortOrder) => set({ sortOrder })} />
            </Row>
            <Row>
              <Text label={t('loyalty.startsAt')} type="datetime-local" value={form.startsAt} onChange={(startsAt) => set({ startsAt })} />
              <Text label={t('loyalty.endsAt')} type="datetime-local" value={form.endsAt} onChange={(endsAt) => set({ endsAt })} />
            </Row>
          </fieldset>
          {problem && <Alert role="alert">{t(`loyalty.problems.${problem}`, MALL_BOUNDS)}</Alert>}
          <ErrorMessage failure={store.savingItem.error} />
          <EditorButtons editable={editable} saving={store.savingItem.loading} onDone={onDone} />
        </form>
        <MallCard form={form} languages={languages} />
      </EditorColumns>
    </Card>
  );
});
