import { useTranslation } from 'react-i18next';
import { CustomerServiceList } from '../../components/CustomerServiceList';
import { Card, Muted, Page } from '../../components/ui';

/** Customer service (§2 /m/service): the merchant's contact channels. */
export default function Service() {
  const { t } = useTranslation();
  return (
    <Page>
      <Card>
        <h2>{t('service.title')}</h2>
        <Muted>{t('service.intro')}</Muted>
        <CustomerServiceList />
      </Card>
    </Page>
  );
}
