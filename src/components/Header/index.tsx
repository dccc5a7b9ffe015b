import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { findRoute } from '../../routes';
import { useStores } from '../../stores';
import { Icon } from '../icons';
import { ButtonLink, IconButton, IconLink } from '../ui';
import { backTarget } from './backTarget';
import { depositPath, homePath, loginPath, registerPath, routerPath } from '../../paths';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.base.zIndex.header};
  height: ${(p) => p.theme.base.headerHeight};
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.s};
  padding: 0 ${(p) => p.theme.base.space.xs};
  background: ${(p) => p.theme.colors.headerBackground};
  color: ${(p) => p.theme.colors.headerText};
`;

const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${(p) => p.theme.base.fontSize.title};
  text-align: center;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The unread counts (issue 15) load after login, in their own chunk: never for visitors or trial accounts (§4). */
const UnreadTotal = lazy(() => import(/* webpackChunkName: "unread" */ './UnreadTotal'));

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.base.space.xs};
`;

/** Top header (§2): the home variant opens the panel; other pages get back + home. */
export const Header = observer(function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { ui, session, wallet, merchantCode } = useStores();
  const route = findRoute(pathname);
  if (route?.noHeader) return null;

  const goBack = () => {
    const target = backTarget(window.history.length, pathname);
    if (target === -1) navigate(-1);
    else navigate(target);
  };

  if (route?.homeHeader) {
    const openPanel = () => {
      ui.toggleDrawer(true);
      if (session.isLoggedIn) void wallet.refresh();
    };
    return (
      <Bar>
        {ui.invalidAffiliateCode ? (
          <IconButton type="button" onClick={goBack} aria-label={t('header.back')}>
            <Icon name="back" />
          </IconButton>
        ) : (
          <IconButton type="button" onClick={openPanel} aria-label={t('header.openPanel')} aria-expanded={ui.drawerOpen}>
            <Icon name="menu" />
            {session.isLoggedIn && !session.isTrial && (
              <Suspense fallback={null}>
                <UnreadTotal />
              </Suspense>
            )}
          </IconButton>
        )}
        <Title>{t('app.name', { defaultValue: merchantCode })}</Title>
        <Actions>
          {session.isRealMember && (
            <ButtonLink to={routerPath(depositPath())}>{t('common.deposit')}</ButtonLink>
          )}
          {!session.isLoggedIn && (
            <>
              <ButtonLink to={routerPath(registerPath())} $variant="ghost">
                {t('common.register')}
              </ButtonLink>
              <ButtonLink to={routerPath(loginPath())}>{t('common.login')}</ButtonLink>
            </>
          )}
        </Actions>
      </Bar>
    );
  }

  return (
    <Bar>
      <IconButton type="button" onClick={goBack} aria-label={t('header.back')}>
        <Icon name="back" />
      </IconButton>
      <Title>{route?.titleKey ? t(route.titleKey) : ''}</Title>
      <IconLink to={routerPath(homePath())} aria-label={t('header.home')}>
        <Icon name="home" />
      </IconLink>
    </Bar>
  );
});
