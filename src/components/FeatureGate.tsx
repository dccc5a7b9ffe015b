import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Whitelabel } from '@common/contract/system';
import { useStores } from '../stores';
import { ComingSoonCard } from './ComingSoonCard';
import { LoadStatus } from './payments/PagedList';
import { Page } from './ui';

/** The merchant's feature switches a screen may stand behind (§3). */
export type FeatureSwitch = 'PTSYS3' | 'MISSIONLB3' | 'REWCEN3';

/**
 * Renders a feature's screen only when the merchant's switch is on; off, the coming-soon card (§2:
 * as the quick tiles say), so a deep link to an off feature never calls its API. Until the
 * merchant's status is known it waits.
 */
export const FeatureGate = observer(function FeatureGate({ feature, children }: { feature: FeatureSwitch; children: ReactNode }) {
  const { common } = useStores();
  const whitelabel: Whitelabel | null = common.whitelabel;
  if (!whitelabel && !common.statusLoaded) {
    return (
      <Page>
        <LoadStatus state="loading" onRetry={() => undefined} />
      </Page>
    );
  }
  if (!whitelabel?.[feature]) {
    return (
      <Page>
        <ComingSoonCard />
      </Page>
    );
  }
  return <>{children}</>;
});
