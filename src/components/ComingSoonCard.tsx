import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Muted } from './ui';
import { homePath, routerPath } from '../paths';

/** The honest "coming soon" card: says the part is not open and offers the way home. */
export function ComingSoonCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <h2>{t('app.comingSoonTitle')}</h2>
      <Muted>{t('app.comingSoonBody')}</Muted>
      <ButtonLink to={routerPath(homePath())}>{t('app.backHome')}</ButtonLink>
    </Card>
  );
}
