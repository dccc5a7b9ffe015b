import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNEL_ADAPTERS, type ChannelAdapterId } from '@common/contract/consolePayments';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Alert, Button, Card, Field, Row, Select, Subtitle } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { PaymentsStore } from '../../stores/PaymentsStore';
import { CHANNEL_MEMBER_TYPES, channelInputOf, draftOfChannel, isManual, type ChannelDraft, type ChannelProblem, type NameRow } from './channelDraft';
import { CheckField, TextField } from './fields';

/** The channel's display name per language (en is the fallback the site uses). */
function Names({ rows, onChange }: { rows: NameRow[]; onChange: (rows: NameRow[]) => void }) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<NameRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset>
      <legend>{t('payments.names')}</legend>
      {rows.map((row, i) => (
        <Row key={i}>
          <TextField label={t('payments.nameLanguage', { n: i + 1 })} value={row.lang} onChange={(lang) => set(i, { lang })} placeholder="en" />
          <TextField label={t('payments.nameText', { n: i + 1 })} value={row.name} onChange={(name) => set(i, { name })} />
          <Button type="button" $variant="plain" aria-label={t('payments.removeName', { n: i + 1 })} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            {t('payments.remove')}
          </Button>
        </Row>
      ))}
      <Button type="button" $variant="plain" onClick={() => onChange([...rows, { lang: '', name: '' }])}>
        {t('payments.addName')}
      </Button>
    </fieldset>
  );
}

/** Creates a channel or edits every field of one; code and adapter are fixed once created (its deposits and secret belong to them). */
export const ChannelForm = observer(function ChannelForm() {
  const { t } = useTranslation();
  const store = useFeature(PaymentsStore);
  const editing = store.editing;
  const existing = typeof editing === 'number' ? (store.channels.value ?? []).find((c) => c.id === editing) ?? null : null;
  const [draft, setDraft] = useState<ChannelDraft>(() => draftOfChannel(existing));
  const [problem, setProblem] = useState<ChannelProblem | null>(null);
  const set = (patch: Partial<ChannelDraft>) => setDraft({ ...draft, ...patch });
  const text = (key: keyof ChannelDraft, money = false) => <TextField label={t(`payments.fields.${key}`)} value={draft[key] as string} onChange={(value) => set({ [key]: value })} money={money} />;
  const title = existing ? t('payments.editChannel', { code: existing.code }) : t('payments.newChannel');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const made = channelInputOf(draft, store.merchantCode!);
    setProblem('problem' in made ? made.problem : null);
    if ('input' in made) void store.saveChannel(made.input);
  };
  return (
    <Card as="form" aria-label={title} onSubmit={submit}>
      <Subtitle>{title}</Subtitle>
      <Row>
        <TextField label={t('payments.fields.code')} value={draft.code} onChange={(code) => set({ code })} disabled={existing !== null} required />
        <Field>
          {t('payments.fields.adapter')}
          <Select value={draft.adapter} disabled={existing !== null} onChange={(e) => set({ adapter: e.target.value as ChannelAdapterId })}>
            {CHANNEL_ADAPTERS.map((adapter) => (
              <option key={adapter} value={adapter}>
                {t(`payments.adapters.${adapter}`)}
              </option>
            ))}
          </Select>
        </Field>
        {text('sort')}
        {text('icon')}
      </Row>
      <Names rows={draft.names} onChange={(names) => set({ names })} />
      <Row>
        <CheckField label={t('payments.fields.depositEnabled')} checked={draft.depositEnabled} onChange={(depositEnabled) => set({ depositEnabled })} />
        <CheckField label={t('payments.fields.withdrawEnabled')} checked={draft.withdrawEnabled} onChange={(withdrawEnabled) => set({ withdrawEnabled })} />
      </Row>
      <fieldset>
        <legend>{t('payments.fields.memberTypes')}</legend>
        {CHANNEL_MEMBER_TYPES.map((type) => (
          <CheckField
            key={type}
            label={t('payments.memberType', { type })}
            checked={draft.memberTypes.includes(type)}
            onChange={(on) => set({ memberTypes: on ? [...draft.memberTypes, type] : draft.memberTypes.filter((m) => m !== type) })}
          />
        ))}
      </fieldset>
      <Row>
        {text('minDeposit', true)}
        {text('maxDeposit', true)}
        {text('depositFeePercent', true)}
        {text('depositFeeFixed', true)}
        {text('dailyDepositCap', true)}
      </Row>
      <Row>
        {text('minWithdraw', true)}
        {text('maxWithdraw', true)}
        {text('withdrawFeePercent', true)}
        {text('withdrawFeeFixed', true)}
        {text('dailyWithdrawCap', true)}
      </Row>
      {text('presets')}
      {isManual(draft.adapter) && (
        <Row>
          {text('accountNumber')}
          {text('accountName')}
          {text('bankName')}
        </Row>
      )}
      {problem && <Alert role="alert">{t(`payments.problems.${problem}`)}</Alert>}
      {store.changed === 'channel' && <ErrorMessage failure={store.change.error} />}
      <Row>
        <Button type="submit" disabled={store.change.loading}>
          {t('payments.save')}
        </Button>
        <Button type="button" $variant="plain" onClick={() => store.edit(null)}>
          {t('payments.cancel')}
        </Button>
      </Row>
    </Card>
  );
});
