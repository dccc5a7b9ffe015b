import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '../../stores/context';
import type { ConsoleRoute } from '../../routes';
import { Button } from '../ui';
import { LanguageSwitch } from './LanguageSwitch';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  min-height: 100vh;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.nav`
  background: ${(p) => p.theme.colors.navBackground};
  border-inline-end: 1px solid ${(p) => p.theme.colors.border};
  padding: ${(p) => p.theme.base.space.l};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.base.space.xs};
  }
  @media (max-width: 900px) {
    ul {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
`;

const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${(p) => p.theme.base.touchTarget};
  padding: 0 ${(p) => p.theme.base.space.m};
  border-radius: ${(p) => p.theme.base.radius.small};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  &.active {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.m};
  align-items: center;
  justify-content: flex-end;
  padding: ${(p) => p.theme.base.space.m} ${(p) => p.theme.base.space.xl};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
`;

const Who = styled.span`
  margin-inline-end: auto;
  font-weight: 600;
`;

const Main = styled.main`
  padding: ${(p) => p.theme.base.space.xl};
  max-width: 1280px;
  width: 100%;
`;

const Brand = styled.p`
  font-weight: 700;
  font-size: ${(p) => p.theme.base.fontSize.title};
  margin: 0 0 ${(p) => p.theme.base.space.l};
`;

/** The console's frame: the side navigation (only the allowed screens), the operator, the language switch and logout. */
export const Layout = observer(function Layout({ routes, children }: { routes: readonly ConsoleRoute[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const me = session.me!;
  return (
    <Frame>
      <Side aria-label={t('nav.label')}>
        <Brand>{t('app.name')}</Brand>
        <ul>
          {routes.map((route) => (
            <li key={route.id}>
              <Link to={route.to}>{t(route.labelKey)}</Link>
            </li>
          ))}
        </ul>
      </Side>
      <div>
        <Top>
          <Who>
            {me.username} · {me.merchantCode ?? t('shell.platformWide')}
          </Who>
          <LanguageSwitch />
          <Button type="button" $variant="plain" onClick={() => void session.logout()}>
            {t('shell.logout')}
          </Button>
        </Top>
        <Main>{children}</Main>
      </div>
    </Frame>
  );
});
