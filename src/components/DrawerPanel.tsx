import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '../stores';
import { Avatar } from './Avatar';
import { Icon, type IconName } from './icons';
import { DocumentLayer, useModalFocus } from './layer';
import { useLogout } from './useLogout';
import { Backdrop, ButtonLink, IconButton } from './ui';
import { activityPath, depositPath, homePath, inboxPath, leaderBoardPath, loginPath, mallPath, memberHomePath, registerPath, rewardCenterPath, routerPath } from '../paths';
import { UnreadStore } from '../stores/UnreadStore';
import { UnreadBadge } from './UnreadBadge';
import { useChatLaunch } from './chat/useChatLaunch';
import { languageLabel } from '../i18n/languageLabels';
import { loadScreenStrings } from '../i18n';

// The member's points and level (issue 17): its own chunk with the screens' strings, for members of
// a merchant with points on; the drawer's own chunk stays as it was.
const PointsLine = lazy(() => Promise.all([import(/* webpackChunkName: "loyalty-line" */ './loyalty/PointsLine'), loadScreenStrings()]).then(([chunk]) => chunk));

// Money held at transfer-wallet vendors (issue 19): its own chunk with the screens' strings, for
// members only; the drawer's own chunk stays as it was.
const VendorBalances = lazy(() => Promise.all([import(/* webpackChunkName: "vendor-balances" */ './vendorWallet/VendorBalances'), loadScreenStrings()]).then(([chunk]) => chunk));

const Panel = styled.aside`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-start: 0;
  width: min(${(p) => p.theme.base.drawerWidth}, 85vw);
  z-index: ${(p) => p.theme.base.zIndex.drawer + 1};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  overflow-y: auto;
  padding: ${(p) => p.theme.base.space.l};
`;

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.m};
  margin-bottom: ${(p) => p.theme.base.space.l};
`;

const Balance = styled.p`
  margin: ${(p) => p.theme.base.space.xs} 0 0;
  color: ${(p) => p.theme.colors.primary};
  font-weight: 700;
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const rowStyle = `
  width: 100%;
  display: flex;
  align-items: center;
  gap: 12px;
  background: transparent;
  border: 0;
  text-align: start;
  text-decoration: none;
  color: inherit;
`;

const RowLink = styled(Link)`
  ${rowStyle};
  min-height: ${(p) => p.theme.base.touchTarget};
`;

const RowButton = styled.button`
  ${rowStyle};
  min-height: ${(p) => p.theme.base.touchTarget};
  padding: 0;
`;

const Guest = styled.div`
  display: flex;
  gap: ${(p) => p.theme.base.space.s};
  margin-bottom: ${(p) => p.theme.base.space.l};
`;

/**
 * The open drawer: who is logged in, balance, items, language, logout. Escape, the close button
 * and the backdrop close it, and focus goes back to the button that opened it.
 */
const DrawerPanel = observer(function DrawerPanel() {
  const { t } = useTranslation();
  const confirmLogout = useLogout();
  const root = useStores();
  const { ui, session, wallet, common, language } = root;
  // The header started it after login; the drawer only reads it (never for a trial account, §4).
  const unread = session.isLoggedIn && !session.isTrial ? root.feature(UnreadStore) : null;
  const launchChat = useChatLaunch();
  // Loyalty features reach members only (a trial account is refused on their routes, §4).
  const loyalty = session.isLoggedIn && !session.isTrial ? common.whitelabel : null;
  const close = () => ui.toggleDrawer(false);
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalFocus(panel, close, closeButton);

  const link = (to: string, icon: IconName, key: string, count = 0) => (
    <li>
      <RowLink to={to} onClick={close}>
        <Icon name={icon} />
        {t(key)}
        <UnreadBadge count={count} label={t('header.unread', { count })} />
      </RowLink>
    </li>
  );

  const logout = () => {
    close();
    confirmLogout();
  };

  return (
    <DocumentLayer>
      <Backdrop onClick={close} />
      <Panel ref={panel} aria-label={t('drawer.label')} tabIndex={-1}>
        <IconButton ref={closeButton} type="button" onClick={close} aria-label={t('common.close')}>
          <Icon name="close" />
        </IconButton>
        <Profile>
          <Avatar alt={t('drawer.avatarAlt')} />
          <div>
            <strong>{session.info?.userName ?? common.memberInfo?.userName ?? t('common.guest')}</strong>
            <Balance aria-label={t('common.balance')}>{wallet.display ?? t('common.balancePlaceholder')}</Balance>
            {loyalty?.PTSYS3 && (
              <Suspense fallback={null}>
                <PointsLine />
              </Suspense>
            )}
          </div>
        </Profile>
        {session.isLoggedIn && !session.isTrial && (
          <Suspense fallback={null}>
            <VendorBalances />
          </Suspense>
        )}
        {!session.isLoggedIn && (
          <Guest>
            <ButtonLink to={routerPath(loginPath())} onClick={close}>
              {t('common.login')}
            </ButtonLink>
            <ButtonLink to={routerPath(registerPath())} $variant="ghost" onClick={close}>
              {t('common.register')}
            </ButtonLink>
          </Guest>
        )}
        <nav aria-label={t('drawer.label')}>
          <Items>
            {link(routerPath(homePath()), 'home', 'drawer.home')}
            {language.showSelector && (
              <li>
                <RowButton type="button" onClick={() => ui.toggleLanguagePicker(true)}>
                  <Icon name="globe" />
                  {t('drawer.language')}: {languageLabel(language.code).nativeName}
                </RowButton>
              </li>
            )}
            <li>
              <RowButton type="button" onClick={() => ui.toggleServicePopup(true)}>
                <Icon name="service" />
                {t('drawer.customerService')}
              </RowButton>
            </li>
            {unread?.chatEnabled && (
              <li>
                <RowButton type="button" onClick={() => void launchChat()}>
                  <Icon name="service" />
                  {t('service.chat')}
                  <UnreadBadge count={unread.chat} label={t('header.unread', { count: unread.chat })} />
                </RowButton>
              </li>
            )}
            {unread && link(routerPath(inboxPath()), 'megaphone', 'drawer.inbox', unread.inbox)}
            {link(routerPath(memberHomePath()), 'member', 'drawer.memberCentre')}
            {link(routerPath(activityPath()), 'gift', 'drawer.promotions')}
            {loyalty?.PTSYS3 && link(routerPath(mallPath()), 'star', 'title.mall')}
            {loyalty?.REWCEN3 && link(routerPath(rewardCenterPath()), 'gift', 'title.rewardCenter')}
            {loyalty?.MISSIONLB3 && link(routerPath(leaderBoardPath()), 'trophy', 'title.leaderBoard')}
            {link(routerPath(depositPath()), 'deposit', 'drawer.deposit')}
            {session.isLoggedIn && (
              <li>
                <RowButton type="button" onClick={logout}>
                  <Icon name="logout" />
                  {t('drawer.logout')}
                </RowButton>
              </li>
            )}
          </Items>
        </nav>
      </Panel>
    </DocumentLayer>
  );
});

export default DrawerPanel;
