import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Muted, Page } from '../../components/ui';
import { homePath, routerPath } from '../../paths';

/** Honest placeholder for a route a later issue builds: says so and offers the way home. */
export default function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Page>
      <Card>
        <h2>{t('app.comingSoonTitle')}</h2>
        <Muted>{t('app.comingSoonBody')}</Muted>
        <ButtonLink to={routerPath(homePath())}>{t('app.backHome')}</ButtonLink>
      </Card>
    </Page>
  );
}
