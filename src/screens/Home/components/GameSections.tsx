import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MenuCategory } from '@common/contract/games';
import GameTile from '../../../components/game/GameTile';
import { TileGrid } from '../../../components/game/tileStyles';
import { VendorTile } from '../../../components/game/VendorTile';
import { useStores } from '../../../stores';
import { fastTab, vendorRegistry } from '../../../vendors';
import { sectionId } from './CategoryBar';
import { LotteryCentreTiles } from './LotteryCentreTiles';
import { SectionBlock } from './SectionBlock';
import { loginPath, moreLotteryPath, routerPath } from '../../../paths';

/** One category block; its plug-in decides game tiles or vendor tiles and the display-all link (§2). */
const CategorySection = observer(function CategorySection({ category }: { category: MenuCategory }) {
  const { t } = useTranslation();
  const { catalog, session } = useStores();
  const plugin = vendorRegistry.forCategory(category.gameType);
  const { section, displayAll } = plugin.category;
  const more = displayAll
    ? { to: routerPath(fastTab(category, session.isLoggedIn)), label: t('home.displayAll') }
    : plugin.category.lotteryCentre
      ? // The lottery block's way to every lottery (/m/moreLottery); visitors log in first, as from its tiles.
        { to: routerPath(session.isLoggedIn ? moreLotteryPath() : loginPath()), label: t('lottery.allLotteries') }
      : undefined;
  return (
    <SectionBlock id={sectionId(category.gameType)} title={t(plugin.name)} more={more}>
      <TileGrid>
        {section === 'games'
          ? (catalog.sectionGames.get(category.gameType) ?? []).map((game) => <GameTile key={game.gameId} game={game} />)
          : (
            <>
              {plugin.category.lotteryCentre && <LotteryCentreTiles />}
              {category.vendors.map((vendor) => <VendorTile key={vendor.vassKey} vendor={vendor} />)}
            </>
          )}
      </TileGrid>
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
