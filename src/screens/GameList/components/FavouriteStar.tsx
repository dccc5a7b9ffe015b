import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameItem } from '@common/contract/games';
import { useFeature } from '../../../stores';
import { FavouriteStore } from '../../../stores/FavouriteStore';

/** Sits on the tile's top corner; its own 44 px target, so a tap on it never launches the game. */
const Star = styled.button`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  width: ${(p) => p.theme.base.touchTarget};
  height: ${(p) => p.theme.base.touchTarget};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  &[aria-pressed='true'] { color: ${(p) => p.theme.colors.primary}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: -2px; }
`;

const STAR_PATH = 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';

/** The favourite toggle of one game (GAMELOFAV3): pressed when the game is a favourite. */
export const FavouriteStar = observer(function FavouriteStar({ game }: { game: GameItem }) {
  const { t } = useTranslation();
  const favourites = useFeature(FavouriteStore);
  const on = favourites.isFavourite(game.gameId);
  return (
    <Star
      type="button"
      aria-pressed={on}
      aria-label={t('gameList.favourite', { name: game.gameName })}
      onClick={() => void favourites.toggle(game)}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
      </svg>
    </Star>
  );
});
