import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router-dom';
import type { Permission } from '@common/rules/operatorRoles';
import { LoadState } from '../../components/Loading';
import { Muted, TabNav, Title } from '../../components/ui';
import { consolePath, type PlayerTab } from '../../paths';
import { useFeature, useStores } from '../../stores/context';
import { PlayerStore } from '../../stores/PlayerStore';
import { Adjust } from './tabs/Adjust';
import { Logins } from './tabs/Logins';
import { LotteryOrders } from './tabs/LotteryOrders';
import { Notes } from './tabs/Notes';
import { Payments } from './tabs/Payments';
import { Postings } from './tabs/Postings';
import { Profile } from './tabs/Profile';
import { Protection } from './tabs/Protection';
import { Rounds } from './tabs/Rounds';
import { Sessions } from './tabs/Sessions';

/** The tabs, in order; a tab with a permission shows only to operators holding it. */
const TABS: readonly { id: PlayerTab; view: ComponentType; needs?: Permission }[] = [
  { id: 'profile', view: Profile },
  { id: 'postings', view: Postings },
  { id: 'payments', view: Payments },
  { id: 'protection', view: Protection },
  { id: 'sessions', view: Sessions },
  { id: 'logins', view: Logins },
  { id: 'rounds', view: Rounds },
  { id: 'lottery', view: LotteryOrders },
  { id: 'notes', view: Notes },
  { id: 'adjust', view: Adjust, needs: 'wallet.adjust.propose' },
];

/** A player's page: its name and state, and one tab at a time (the tab is in the address). */
export const PlayerPage = observer(function PlayerPage() {
  const { t } = useTranslation();
  const { session } = useStores();
  const player = useFeature(PlayerStore);
  const { id: idParam, tab: tabParam } = useParams();
  const id = Number(idParam);
  const tabs = TABS.filter((tab) => !tab.needs || session.may(tab.needs));
  const tab = tabs.find((x) => x.id === (tabParam ?? 'profile')) ?? tabs[0]!;

  useEffect(() => {
    if (Number.isSafeInteger(id)) void player.open(id);
  }, [id, player]);

  const detail = player.id === id ? player.detail.value : null;
  const View = tab.view;
  return (
    <>
      <Muted>
        <Link to={consolePath.players()}>{t('players.back')}</Link>
      </Muted>
      <LoadState of={player.detail} />
      {detail && (
        <>
          <Title>
            {detail.username} {detail.blocked && <small>({t('players.blocked')})</small>}
          </Title>
          <TabNav aria-label={t('players.tabsLabel')}>
            {tabs.map((x) => (
              <NavLink key={x.id} to={consolePath.player(id, x.id)} end>
                {t(`players.tabs.${x.id}`)}
              </NavLink>
            ))}
          </TabNav>
          <View />
        </>
      )}
    </>
  );
});
