import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PointsLine } from '../../../components/loyalty/PointsLine';
import { Card } from '../../../components/ui';
import { leaderBoardPath, mallPath, rewardCenterPath } from '../../../paths';
import { useStores } from '../../../stores';
import { LinkGrid } from './LinkGrid';

/**
 * Loyalty in the member centre (issue 17): the member's points and level (PTSYS3) and the ways to
 * the mall, the reward centre (REWCEN3) and the leaderboard (MISSIONLB3), each only when its
 * merchant switch is on; nothing at all when every one is off.
 */
export const LoyaltyCard = observer(function LoyaltyCard() {
  const { t } = useTranslation();
  const switches = useStores().common.whitelabel;
  const links = [
    switches?.PTSYS3 && { to: mallPath(), key: 'title.mall' },
    switches?.REWCEN3 && { to: rewardCenterPath(), key: 'title.rewardCenter' },
    switches?.MISSIONLB3 && { to: leaderBoardPath(), key: 'title.leaderBoard' },
  ].filter((link): link is { to: string; key: string } => !!link);
  if (links.length === 0) return null;
  return (
    <Card aria-labelledby="member-loyalty">
      <h2 id="member-loyalty">{t('loyalty.title')}</h2>
      <PointsLine />
      <LinkGrid links={links} />
    </Card>
  );
});
