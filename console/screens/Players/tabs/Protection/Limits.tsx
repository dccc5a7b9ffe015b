import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LimitValue, PendingChangeValue, ProtectionValue } from '@common/contract/protection';
import { DataTable, type Column } from '../../../../components/DataTable';
import { Facts } from '../../../../components/Facts';
import { Card, Subtitle } from '../../../../components/ui';
import { dateTime, money } from '../../../../format';

/** A pending change in words: the new value (or removal), from when, and whether it waits for the player. */
export function pendingText(t: TFunction, pending: PendingChangeValue | null, show: (value: number) => string): string {
  if (!pending) return '';
  const at = dateTime(pending.effectiveAt);
  const change = pending.value === null ? t('players.protection.pendingRemoval', { at }) : t('players.protection.pendingValue', { value: show(pending.value), at });
  return pending.confirmable ? `${change} ${t('players.protection.awaitingConfirmation')}` : change;
}

/** The nine money limits (set or not) with used, when it frees and what is pending; then the session limit and the reality check. */
export function Limits({ value }: { value: ProtectionValue }) {
  const { t } = useTranslation();
  const minutes = (m: number) => t('players.protection.minutes', { count: m });
  const columns: Column<LimitValue>[] = [
    { labelKey: 'players.protection.kindLabel', render: (l) => t(`players.protection.kind.${l.kind}`) },
    { labelKey: 'players.protection.periodLabel', render: (l) => t(`players.protection.period.${l.period}`) },
    { labelKey: 'players.protection.limit', render: (l) => (l.amount === null ? t('players.protection.none') : money(l.amount)) },
    { labelKey: 'players.protection.used', render: (l) => money(l.used) },
    { labelKey: 'players.protection.freesAt', render: (l) => dateTime(l.freesAt) },
    { labelKey: 'players.protection.pending', render: (l) => pendingText(t, l.pending, money) },
  ];
  return (
    <Card>
      <Subtitle>{t('players.protection.limits')}</Subtitle>
      <DataTable caption={t('players.protection.limits')} columns={columns} rows={value.limits} rowKey={(l) => `${l.kind}.${l.period}`} />
      <Facts
        rows={[
          ['players.protection.sessionLimit', value.sessionLimit.minutes === null ? t('players.protection.none') : minutes(value.sessionLimit.minutes)],
          ['players.protection.pending', pendingText(t, value.sessionLimit.pending, minutes)],
          ['players.protection.realityCheck', value.realityCheck.minutes === null ? t('players.protection.off') : t('players.protection.every', { count: value.realityCheck.minutes })],
          ['players.protection.pending', pendingText(t, value.realityCheck.pending, minutes)],
        ]}
      />
    </Card>
  );
}
