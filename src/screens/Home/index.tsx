import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Muted, Page } from '../../components/ui';
import { useStores } from '../../stores';
import { BannerCarousel } from './components/BannerCarousel';
import { CategoryBar } from './components/CategoryBar';
import { DownloadBar } from './components/DownloadBar';
import { GameSections } from './components/GameSections';
import { HotGames } from './components/HotGames';
import { NoticeTicker } from './components/NoticeTicker';
import { QuickTiles } from './components/QuickTiles';
import { SearchBar } from './components/SearchBar';
import { WinnerBoard } from './components/WinnerBoard';

/** The announcements group whose first banner carries the slogan image (§2). */
const SLOGAN_GROUP = '06_home';

const AuthButtons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.base.space.s};
  margin-bottom: ${(p) => p.theme.base.space.m};
`;

/** Home page (§2): search, ticker, banners, category bar, quick tiles, hot games and a block per category. */
const Home = observer(function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { catalog, common, session } = useStores();

  useEffect(() => {
    void catalog.loadHome();
  }, [catalog]);

  const slogan = common.banners.find((b) => b.groupName === SLOGAN_GROUP)?.url;
  const banners = common.banners.filter((b) => b.groupName !== SLOGAN_GROUP);

  return (
    <Page>
      <SearchBar />
      <NoticeTicker />
      <BannerCarousel banners={banners} slogan={slogan} onBannerClick={() => navigate('/activity')} />
      <CategoryBar />
      <QuickTiles />
      {!session.isLoggedIn && (
        <AuthButtons>
          <ButtonLink to="/login">{t('common.login')}</ButtonLink>
          <ButtonLink to="/register" $variant="ghost">
            {t('common.register')}
          </ButtonLink>
        </AuthButtons>
      )}
      <DownloadBar />
      <HotGames />
      <GameSections />
      <WinnerBoard />
      <Muted as="footer">{t('app.gamesCount')}</Muted>
    </Page>
  );
});

export default Home;
