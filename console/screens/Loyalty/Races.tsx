import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRace } from '@common/contract/consoleLoyalty';
import type { Column } from '../../components/DataTable';
import { PagedTable } from '../../components/PagedTable';
import { Button, Row } from '../../components/ui';
import { dateTime } from '../../format';
import { LoyaltyStore } from '../../stores/LoyaltyStore';
import { useFeature } from '../../stores/context';
import { Confirm } from './Confirm';
import { RaceEditor } from './RaceEditor';
import { Standings } from './Standings';
import { StateFilter } from './ListParts';
import { StateButtons, firstText, type StateAction } from './StateActions';

type Panel = { editor: ConsoleRace | null } | { standings: ConsoleRace } | { change: ConsoleRace; action: StateAction } | null;

/** Races by state, a page at a time: write them and their prizes, move them through their states, see a period's standings. */
export const Races = observer(function Races() {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  const [panel, setPanel] = useState<Panel>(null);
  useEffect(() => {
    void store.loadLanguages();
    void store.races.load(1);
  }, [store]);
  const columns: Column<ConsoleRace>[] = [
    { labelKey: 'loyalty.id', render: (r) => r.id },
    { labelKey: 'loyalty.races.race', render: (r) => firstText(r.title) },
    { labelKey: 'loyalty.races.metric', render: (r) => t(`loyalty.metrics.${r.metric}`) },
    { labelKey: 'loyalty.races.recurrence', render: (r) => t(`loyalty.recurrences.${r.recurrence}`) },
    { labelKey: 'loyalty.state', render: (r) => t(`loyalty.states.${r.state}`) },
    { labelKey: 'loyalty.startsAt', render: (r) => dateTime(r.startsAt) },
    { labelKey: 'loyalty.endsAt', render: (r) => dateTime(r.endsAt) },
    {
      labelKey: 'loyalty.actionsHeader',
      render: (r) => {
        const title = firstText(r.title);
        const open = r.state === 'ended' ? 'view' : 'edit';
        return (
          <Row>
            <Button type="button" $variant="plain" onClick={() => setPanel({ editor: r })} aria-label={t(`loyalty.${open}Named`, { title })}>
              {t(`loyalty.${open}`)}
            </Button>
            {r.state !== 'draft' && (
              <Button type="button" $variant="plain" onClick={() => setPanel({ standings: r })} aria-label={t('loyalty.races.standingsNamed', { title })}>
                {t('loyalty.races.standings')}
              </Button>
            )}
            <StateButtons state={r.state} title={title} onAction={(action) => setPanel({ change: r, action })} />
          </Row>
        );
      },
    },
  ];
  const close = () => setPanel(null);
  return (
    <>
      <Row>
        <StateFilter value={store.races.filter} onChange={(state) => void store.races.load(1, state)} />
        <Button type="button" onClick={() => setPanel({ editor: null })}>
          {t('loyalty.races.new')}
        </Button>
      </Row>
      {panel && 'editor' in panel && <RaceEditor key={panel.editor?.id ?? 'new'} race={panel.editor} onDone={close} />}
      {panel && 'standings' in panel && <Standings key={panel.standings.id} race={panel.standings} onClose={close} />}
      {panel && 'change' in panel && (
        <Confirm
          key={`${panel.change.id}:${panel.action}`}
          message={t(`loyalty.races.confirm.${panel.action}`, { title: firstText(panel.change.title) })}
          confirmLabel={t(`loyalty.actions.${panel.action}`)}
          danger={panel.action === 'end'}
          of={store.changing}
          onConfirm={() => store.act('race', panel.change.id, panel.action)}
          onCancel={close}
        />
      )}
      <PagedTable of={store.races.list} caption={t('loyalty.sections.races')} columns={columns} rowKey={(r) => r.id} load={(page) => void store.races.load(page)} />
    </>
  );
});
