import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, Select, TextField } from '../../../components/form';
import { SegmentedSwitch } from '../../../components/SegmentedSwitch';
import { Button } from '../../../components/ui';
import { useFeature, useStores } from '../../../stores';
import { OrderStore } from '../../../stores/OrderStore';
import { formatMinor } from '../../../utils/money';
import type { BetSlip } from '../betSlip';
import { useServerNow } from '../../../components/lottery/Countdown';
import { Facts } from './styles';

const ChaseLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.s};
  /* The shared Select: theme colours; a bare select kept the browser's light grey under the theme's light text (1.04:1). */
  select { width: auto; min-width: ${(p) => p.theme.base.touchTarget}; }
`;

const formatOdds = (thousandths: number) => `${(thousandths / 1000).toFixed(3).replace(/\.?0+$/, '')}×`;

/** Prize mode, stake, multiple and chase; the units, total and win per hit; the place button. */
export const StakePanel = observer(function StakePanel({ slip }: { slip: BetSlip }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const orders = useFeature(OrderStore);
  const now = useServerNow();
  const chaseable = slip.chaseable(now);
  const draft = slip.draft(now);
  const place = async () => {
    if (!draft) return;
    if (await orders.place(draft)) {
      slip.clearSelection();
      ui.showToast({ key: 'lottery.orderPlaced' }, 'success');
      void orders.loadOrders();
    }
  };
  return (
    <>
      {slip.info.tile.prizeModes.length > 1 && (
        <SegmentedSwitch
          label={t('lottery.prizeMode')}
          options={slip.info.tile.prizeModes.map((mode) => ({ value: mode, label: t(`lottery.mode.${mode}`) }))}
          value={slip.prizeMode}
          onChange={(mode) => slip.setPrizeMode(mode)}
        />
      )}
      <Facts>
        <dt>{t('lottery.odds')}</dt>
        <dd>{slip.odds === undefined ? '—' : formatOdds(slip.odds)}</dd>
        <dt>{t('lottery.rebate')}</dt>
        <dd>{`${slip.rebateBp / 100}%`}</dd>
      </Facts>
      <TextField name="unitStake" label={t('lottery.unitStake')} value={slip.unitStakeText} onChange={(v) => slip.setUnitStake(v)} inputMode="decimal" error={slip.unitStake ? null : { key: 'lottery.badStake' }} />
      <TextField name="multiple" label={t('lottery.multiple')} value={slip.multipleText} onChange={(v) => slip.setMultiple(v)} inputMode="numeric" error={slip.multiple ? null : { key: 'lottery.badMultiple' }} />
      <ChaseLabel>
        {t('lottery.chaseIssues')}
        <Select name="chase" value={Math.min(slip.chaseCount, Math.max(1, chaseable.length))} onChange={(e) => slip.setChase(Number(e.target.value), slip.stopOnWin)}>
          {chaseable.map((issue, i) => (
            <option key={issue.issueNumber} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </Select>
      </ChaseLabel>
      {slip.chaseCount > 1 && (
        <Checkbox name="stopOnWin" label={t('lottery.stopOnWin')} checked={slip.stopOnWin} onChange={(checked) => slip.setChase(slip.chaseCount, checked)} />
      )}
      <Facts aria-live="polite">
        <dt>{t('lottery.units')}</dt>
        <dd data-testid="units">{slip.units}</dd>
        <dt>{t('lottery.total')}</dt>
        <dd data-testid="total">{formatMinor(slip.total(now))}</dd>
        <dt>{t('lottery.winPerHit')}</dt>
        <dd data-testid="win">{formatMinor(slip.winPerHit)}</dd>
      </Facts>
      <Button type="button" onClick={() => void place()} disabled={!draft || orders.placing}>
        {t('lottery.placeOrder')}
      </Button>
    </>
  );
});
