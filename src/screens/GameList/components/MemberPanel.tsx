import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui';
import { useFeature, useStores } from '../../../stores';
import { FavouriteStore } from '../../../stores/FavouriteStore';
import type { MemberTab } from '../query';
import { GameGrid } from './GameGrid';
import { ListMessage, SectionTitle } from './styles';
import { loginPath, routerPath } from '../../../paths';

/** The favourites or recent tab; both need a login, so a visitor gets the way to log in instead. */
export const MemberPanel = observer(function MemberPanel({ tab }: { tab: MemberTab }) {
  const { t } = useTranslation();
  const { session, recent } = useStores();
  const favourites = useFeature(FavouriteStore);
  const loggedIn = session.isLoggedIn;

  useEffect(() => {
    if (!loggedIn) return;
    if (tab === 'favourites') favourites.openPage();
    else recent.open();
  }, [tab, loggedIn, favourites, recent]);

  const title = t(`gameList.${tab}`);
  if (!loggedIn) {
    return (
      <ListMessage>
        {t('gameList.loginFirst')}
        <ButtonLink to={routerPath(loginPath())}>{t('common.login')}</ButtonLink>
      </ListMessage>
    );
  }
  return (
    <>
      <SectionTitle>{title}</SectionTitle>
      <GameGrid
        list={tab === 'favourites' ? favourites.page : recent.list}
        label={title}
        emptyKey={tab === 'favourites' ? 'gameList.noFavourites' : 'gameList.noRecent'}
      />
    </>
  );
});
