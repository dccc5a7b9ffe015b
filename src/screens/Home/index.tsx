import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Muted, Page } from '../../components/ui';
import { useStores } from '../../stores';
import { BannerCarousel } from './components/BannerCarousel';
import { openBanner } from './components/bannerLink';
import { CategoryBar } from './components/CategoryBar';
import { DownloadBar } from './components/DownloadBar';
import { GameSections } from './components/GameSections';
import { HomePopup } from './components/HomePopup';
import { HotGames } from './components/HotGames';
import { NoticeTicker } from './components/NoticeTicker';
import { QuickTiles } from './components/QuickTiles';
import { SearchBar } from './components/SearchBar';
import { WinnerBoard } from './components/WinnerBoard';
import { loginPath, registerPath, routerPath } from '../../paths';

const AuthButtons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.base.space.s};
  margin-bottom: ${(p) => p.theme.base.space.m};
`;

/** Home page (§2): search, ticker, banners, category bar, quick tiles, hot games, a block per category and popups. */
const Home = observer(function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { announcements, catalog, session } = useStores();

  useEffect(() => {
    void catalog.loadHome();
    void announcements.load();
  }, [catalog, announcements]);

  return (
    <Page>
      <SearchBar />
      <NoticeTicker />
      <BannerCarousel
        banners={announcements.banners}
        slogan={announcements.slogan}
        sloganPending={!announcements.settled}
        onBannerClick={(banner) => openBanner(banner, navigate)} />
      <CategoryBar />
      <QuickTiles />
      {!session.isLoggedIn && (
        <AuthButtons>
          <ButtonLink to={routerPath(loginPath())}>{t('common.login')}</ButtonLink>
          <ButtonLink to={routerPath(registerPath())} $variant="ghost">
            {t('common.register')}
          </ButtonLink>
        </AuthButtons>
      )}
      <DownloadBar />
      <HotGames />
      <GameSections />
      <WinnerBoard />
      <Muted as="footer">{t('app.gamesCount')}</Muted>
      <HomePopup />
    </Page>
  );
});

export default Home;
