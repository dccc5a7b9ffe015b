import { useTranslation } from 'react-i18next';
import { RACE_PRIZE_TIERS_MAX } from '@common/rules/loyalty';
import { Button, Field, Input, Row, Subtitle } from '../../components/ui';
import { tierRowOf, type TierRow } from './forms/race';
import { RewardFields } from './RewardFields';

/** A race's prize tiers: each a range of ranks (from..to; to empty: one rank) and its bonus or points; added and removed. */
export function PrizeTiers({ tiers, onChange }: { tiers: TierRow[]; onChange: (tiers: TierRow[]) => void }) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<TierRow>) => onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));
  return (
    <fieldset>
      <legend>
        <Subtitle as="span">{t('loyalty.races.prizes')}</Subtitle>
      </legend>
      {tiers.map((tier, i) => {
        const of = t('loyalty.races.tierOf', { row: i + 1 });
        return (
          <Row key={tier.key} role="group" aria-label={of}>
            <Field>
              {t('loyalty.races.rankFrom', { of })}
              <Input inputMode="numeric" size={4} value={tier.rankFrom} onChange={(e) => change(i, { rankFrom: e.target.value })} />
            </Field>
            <Field>
              {t('loyalty.races.rankTo', { of })}
              <Input inputMode="numeric" size={4} value={tier.rankTo} onChange={(e) => change(i, { rankTo: e.target.value })} />
            </Field>
            <RewardFields of={of} allowNone={false} value={tier.reward} onChange={(reward) => change(i, { reward })} />
            <Button type="button" $variant="danger" onClick={() => onChange(tiers.filter((_, j) => j !== i))} aria-label={t('loyalty.races.removeTier', { of })}>
              {t('loyalty.races.remove')}
            </Button>
          </Row>
        );
      })}
      <Button type="button" $variant="plain" disabled={tiers.length >= RACE_PRIZE_TIERS_MAX} onClick={() => onChange([...tiers, tierRowOf(null)])}>
        {t('loyalty.races.addTier')}
      </Button>
    </fieldset>
  );
}
