import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../components/icons';
import { Button, Page } from '../../components/ui';
import { useLogout } from '../../components/useLogout';
import { useFeature } from '../../stores';
import { MemberStore } from '../../stores/MemberStore';
import { AgentCard } from './components/AgentCard';
import { BalanceCard } from './components/BalanceCard';
import { LoyaltyCard } from './components/LoyaltyCard';
import { MessagesCard } from './components/MessagesCard';
import { MoneyCard } from './components/MoneyCard';
import { ProfileCard } from './components/ProfileCard';
import { SecurityCard } from './components/SecurityCard';

const Logout = styled(Button)`
  width: 100%;
`;

/**
 * /m/member/home (§2): profile with head icon, nickname and email; security (login and withdrawal
 * passwords); balance with refresh; points, level and the loyalty screens (issue 17); money in
 * and out (deposit, withdrawal, payout accounts, identity, records); an agent's area and contracts (issue 18); logout. Type 4 never gets here (the route guard prompts to register).
 */
const MemberHome = observer(function MemberHome() {
  const { t } = useTranslation();
  const member = useFeature(MemberStore);
  const logout = useLogout();
  useEffect(() => {
    void member.loadProfile();
    void member.refreshBalance();
  }, [member]);
  return (
    <Page>
      <ProfileCard />
      <BalanceCard />
      <LoyaltyCard />
      <MoneyCard />
      <AgentCard />
      <MessagesCard />
      <SecurityCard />
      <Logout type="button" $variant="ghost" onClick={logout}>
        <Icon name="logout" />
        {t('common.logout')}
      </Logout>
    </Page>
  );
});

export default MemberHome;
