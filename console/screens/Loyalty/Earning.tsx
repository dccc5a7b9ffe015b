import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltySettings } from '@common/contract/consoleLoyalty';
import { GAME_TYPES } from '@common/contract/games';
import { LoadState } from '../../components/Loading';
import { SaveOutcome } from '../../components/SaveOutcome';
import { Alert, Button, Card, Field, Input, Muted, Row, Subtitle } from '../../components/ui';
import { LoyaltyStore } from '../../stores/LoyaltyStore';
import { useFeature } from '../../stores/context';
import { SETTINGS_BOUNDS, settingsFormOf, settingsOfForm, type SettingsForm } from './forms/settings';

/** Earning and points: how long points last, the default rate and each game type's own, as points per 1.00 staked. */
export const Earning = observer(function Earning() {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  useEffect(() => {
    store.savingSettings.clear();
    void store.loadSettings();
  }, [store]);
  const settings = store.settings.value;
  return (
    <Card aria-labelledby="loyalty-earning">
      <Subtitle id="loyalty-earning">{t('loyalty.earning.title')}</Subtitle>
      <Muted>{t('loyalty.earning.note')}</Muted>
      <LoadState of={store.settings} />
      {settings && <SettingsEditor key={settings.merchantCode} settings={settings} />}
    </Card>
  );
});

const SettingsEditor = observer(function SettingsEditor({ settings }: { settings: LoyaltySettings }) {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  const [form, setForm] = useState<SettingsForm>(() => settingsFormOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = settingsOfForm(form, store.code ?? settings.merchantCode);
    setProblem('problem' in result ? result.problem : null);
    if ('value' in result) await store.saveSettings(result.value);
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Row>
        <Field>
          {t('loyalty.earning.expiryDays', SETTINGS_BOUNDS)}
          <Input type="number" min={SETTINGS_BOUNDS.daysMin} max={SETTINGS_BOUNDS.daysMax} value={form.expiryDays} onChange={(e) => setForm({ ...form, expiryDays: e.target.value })} />
        </Field>
        <Field>
          {t('loyalty.earning.defaultRate')}
          <Input inputMode="decimal" value={form.defaultRate} onChange={(e) => setForm({ ...form, defaultRate: e.target.value })} />
        </Field>
      </Row>
      <fieldset>
        <legend>{t('loyalty.earning.rates')}</legend>
        <Row>
          {GAME_TYPES.map((type) => (
            <Field key={type}>
              {t('loyalty.earning.rateOf', { type })}
              <Input inputMode="decimal" size={6} value={form.rates[type] ?? ''} placeholder={form.defaultRate} onChange={(e) => setForm({ ...form, rates: { ...form.rates, [type]: e.target.value } })} />
            </Field>
          ))}
        </Row>
      </fieldset>
      {problem && <Alert role="alert">{t(`loyalty.problems.${problem}`, SETTINGS_BOUNDS)}</Alert>}
      <SaveOutcome of={store.savingSettings} savedKey="loyalty.saved" />
      <Button type="submit" disabled={store.savingSettings.loading}>
        {t('loyalty.save')}
      </Button>
    </form>
  );
});
