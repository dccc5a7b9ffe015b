import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LotteryTile } from '@common/contract/lottery';
import { FallbackImage } from '../../components/game/FallbackImage';
import { Muted, Page } from '../../components/ui';
import { useStores } from '../../stores';
import { Countdown } from '../../components/lottery/Countdown';
import { ResultNumbers } from '../../components/lottery/ResultNumbers';
import { lotteryName } from '../../components/lottery/lotteryName';
import { lotteryGamePath, routerPath } from '../../paths';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.base.space.s};
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: 56px 1fr auto;
  align-items: center;
  gap: ${(p) => p.theme.base.space.m};
  min-height: ${(p) => p.theme.base.touchTarget};
  padding: ${(p) => p.theme.base.space.m};
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  img { width: 56px; height: 56px; border-radius: ${(p) => p.theme.base.radius.medium}; }
  strong { display: block; }
  time { font-variant-numeric: tabular-nums; color: ${(p) => p.theme.colors.primary}; }
`;

/** One lottery: icon, name, last result and the countdown to the next issue's close. */
function LotteryRow({ tile, onClosed }: { tile: LotteryTile; onClosed: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <Row to={routerPath(lotteryGamePath(tile.gameCode))}>
        <FallbackImage src={tile.iconUrl || null} width={56} height={56} loading="lazy" decoding="async" />
        <span>
          <strong>{lotteryName(t, tile)}</strong>
          {tile.last ? (
            <span>
              {t('lottery.lastResult', { issue: tile.last.issueNumber })} <ResultNumbers result={tile.last} compact />
            </span>
          ) : (
            <Muted as="span">{t('lottery.noResult')}</Muted>
          )}
        </span>
        {tile.next ? <Countdown closesAt={tile.next.closesAt} onClosed={onClosed} /> : <Muted as="span">{t('lottery.noIssue')}</Muted>}
      </Row>
    </li>
  );
}

/** /m/moreLottery (§2): every lottery (Lott and Elott lists) with its next draw and last result. */
const MoreLottery = observer(function MoreLottery() {
  const { t } = useTranslation();
  const { lottery } = useStores();
  // An issue closing moves every tile to its next issue and last result: one reload for all.
  const reload = useCallback(() => void lottery.loadList(), [lottery]);
  useEffect(reload, [reload]);
  const tiles = lottery.tiles;
  return (
    <Page>
      {tiles && tiles.length === 0 && <Muted>{t('lottery.empty')}</Muted>}
      <List aria-label={t('title.moreLottery')}>
        {(tiles ?? []).map((tile) => (
          <LotteryRow key={tile.gameCode} tile={tile} onClosed={reload} />
        ))}
      </List>
    </Page>
  );
});

export default MoreLottery;
