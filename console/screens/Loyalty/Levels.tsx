import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LevelDraft } from '@common/contract/consoleLoyalty';
import { LEVEL_NAME_MAX, LEVELS_MAX } from '@common/rules/loyalty';
import { LanguageFields } from '../../components/LanguageFields';
import { LoadState } from '../../components/Loading';
import { SaveOutcome } from '../../components/SaveOutcome';
import { Alert, Button, Card, Field, Input, Muted, Row, Subtitle } from '../../components/ui';
import { LoyaltyStore } from '../../stores/LoyaltyStore';
import { useFeature } from '../../stores/context';
import { levelRowOf, levelRowsOf, levelsOfRows, moved, type LevelRow } from './forms/levels';
import { REWARD_BOUNDS } from './forms/reward';
import { RewardFields } from './RewardFields';

const Ladder = styled.ol`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.base.space.l};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.base.space.m};
  > li > fieldset {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.base.radius.small};
    padding: ${(p) => p.theme.base.space.m};
  }
`;

const TEXT_KEYS = { legend: 'loyalty.language', addLanguage: 'loyalty.addLanguage', add: 'loyalty.add' } as const;

/** The level ladder: loaded, written row by row (added, removed, moved), saved whole. */
export const Levels = observer(function Levels() {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  useEffect(() => {
    store.savingLevels.clear();
    void store.loadLanguages();
    void store.loadLevels();
  }, [store]);
  const levels = store.levels.value;
  return (
    <Card aria-labelledby="loyalty-levels">
      <Subtitle id="loyalty-levels">{t('loyalty.levels.title')}</Subtitle>
      <Muted>{t('loyalty.levels.note')}</Muted>
      <LoadState of={store.levels} />
      {levels && <LadderEditor key={JSON.stringify(levels)} levels={levels} />}
    </Card>
  );
});

const LadderEditor = observer(function LadderEditor({ levels }: { levels: LevelDraft[] }) {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  const [rows, setRows] = useState<LevelRow[]>(() => levelRowsOf(levels));
  const [problem, setProblem] = useState<{ problem: string; row?: number } | null>(null);
  const languages = store.languages(rows.flatMap((row) => Object.keys(row.name)));
  const change = (index: number, patch: Partial<LevelRow>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = levelsOfRows(rows);
    setProblem('problem' in result ? result : null);
    if ('value' in result) await store.saveLevels(result.value);
  };
  const problemText = problem && t(`loyalty.problems.${problem.problem}`, { ...REWARD_BOUNDS, levelsMax: LEVELS_MAX });
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Ladder aria-label={t('loyalty.levels.ladder')}>
        {rows.map((row, i) => {
          const rank = i + 1;
          const of = t('loyalty.levels.levelOf', { rank });
          return (
            <li key={row.key}>
              <fieldset>
                <legend>
                  <strong>{of}</strong> · {t('loyalty.levels.members', { count: row.members })}
                </legend>
                <LanguageFields
                  languages={languages}
                  fields={[{ labelKey: 'loyalty.levels.nameIn', value: row.name, onChange: (name) => change(i, { name }), maxLength: LEVEL_NAME_MAX }]}
                  keys={TEXT_KEYS}
                  canAdd={false}
                />
                <Row>
                  <Field>
                    {t('loyalty.levels.threshold', { of })}
                    <Input inputMode="decimal" value={row.threshold} onChange={(e) => change(i, { threshold: e.target.value })} />
                  </Field>
                  <RewardFields of={of} value={row.reward} onChange={(reward) => change(i, { reward })} />
                  <Field>
                    {t('loyalty.levels.rebate', { of })}
                    <Input inputMode="decimal" size={6} value={row.rebate} onChange={(e) => change(i, { rebate: e.target.value })} />
                  </Field>
                </Row>
                <Row>
                  <Button type="button" $variant="plain" disabled={i === 0} onClick={() => setRows(moved(rows, i, -1))} aria-label={t('loyalty.levels.upNamed', { rank })}>
                    {t('loyalty.levels.up')}
                  </Button>
                  <Button type="button" $variant="plain" disabled={i === rows.length - 1} onClick={() => setRows(moved(rows, i, 1))} aria-label={t('loyalty.levels.downNamed', { rank })}>
                    {t('loyalty.levels.down')}
                  </Button>
                  <Button type="button" $variant="danger" disabled={row.members > 0} onClick={() => setRows(rows.filter((_, j) => j !== i))} aria-label={t('loyalty.levels.removeNamed', { rank })}>
                    {t('loyalty.levels.remove')}
                  </Button>
                </Row>
              </fieldset>
            </li>
          );
        })}
      </Ladder>
      <Row>
        <Button type="button" $variant="plain" disabled={rows.length >= LEVELS_MAX} onClick={() => setRows([...rows, { ...levelRowOf(null), threshold: rows.length === 0 ? '0' : '' }])}>
          {t('loyalty.levels.add')}
        </Button>
        <Button type="submit" disabled={store.savingLevels.loading}>
          {t('loyalty.levels.save')}
        </Button>
      </Row>
      {problem && <Alert role="alert">{problem.row ? t('loyalty.problemAt', { row: problem.row, problem: problemText }) : problemText}</Alert>}
      <SaveOutcome of={store.savingLevels} savedKey="loyalty.saved" />
    </form>
  );
});
