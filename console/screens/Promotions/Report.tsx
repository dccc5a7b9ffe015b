import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePromotion, PromotionReport } from '@common/contract/promotions';
import { Facts } from '../../components/Facts';
import { LoadState } from '../../components/Loading';
import { Button, Card, Subtitle } from '../../components/ui';
import { money } from '../../format';
import { useFeature } from '../../stores/context';
import { PromotionStore } from '../../stores/PromotionStore';
import { titleOf } from './StateChange';

/** A count and its amount, as one figure reads: "3 · 150.00". */
const counted = (count: number, amount: number) => `${count} · ${money(amount)}`;

/** The report's rows (console keys promotions.report.<row>). */
export function reportRows(r: PromotionReport): [string, string][] {
  const rows: [string, string][] = [
    ['joined', String(r.joined)],
    ['applications', `${r.applications.pending} / ${r.applications.approved} / ${r.applications.rejected}`],
    ['granted', counted(r.bonuses.count, r.bonuses.granted)],
    ['members', String(r.bonuses.members)],
    ['completed', counted(r.bonuses.completedCount, r.bonuses.completed)],
    ['forfeited', counted(r.bonuses.forfeitedCount, r.bonuses.forfeited)],
    ['active', counted(r.bonuses.activeCount, r.bonuses.active)],
    ['awards', `${r.awards.made} / ${r.awards.claimed} / ${r.awards.lapsed}`],
    ['awardAmount', money(r.awards.amount)],
    ['spent', money(r.spent)],
    ['budget', r.budget === null ? '' : money(r.budget)],
    ['left', r.budget === null ? '' : money(Math.max(0, r.budget - r.spent))],
  ];
  return rows.map(([key, value]) => [`promotions.report.${key}`, value]);
}

/** Cost and uptake of one promotion: who joined, applications, bonuses granted and what became of their wagering, periodic awards, budget. */
export const Report = observer(function Report({ promotion, onClose }: { promotion: ConsolePromotion; onClose: () => void }) {
  const { t } = useTranslation();
  const store = useFeature(PromotionStore);
  useEffect(() => void store.loadReport(promotion.id), [store, promotion.id]);
  const report = store.report.value?.promotionId === promotion.id ? store.report.value : null;
  return (
    <Card aria-labelledby="promotion-report">
      <Subtitle id="promotion-report">{t('promotions.reportOf', { title: titleOf(promotion) })}</Subtitle>
      <LoadState of={store.report} />
      {report && <Facts rows={reportRows(report)} />}
      <Button type="button" $variant="plain" onClick={onClose}>
        {t('promotions.close')}
      </Button>
    </Card>
  );
});
