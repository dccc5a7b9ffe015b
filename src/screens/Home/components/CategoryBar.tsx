import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { GameType } from '@common/contract/games';
import { Icon } from '../../../components/icons';
import { CATEGORY_SCROLL_MS } from '../../../config/constants';
import { useStores } from '../../../stores';
import { vendorRegistry } from '../../../vendors';
import { scrollToElement } from './motion';
import { iconTile } from './tileStyles';
import { activityPath, routerPath } from '../../../paths';

/** Element id of a category's section, the category bar's scroll target. */
export const sectionId = (gameType: GameType) => `games-${gameType}`;

const Bar = styled.nav`
  display: flex;
  gap: ${(p) => p.theme.base.space.xs};
  overflow-x: auto;
  margin-bottom: ${(p) => p.theme.base.space.m};
  scrollbar-width: none;
`;

const item = css`
  flex: 0 0 auto;
  ${iconTile}
  gap: 2px;
  min-width: 64px;
  min-height: ${(p) => p.theme.base.touchTarget};
`;

const Tab = styled.button`
  ${item};
`;

const TabLink = styled(Link)`
  ${item};
`;

/** One icon per category that glides to its section in 500 ms (§2), plus the promotions link. */
export const CategoryBar = observer(function CategoryBar() {
  const { t } = useTranslation();
  const { catalog } = useStores();
  const go = (gameType: GameType) => {
    const target = document.getElementById(sectionId(gameType));
    if (target) scrollToElement(target, CATEGORY_SCROLL_MS);
  };
  return (
    <Bar aria-label={t('home.categories')}>
      {catalog.categories.map(({ gameType }) => {
        const plugin = vendorRegistry.forCategory(gameType);
        return (
          <Tab key={gameType} type="button" onClick={() => go(gameType)}>
            <Icon name={plugin.category.icon} />
            {t(plugin.name)}
          </Tab>
        );
      })}
      <TabLink to={routerPath(activityPath())}>
        <Icon name="gift" />
        {t('home.promotions')}
      </TabLink>
    </Bar>
  );
});
