import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, Card, Muted, Page } from '../../components/ui';
import { useStores } from '../../stores';

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.base.space.s};
  margin-top: ${(p) => p.theme.base.space.m};
`;

/**
 * Home page. The games issue fills it with the ticker, banners and category sections from the
 * vendor registry; until then it welcomes the visitor and says honestly that games are coming.
 */
const Home = observer(function Home() {
  const { t } = useTranslation();
  const { session, common } = useStores();
  const name = common.status?.info.merchantName ?? t('app.name');
  return (
    <Page>
      <Card>
        <h2>{t('home.welcome', { name })}</h2>
        <Muted>{t('app.tagline')}</Muted>
        {!session.isLoggedIn && (
          <Actions>
            <ButtonLink to="/login">{t('common.login')}</ButtonLink>
            <ButtonLink to="/register" $variant="ghost">
              {t('common.register')}
            </ButtonLink>
          </Actions>
        )}
      </Card>
      <Card>
        <h2>{t('app.comingSoonTitle')}</h2>
        <Muted>{t('app.comingSoonBody')}</Muted>
      </Card>
      <Muted>{t('app.gamesCount')}</Muted>
    </Page>
  );
});

export default Home;
