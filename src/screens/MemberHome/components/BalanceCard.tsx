import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icons';
import { Card, IconButton } from '../../../components/ui';
import { useFeature, useStores } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.base.space.s};
`;

const Amount = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.base.fontSize.large};
  font-weight: 700;
  color: ${(p) => p.theme.colors.primary};
`;

/** Wallet balance with 2 decimals and a refresh button (the same balance the drawer shows). */
export const BalanceCard = observer(function BalanceCard() {
  const { t } = useTranslation();
  const { wallet } = useStores();
  const member = useFeature(MemberStore);
  return (
    <Card aria-labelledby="member-wallet">
      <h2 id="member-wallet">{t('member.wallet')}</h2>
      <Row>
        <div>
          <span>{t('common.balance')}</span>
          <Amount aria-label={t('common.balance')} aria-live="polite">
            {wallet.display ?? t('common.balancePlaceholder')}
          </Amount>
        </div>
        <IconButton
          type="button"
          onClick={() => void member.refreshBalance()}
          disabled={wallet.refreshing}
          aria-busy={wallet.refreshing}
          aria-label={t('common.refreshBalance')}
        >
          <Icon name="refresh" />
        </IconButton>
      </Row>
    </Card>
  );
});
