import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConsoleIssue, SettlementStatus } from '@common/contract/consoleCatalog';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadState } from '../../components/Loading';
import { PagedTable } from '../../components/PagedTable';
import { Code, Field, Muted, Row, Select, Subtitle } from '../../components/ui';
import { dateTime } from '../../format';
import { useFeature } from '../../stores/context';
import { LotteryStore } from '../../stores/LotteryStore';

export const SETTLEMENTS: readonly SettlementStatus[] = ['settled', 'pending', 'failed'];

/** A failed settlement stands out: the scheduler retries, but someone should look. */
const Settlement = styled.span<{ $failed: boolean }>`
  font-weight: ${(p) => (p.$failed ? 700 : 400)};
  color: ${(p) => (p.$failed ? p.theme.colors.danger : p.theme.colors.text)};
`;

function SettlementMark({ issue }: { issue: ConsoleIssue }) {
  const { t } = useTranslation();
  return <Settlement $failed={issue.settlement === 'failed'}>{t(`lottery.settlements.${issue.settlement}`)}</Settlement>;
}

const UPCOMING: Column<ConsoleIssue>[] = [
  { labelKey: 'lottery.game', render: (i) => i.gameCode },
  { labelKey: 'lottery.issue', render: (i) => i.issueNumber },
  { labelKey: 'lottery.closesAt', render: (i) => dateTime(i.closesAt) },
  { labelKey: 'lottery.drawAt', render: (i) => dateTime(i.drawAt) },
  { labelKey: 'lottery.seedHash', render: (i) => <Code>{i.seedHash}</Code> },
];

const RESULTS: Column<ConsoleIssue>[] = [
  { labelKey: 'lottery.game', render: (i) => i.gameCode },
  { labelKey: 'lottery.issue', render: (i) => i.issueNumber },
  { labelKey: 'lottery.drawAt', render: (i) => dateTime(i.drawAt) },
  { labelKey: 'lottery.numbers', render: (i) => i.numbers.join(' ') },
  { labelKey: 'lottery.seed', render: (i) => (i.seed ? <Code>{i.seed}</Code> : '') },
  { labelKey: 'lottery.seedHash', render: (i) => <Code>{i.seedHash}</Code> },
  { labelKey: 'lottery.settlement', render: (i) => <SettlementMark issue={i} /> },
  { labelKey: 'lottery.settledAt', render: (i) => dateTime(i.settledAt) },
];

/** The issues to come (their seed hashes published) and the results (the seed revealed, settlement status), by game and settlement. */
export const Issues = observer(function Issues() {
  const { t } = useTranslation();
  const store = useFeature(LotteryStore);
  const upcoming = store.upcoming.value;
  return (
    <section>
      <Row>
        <Field>
          {t('lottery.game')}
          <Select value={store.gameCode ?? ''} onChange={(e) => void store.show({ gameCode: e.target.value || undefined, settlement: store.settlement })}>
            <option value="">{t('lottery.allGames')}</option>
            {(store.games.value ?? []).map((g) => (
              <option key={g.gameCode} value={g.gameCode}>
                {g.labelName}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          {t('lottery.settlement')}
          <Select value={store.settlement ?? ''} onChange={(e) => void store.show({ gameCode: store.gameCode, settlement: (e.target.value || undefined) as SettlementStatus | undefined })}>
            <option value="">{t('lottery.anySettlement')}</option>
            {SETTLEMENTS.map((s) => (
              <option key={s} value={s}>
                {t(`lottery.settlements.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      <Subtitle>{t('lottery.upcoming')}</Subtitle>
      <Muted>{t('lottery.upcomingNote')}</Muted>
      <LoadState of={store.upcoming} />
      {upcoming && <DataTable caption={t('lottery.upcoming')} columns={UPCOMING} rows={upcoming} rowKey={(i) => `${i.gameCode}:${i.issueNumber}`} />}
      <Subtitle>{t('lottery.results')}</Subtitle>
      <Muted>{t('lottery.resultsNote')}</Muted>
      <PagedTable of={store.results} caption={t('lottery.results')} columns={RESULTS} rowKey={(i) => `${i.gameCode}:${i.issueNumber}`} load={(n) => void store.loadResults(n)} />
    </section>
  );
});
