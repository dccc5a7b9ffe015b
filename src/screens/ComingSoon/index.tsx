import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Muted, Page } from '../../components/ui';
import { HOME_PATH } from '../../routes';

/** Honest placeholder for a route a later issue builds: says so and offers the way home. */
export default function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Page>
      <Card>
        <h2>{t('app.comingSoonTitle')}</h2>
        <Muted>{t('app.comingSoonBody')}</Muted>
        <ButtonLink to={HOME_PATH}>{t('app.backHome')}</ButtonLink>
      </Card>
    </Page>
  );
}
