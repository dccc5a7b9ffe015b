import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui';
import { lotteryName } from '../../../components/lottery/lotteryName';
import { useStores } from '../../../stores';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.s};
  margin-bottom: ${(p) => p.theme.base.space.m};
`;

/**
 * The vendor launch's frame (Vietnamese lottery, §2): a back link to where the player came from
 * and, in lobby view, the other games of the same vendor (north / south).
 */
export const LobbyBar = observer(function LobbyBar({ gameCode, lobby, backTo, hrefOf }: { gameCode: string; lobby: boolean; backTo: string | null; hrefOf: (gameCode: string) => string }) {
  const { t } = useTranslation();
  const { lottery } = useStores();
  useEffect(() => {
    if (lobby && !lottery.tiles) void lottery.loadList();
  }, [lobby, lottery]);
  const siblings = lobby ? lottery.siblingsOf(gameCode) : [];
  if (!backTo && siblings.length < 2) return null;
  return (
    <Bar aria-label={t('lottery.lobby')}>
      {backTo && (
        <ButtonLink to={backTo} $variant="ghost">
          {t('lottery.back')}
        </ButtonLink>
      )}
      {siblings.length > 1 &&
        siblings.map((tile) => (
          <ButtonLink key={tile.gameCode} to={hrefOf(tile.gameCode)} $variant={tile.gameCode === gameCode ? 'primary' : 'ghost'} aria-current={tile.gameCode === gameCode ? 'page' : undefined}>
            {lotteryName(t, tile)}
          </ButtonLink>
        ))}
    </Bar>
  );
});
