import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { NO_BOTTOM_NAV_PATHS } from '../routes';
import { useStores } from '../stores';
import { Icon, type IconName } from './icons';
import { activityPath, depositPath, homePath, memberHomePath, routerPath, samePath, servicePath } from '../paths';

const Nav = styled.nav`
  position: fixed;
  bottom: 0;
  inset-inline: 0;
  z-index: ${(p) => p.theme.base.zIndex.nav};
  height: ${(p) => p.theme.base.bottomNavHeight};
  background: ${(p) => p.theme.colors.navBackground};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  ul { display: flex; margin: 0; padding: 0; list-style: none; height: 100%; }
  li { flex: 1; }
`;

const Item = styled(NavLink)`
  height: 100%;
  min-height: ${(p) => p.theme.base.touchTarget};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  font-size: ${(p) => p.theme.base.fontSize.small};
  text-decoration: none;
  color: ${(p) => p.theme.colors.navInactive};
  &.active { color: ${(p) => p.theme.colors.navActive}; }
`;

interface NavItem {
  to: string;
  labelKey: string;
  icon: IconName;
  /** The service item opens the channel popup instead of navigating. */
  opensServicePopup?: boolean;
}

/** The five footer items of §2, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: routerPath(homePath()), labelKey: 'nav.home', icon: 'home' },
  { to: routerPath(servicePath()), labelKey: 'nav.service', icon: 'service', opensServicePopup: true },
  { to: routerPath(activityPath()), labelKey: 'nav.events', icon: 'events' },
  { to: routerPath(depositPath()), labelKey: 'nav.deposit', icon: 'deposit' },
  { to: routerPath(memberHomePath()), labelKey: 'nav.member', icon: 'member' },
];

/** Whether a path under /m shows the bottom navigation. */
export function showsBottomNav(pathname: string): boolean {
  return !NO_BOTTOM_NAV_PATHS.some((p) => samePath(p, pathname));
}

/** Bottom navigation: a <nav> of real links, hidden on the routes §2 lists. */
export const BottomNav = observer(function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { ui } = useStores();
  if (!showsBottomNav(pathname)) return null;

  const onClick = (item: NavItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!item.opensServicePopup) return;
    event.preventDefault();
    ui.toggleServicePopup(true);
  };

  return (
    <Nav aria-label={t('nav.label')}>
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Item to={item.to} onClick={onClick(item)}>
              <Icon name={item.icon} />
              <span>{t(item.labelKey)}</span>
            </Item>
          </li>
        ))}
      </ul>
    </Nav>
  );
});
