import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LimitValue } from '@common/contract/protection';
import { LIMIT_PERIODS, type LimitKind } from '@common/rules/protection';
import { Note, Rows } from '../../../components/payments/styles';
import { Card, Muted } from '../../../components/ui';
import { LimitRow } from './LimitRow';

/** One kind of money limit (deposit, loss or wager) over its three windows, with the rule for changes. */
export const LimitCard = observer(function LimitCard({ kind, limits }: { kind: LimitKind; limits: readonly LimitValue[] }) {
  const { t } = useTranslation();
  const id = `limits-${kind}`;
  const rows = LIMIT_PERIODS.map((period) => limits.find((l) => l.kind === kind && l.period === period)).filter((l): l is LimitValue => !!l);
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{t(`protection.limitsTitle.${kind}`)}</h2>
      <Muted>{t(`protection.kindHint.${kind}`)}</Muted>
      <Note>{t('protection.rule')}</Note>
      <Rows>
        {rows.map((limit) => (
          <LimitRow key={limit.period} limit={limit} />
        ))}
      </Rows>
    </Card>
  );
});
