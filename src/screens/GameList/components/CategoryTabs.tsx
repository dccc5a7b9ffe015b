import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../stores';
import { gameListHref, LIST_TYPES, typeHref, type MemberTab } from '../query';
import { ChipLink, ChipRow } from './styles';
import { loginPath, routerPath } from '../../../paths';

const MEMBER_TABS: readonly MemberTab[] = ['favourites', 'recent'];

interface CategoryTabsProps {
  /** The current tab: a game type, AC, favourites or recent. */
  active: string | undefined;
  /** While searching (more=1): the term, kept when the type changes; member tabs are left out. */
  searching?: string;
}

/** Tabs of the game list: one real link per game type, then favourites and recent (login first when logged out). */
export const CategoryTabs = observer(function CategoryTabs({ active, searching }: CategoryTabsProps) {
  const { t } = useTranslation();
  const { session } = useStores();
  return (
    <nav aria-label={t('gameList.tabsLabel')}>
      <ChipRow>
        {LIST_TYPES.map((type) => (
          <li key={type}>
            <ChipLink
              to={typeHref(type, searching === undefined ? {} : { more: '1', search: searching })}
              aria-current={active === type ? 'page' : undefined}>
              {t(`category.${type}`)}
            </ChipLink>
          </li>
        ))}
        {searching === undefined &&
          MEMBER_TABS.map((tab) => (
          <li key={tab}>
            <ChipLink
              to={session.isLoggedIn ? gameListHref({ tab }) : routerPath(loginPath())}
              aria-current={active === tab ? 'page' : undefined}
            >
              {t(`gameList.${tab}`)}
            </ChipLink>
          </li>
        ))}
      </ChipRow>
    </nav>
  );
});
