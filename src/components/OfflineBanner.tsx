import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStores } from '../stores';
import { Icon } from './icons';

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.s};
  padding: ${(p) => p.theme.base.space.s} ${(p) => p.theme.base.space.l};
  background: ${(p) => p.theme.colors.danger};
  color: ${(p) => p.theme.colors.onPrimary};
`;

/** While the phone is offline, says so instead of letting calls fail without a word. */
export const OfflineBanner = observer(function OfflineBanner() {
  const { t } = useTranslation();
  const { ui } = useStores();
  if (ui.online) return null;
  return (
    <Banner role="alert">
      <Icon name="offline" />
      <div>
        <strong>{t('offline.title')}</strong>
        <div>{t('offline.body')}</div>
      </div>
    </Banner>
  );
});
