import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuCategory } from '@common/contract/games';
import GameTile from '../../../components/game/GameTile';
import { TileGrid } from '../../../components/game/tileStyles';
import { VendorTile } from '../../../components/game/VendorTile';
import { HOME_SECTION_GAMES } from '../../../config/constants';
import { useStores } from '../../../stores';
import { fastTab, vendorRegistry } from '../../../vendors';
import { sectionId } from './CategoryBar';
import { LotteryCentreTiles } from './LotteryCentreTiles';
import { SectionBlock } from './SectionBlock';
import { WhenNear } from './WhenNear';
import { loginPath, moreLotteryPath, routerPath } from '../../../paths';

/** Tiles in a row of the home's tile grids (TileGrid). */
const TILES_PER_ROW = 4;
/** Height of one row of tiles on a phone (icon, two lines, padding), gap included. */
const TILE_ROW_PX = 128;

/** The height a grid of this many tiles takes, reserved while it waits to render. */
export function tileGridReserve(tiles: number): string {
  return `${Math.max(1, Math.ceil(tiles / TILES_PER_ROW)) * TILE_ROW_PX}px`;
}

/** The tiles of one category; they load their games when they render, that is near the screen. */
const CategoryTiles = observer(function CategoryTiles({ category }: { category: MenuCategory }) {
  const { catalog } = useStores();
  const plugin = vendorRegistry.forCategory(category.gameType);
  const gamesSection = plugin.category.section === 'games';
  const loaded = catalog.sectionGames.has(category.gameType);

  // Runs again after a language change empties the loaded games, so they come back translated.
  useEffect(() => {
    if (gamesSection && !loaded) void catalog.loadSection(category.gameType);
  }, [catalog, category.gameType, gamesSection, loaded]);

  return (
    <TileGrid>
      {gamesSection
        ? (catalog.sectionGames.get(category.gameType) ?? []).map((game) => <GameTile key={game.gameId} game={game} />)
        : (
          <>
            {plugin.category.lotteryCentre && <LotteryCentreTiles />}
            {category.vendors.map((vendor) => <VendorTile key={vendor.vassKey} vendor={vendor} />)}
          </>
        )}
    </TileGrid>
  );
});

/** One category block; its plug-in decides game tiles or vendor tiles and the display-all link (§2). */
const CategorySection = observer(function CategorySection({ category }: { category: MenuCategory }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const plugin = vendorRegistry.forCategory(category.gameType);
  const { section, displayAll } = plugin.category;
  const more = displayAll
    ? { to: routerPath(fastTab(category, session.isLoggedIn)), label: t('home.displayAll') }
    : plugin.category.lotteryCentre
      ? // The lottery block's way to every lottery (/m/moreLottery); visitors log in first, as from its tiles.
        { to: routerPath(session.isLoggedIn ? moreLotteryPath() : loginPath()), label: t('lottery.allLotteries') }
      : undefined;
  const tiles = section === 'games' ? HOME_SECTION_GAMES : category.vendors.length;
  return (
    <SectionBlock id={sectionId(category.gameType)} title={t(plugin.name)} more={more}>
      <WhenNear reserve={tileGridReserve(tiles)}>
        <CategoryTiles category={category} />
      </WhenNear>
    </SectionBlock>
  );
});

/** A block per category of the merchant's menus, in their order. */
export const GameSections = observer(function GameSections() {
  const { catalog } = useStores();
  return (
    <>
      {catalog.categories.map((category) => (
        <CategorySection key={category.gameType} category={category} />
      ))}
    </>
  );
});
