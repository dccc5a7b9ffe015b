import { useTranslation } from 'react-i18next';
import type { ProtectionEventValue } from '@common/contract/protection';
import { DataTable, type Column } from '../../../../components/DataTable';
import { Card, Subtitle } from '../../../../components/ui';
import { dateTime } from '../../../../format';

/** The player's protection changes, newest first: who (the player or an operator), what, and why. */
export function History({ events }: { events: readonly ProtectionEventValue[] }) {
  const { t } = useTranslation();
  // Two events may share a time and action: the row's place in the list is its key.
  const rows = events.map((e, key) => ({ ...e, key }));
  const columns: Column<ProtectionEventValue>[] = [
    { labelKey: 'players.at', render: (e) => dateTime(e.at) },
    { labelKey: 'players.protection.actor', render: (e) => (e.actor === 'member' ? t('players.protection.by.member') : e.actor) },
    // An action the console has no words for yet shows as the server named it.
    { labelKey: 'players.protection.action', render: (e) => t(`players.protection.actions.${e.action.replace(/\./g, '_')}`, { defaultValue: e.action }) },
    { labelKey: 'players.protection.detail', render: (e) => e.detail },
    { labelKey: 'players.protection.reason', render: (e) => e.reason ?? '' },
  ];
  return (
    <Card>
      <Subtitle>{t('players.protection.history')}</Subtitle>
      <DataTable caption={t('players.protection.history')} columns={columns} rows={rows} rowKey={(e) => e.key} />
    </Card>
  );
}
