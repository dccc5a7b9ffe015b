import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RankEntry } from '@common/contract/loyalty';
import { useMessageText } from '../../../components/useMessageText';
import { Muted } from '../../../components/ui';
import { rewardText } from '../../../stores/loyalty/format';
import { formatMinor } from '../../../utils/money';
import { Table } from './Table';

/** The member's own place, pinned above the list while it scrolls (also when outside the top). */
const Pinned = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.accent};
  border-radius: ${(p) => p.theme.base.radius.medium};
  padding: 0 ${(p) => p.theme.base.space.s};
  table { margin: 0; }
  caption { padding-top: ${(p) => p.theme.base.space.s}; }
`;

/** One rank row: rank, masked username, score, prize (a dash for none). */
function Row({ entry, you }: { entry: RankEntry; you: boolean }) {
  const text = useMessageText();
  return (
    <tr aria-current={you ? 'true' : undefined}>
      <td>{entry.rank}</td>
      <td>{entry.username}</td>
      <td>{formatMinor(entry.score)}</td>
      <td>{entry.prize ? text(rewardText(entry.prize)) : '–'}</td>
    </tr>
  );
}

function Head() {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t('leaderBoard.rank')}</th>
        <th scope="col">{t('leaderBoard.player')}</th>
        <th scope="col">{t('leaderBoard.score')}</th>
        <th scope="col">{t('leaderBoard.prize')}</th>
      </tr>
    </thead>
  );
}

/** The member's own row, pinned, then the top of the race (§7 rank list); the member's row in the top is marked. */
export function RankTable({ top, you }: { top: RankEntry[]; you: RankEntry | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Pinned>
        {you ? (
          <Table aria-label={t('leaderBoard.yourPlace')}>
            <caption>{t('leaderBoard.yourPlace')}</caption>
            <Head />
            <tbody>
              <Row entry={you} you />
            </tbody>
          </Table>
        ) : (
          <Muted>{t('leaderBoard.notRanked')}</Muted>
        )}
      </Pinned>
      {top.length === 0 ? (
        <Muted>{t('leaderBoard.empty')}</Muted>
      ) : (
        <Table aria-label={t('leaderBoard.top')}>
          <caption>{t('leaderBoard.top')}</caption>
          <Head />
          <tbody>
            {top.map((entry) => (
              <Row key={entry.rank} entry={entry} you={you?.rank === entry.rank} />
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
