import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStores } from '../../../stores';
import { lotteryName } from '../../../components/lottery/lotteryName';
import { formatMinor } from '../../../utils/money';
import { SectionBlock } from './SectionBlock';

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

/** The latest real wins (§7, 10 entries), names already masked by the server. */
export const WinnerBoard = observer(function WinnerBoard() {
  const { t } = useTranslation();
  const { catalog } = useStores();
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
