import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRace } from '@common/contract/consoleLoyalty';
import { RACE_METRICS, RACE_RECURRENCES, RACE_TITLE_MAX, type RaceMetric, type RaceRecurrence } from '@common/rules/loyalty';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LanguageFields } from '../../components/LanguageFields';
import { GameTypeTicks } from '../../components/Ticks';
import { Alert, Card, Field, Input, Muted, Row, Select, Subtitle } from '../../components/ui';
import { LoyaltyStore } from '../../stores/LoyaltyStore';
import { useFeature } from '../../stores/context';
import { RACE_BOUNDS, raceFormOf, raceOfForm, type RaceForm } from './forms/race';
import { REWARD_BOUNDS } from './forms/reward';
import { PrizeTiers } from './PrizeTiers';
import { EditorButtons } from './ListParts';

const TEXT_KEYS = { legend: 'loyalty.language', addLanguage: 'loyalty.addLanguage', add: 'loyalty.add' } as const;

/** Creates (race null) or changes a race: title per language, what it scores, how it repeats, the game types that count, its schedule and prizes. An ended race is read only. */
export const RaceEditor = observer(function RaceEditor({ race, onDone }: { race: ConsoleRace | null; onDone: () => void }) {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  const [form, setForm] = useState<RaceForm>(() => raceFormOf(race));
  const [problem, setProblem] = useState<{ problem: string; row?: number } | null>(null);
  useEffect(() => store.savingRace.clear(), [store]);
  const editable = race?.state !== 'ended';
  const set = (patch: Partial<RaceForm>) => setForm((current) => ({ ...current, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = raceOfForm(form);
    setProblem('problem' in result ? result : null);
    if ('value' in result && (await store.saveRace(race?.id ?? null, result.value))) onDone();
  };
  const problemText = problem && t(`loyalty.problems.${problem.problem}`, { ...RACE_BOUNDS, ...REWARD_BOUNDS });
  const title = { labelKey: 'loyalty.races.titleIn', value: form.title, onChange: (text: RaceForm['title']) => set({ title: text }), maxLength: RACE_TITLE_MAX, readOnly: !editable };
  return (
    <Card aria-labelledby="race-editor">
      <Subtitle id="race-editor">{race ? t('loyalty.races.editing', { id: race.id }) : t('loyalty.races.new')}</Subtitle>
      {!editable && <Muted>{t('loyalty.endedNote')}</Muted>}
      <form onSubmit={(event) => void submit(event)}>
        <fieldset disabled={!editable}>
          <LanguageFields languages={store.languages(Object.keys(form.title))} fields={[title]} keys={TEXT_KEYS} canAdd={editable} />
          <Row>
            <Field>
              {t('loyalty.races.metric')}
              <Select value={form.metric} onChange={(e) => set({ metric: e.target.value as RaceMetric })}>
                {RACE_METRICS.map((metric) => (
                  <option key={metric} value={metric}>
                    {t(`loyalty.metrics.${metric}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              {t('loyalty.races.recurrence')}
              <Select value={form.recurrence} onChange={(e) => set({ recurrence: e.target.value as RaceRecurrence })}>
                {RACE_RECURRENCES.map((recurrence) => (
                  <option key={recurrence} value={recurrence}>
                    {t(`loyalty.recurrences.${recurrence}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              {t('loyalty.startsAt')}
              <Input type="datetime-local" value={form.startsAt} onChange={(e) => set({ startsAt: e.target.value })} />
            </Field>
            <Field>
              {t(form.recurrence === 'custom' ? 'loyalty.races.endsAtCustom' : 'loyalty.endsAt', RACE_BOUNDS)}
              <Input type="datetime-local" value={form.endsAt} onChange={(e) => set({ endsAt: e.target.value })} />
            </Field>
          </Row>
          <Muted>{t(`loyalty.recurrenceNotes.${form.recurrence}`)}</Muted>
          <GameTypeTicks legend={t('loyalty.races.gameTypes')} value={form.gameTypes} onChange={(gameTypes) => set({ gameTypes })} />
          <PrizeTiers tiers={form.prizes} onChange={(prizes) => set({ prizes })} />
        </fieldset>
        {problem && <Alert role="alert">{problem.row ? t('loyalty.races.problemAt', { row: problem.row, problem: problemText }) : problemText}</Alert>}
        <ErrorMessage failure={store.savingRace.error} />
        <EditorButtons editable={editable} saving={store.savingRace.loading} onDone={onDone} />
      </form>
    </Card>
  );
});
