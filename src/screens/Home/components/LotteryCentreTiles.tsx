import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lotteryName } from '../../../components/lottery/lotteryName';
import { FallbackImage } from '../../../components/game/FallbackImage';
import { TileLine, TileLink } from '../../../components/game/tileStyles';
import { useStores } from '../../../stores';
import { loginPath, lotteryGamePath, routerPath } from '../../../paths';

/**
 * The lottery centre's games as home tiles (§2, §3 gameGroupCode, labelName): only the API's tile
 * data, never the engine's tables, so the home bundle stays small. Visitors are sent to log in.
 */
export const LotteryCentreTiles = observer(function LotteryCentreTiles() {
  const { t } = useTranslation();
  const { lottery, session } = useStores();
  useEffect(() => {
    if (!lottery.centre) void lottery.loadCentre();
  }, [lottery]);
  return (
    <>
      {(lottery.centre ?? []).map((tile) => (
        <TileLink key={tile.gameCode} to={routerPath(session.isLoggedIn ? lotteryGamePath(tile.gameCode) : loginPath())}>
          <FallbackImage src={tile.iconUrl || null} width={96} height={96} loading="lazy" decoding="async" />
          <TileLine>{lotteryName(t, tile)}</TileLine>
        </TileLink>
      ))}
    </>
  );
});
