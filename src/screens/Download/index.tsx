import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, Card, Muted, Page } from '../../components/ui';
import { useStores } from '../../stores';

/** Install guides (§2 /m/download/android and /ios): steps plus the merchant's download link. */
const Download = observer(function Download() {
  const { t } = useTranslation();
  const { common } = useStores();
  const platform = useLocation().pathname.toLowerCase().endsWith('/ios') ? 'ios' : 'android';
  const url = common.downloadLinks[platform];
  const steps = [1, 2, 3].map((n) => t(`download.${platform}Step${n}`));
  return (
    <Page>
      <Card>
        <h2>{t(platform === 'ios' ? 'title.downloadIos' : 'title.downloadAndroid')}</h2>
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {platform === 'ios' && <Muted>{t('app.iosRequirement')}</Muted>}
        {url ? (
          <Button as="a" href={url} rel="noopener">
            {t('download.button')}
          </Button>
        ) : (
          <Muted>{t('download.unavailable')}</Muted>
        )}
      </Card>
    </Page>
  );
});

export default Download;
