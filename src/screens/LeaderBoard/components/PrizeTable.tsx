import { useTranslation } from 'react-i18next';
import type { RacePrizeTier } from '@common/contract/loyalty';
import { useMessageText } from '../../../components/useMessageText';
import { rewardText } from '../../../stores/loyalty/format';
import { Table } from './Table';

/** The prizes by rank: each tier's ranks and what it wins. */
export function PrizeTable({ prizes }: { prizes: RacePrizeTier[] }) {
  const { t } = useTranslation();
  const text = useMessageText();
  if (prizes.length === 0) return null;
  return (
    <Table>
      <caption>{t('leaderBoard.prizes')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('leaderBoard.rank')}</th>
          <th scope="col">{t('leaderBoard.prize')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((tier) => (
          <tr key={tier.rankFrom}>
            <td>{tier.rankFrom === tier.rankTo ? String(tier.rankFrom) : `${tier.rankFrom}–${tier.rankTo}`}</td>
            <td>{text(rewardText(tier.reward))}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
