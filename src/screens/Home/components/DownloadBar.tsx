import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icons';
import { ButtonLink } from '../../../components/ui';
import { isStandalone } from '../../../utils/device';
import { downloadPath, routerPath } from '../../../paths';

const Bar = styled.aside`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.base.space.s};
  margin-bottom: ${(p) => p.theme.base.space.l};
  padding: ${(p) => p.theme.base.space.s} ${(p) => p.theme.base.space.m};
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surface};
`;

/** The install guide for this phone's system: iPhone and iPad get the iOS guide. */
export function downloadRoute(userAgent: string): string {
  return routerPath(downloadPath(/iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : 'android'));
}

/** Download bar (§2); not shown inside the installed app. */
export function DownloadBar() {
  const { t } = useTranslation();
  if (isStandalone()) return null;
  return (
    <Bar>
      <span>{t('home.download')}</span>
      <ButtonLink to={downloadRoute(navigator.userAgent)}>
        <Icon name="download" size={20} />
        {t('home.downloadAction')}
      </ButtonLink>
    </Bar>
  );
}
