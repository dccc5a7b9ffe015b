import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GameItem, LaunchMode } from '@common/contract/games';
import { useStores } from '../../stores';
import { FallbackImage } from './FallbackImage';
import { gameName } from './gameName';
import { PlayModeDialog } from './PlayModeDialog';
import { TileButton, TileLine } from './tileStyles';
import { loginPath, routerPath } from '../../paths';

/**
 * One game (§2): icon (default icon when it fails), vendor name and game name. A tap follows §4:
 * logged out → login; free-trial games ask demo or real; others start real play. Its icon loads
 * lazily unless `eagerIcon`: a list that renders only the tiles near the screen (the virtual grid)
 * wants them now, since a lazy image waits for layout and is fetched at low priority.
 */
const GameTile = observer(function GameTile({ game, eagerIcon = false }: { game: GameItem; eagerIcon?: boolean }) {
  const { launch } = useStores();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const name = gameName(game);

  const tap = async () => {
    const outcome = await launch.tapGame(game);
    if (outcome === 'login') navigate(routerPath(loginPath()));
    else if (outcome === 'choose') setChoosing(true);
  };
  const choose = (mode: LaunchMode) => {
    setChoosing(false);
    void launch.start({ kind: 'game', game, mode });
  };

  return (
    <>
      <TileButton type="button" onClick={tap} disabled={launch.launching}>
        <FallbackImage src={game.showIcon ? game.iconUrl : null} width={96} height={96} loading={eagerIcon ? 'eager' : 'lazy'} decoding="async" />
        <TileLine>{name}</TileLine>
        <TileLine $muted>{game.displayName}</TileLine>
      </TileButton>
      {choosing && <PlayModeDialog title={name} onChoose={choose} onClose={() => setChoosing(false)} />}
    </>
  );
});

export default GameTile;
