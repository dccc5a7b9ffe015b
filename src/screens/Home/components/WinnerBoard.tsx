import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WINNER_BOARD_LIMIT } from '../../../config/constants';
import { useStores } from '../../../stores';
import { lotteryName } from '../../../components/lottery/lotteryName';
import { formatMinor } from '../../../utils/money';
import { SectionBlock } from './SectionBlock';
import { WhenNear } from './WhenNear';

/** Height of the board with its ten lines, reserved until it renders at the page's foot. */
const BOARD_RESERVE = `${WINNER_BOARD_LIMIT * 2}rem`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${(p) => p.theme.base.space.xs} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    font-size: ${(p) => p.theme.base.fontSize.small};
  }
`;

/** The board itself: asks for the latest wins when it renders; hidden while there are none. */
const Board = observer(function Board() {
  const { t } = useTranslation();
  const { catalog } = useStores();
  useEffect(() => {
    void catalog.loadWinners();
  }, [catalog]);
  if (!catalog.winners?.length) return null;
  return (
    <SectionBlock id="winners" title={t('home.winners')}>
      <List>
        {catalog.winners.map((w) => (
          <li key={`${w.time}-${w.userName}-${w.gameName}`}>
            {t('home.winnerLine', { user: w.userName, game: w.lotteryCode ? lotteryName(t, { gameCode: w.lotteryCode, labelName: w.gameName }) : w.gameName, amount: formatMinor(w.amount) })}
          </li>
        ))}
      </List>
    </SectionBlock>
  );
});

/** The latest real wins (§7, 10 entries), names already masked by the server; loaded near the screen. */
export function WinnerBoard() {
  return (
    <WhenNear reserve={BOARD_RESERVE}>
      <Board />
    </WhenNear>
  );
}
