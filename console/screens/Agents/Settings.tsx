import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentSettings } from '@common/contract/consoleAgents';
import { LoadState } from '../../components/Loading';
import { SaveOutcome } from '../../components/SaveOutcome';
import { Alert, Button, Card, Field, Input, Muted, Row, Subtitle } from '../../components/ui';
import { AgentsStore } from '../../stores/AgentsStore';
import { useFeature } from '../../stores/context';
import type { AgentProblem } from './forms/offer';
import { REBATE_BOUNDS, settingsFormOf, settingsOfForm, type SettingsForm } from './forms/settings';

/** The merchant's agent settings: the daily downline transfer cap, the payout approval threshold, the default top-level rebate rate. */
export const Settings = observer(function Settings() {
  const { t } = useTranslation();
  const store = useFeature(AgentsStore);
  useEffect(() => {
    store.savingSettings.clear();
    void store.loadSettings();
  }, [store]);
  const settings = store.settings.value;
  return (
    <Card aria-labelledby="agents-settings">
      <Subtitle id="agents-settings">{t('agents.settings.title')}</Subtitle>
      <LoadState of={store.settings} />
      {settings && <SettingsEditor key={settings.merchantCode} settings={settings} />}
    </Card>
  );
});

const SettingsEditor = observer(function SettingsEditor({ settings }: { settings: AgentSettings }) {
  const { t } = useTranslation();
  const store = useFeature(AgentsStore);
  const [form, setForm] = useState<SettingsForm>(() => settingsFormOf(settings));
  const [problem, setProblem] = useState<AgentProblem | null>(null);
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
          {t('agents.settings.transferDailyCap')}
          <Input inputMode="decimal" value={form.transferDailyCap} onChange={(e) => setForm({ ...form, transferDailyCap: e.target.value })} />
        </Field>
        <Field>
          {t('agents.settings.payoutApprovalThreshold')}
          <Input inputMode="decimal" value={form.payoutApprovalThreshold} onChange={(e) => setForm({ ...form, payoutApprovalThreshold: e.target.value })} />
        </Field>
        <Field>
          {t('agents.settings.topRebate', REBATE_BOUNDS)}
          <Input inputMode="decimal" value={form.topRebate} onChange={(e) => setForm({ ...form, topRebate: e.target.value })} />
        </Field>
      </Row>
      <Muted>{t('agents.settings.note')}</Muted>
      {problem && <Alert role="alert">{t(`agents.problems.${problem}`, REBATE_BOUNDS)}</Alert>}
      <SaveOutcome of={store.savingSettings} savedKey="agents.saved" />
      <Button type="submit" disabled={store.savingSettings.loading}>
        {t('agents.save')}
      </Button>
    </form>
  );
});
