import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStores } from '../stores';
import { CustomerServiceList } from './CustomerServiceList';
import { Card, Page } from './ui';

const Blocked = styled(Page)`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  justify-content: center;
  text-align: center;
  h1 { font-size: ${(p) => p.theme.base.fontSize.large}; }
`;

/**
 * System-status switch (§2, §4): 0 renders the site, 1 the maintenance page (also when both
 * flags are on), 2 the region-restriction page with the client IP and a way to reach service.
 */
export const StatusGate = observer(function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { common } = useStores();
  if (common.systemStatus === 1) {
    return (
      <Blocked as="main" data-status="maintenance">
        <h1>{t('status.maintenanceTitle')}</h1>
        <p>{t('status.maintenanceBody')}</p>
      </Blocked>
    );
  }
  if (common.systemStatus === 2) {
    return (
      <Blocked as="main" data-status="region">
        <h1>{t('status.regionTitle')}</h1>
        <p>{t('status.regionBody')}</p>
        <p>{t('status.yourIp', { ip: common.clientIp ?? '-' })}</p>
        <Card>
          <h2>{t('status.contactService')}</h2>
          <CustomerServiceList />
        </Card>
      </Blocked>
    );
  }
  return <>{children}</>;
});
