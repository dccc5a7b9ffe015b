import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ChatLaunchEntry } from '../../components/chat/ChatLaunchEntry';
import { CustomerServiceList } from '../../components/CustomerServiceList';
import { Card, Muted, Page } from '../../components/ui';
import { useStores } from '../../stores';

/** Customer service (§2 /m/service): chat (CBS3 on, real members: §4 none for type 4) and the merchant's contact channels. */
const Service = observer(function Service() {
  const { t } = useTranslation();
  const { common, session } = useStores();
  const chat = common.whitelabel?.CBS3 === true && session.isLoggedIn && !session.isTrial;
  return (
    <Page>
      <Card>
        <h2>{t('service.title')}</h2>
        <Muted>{t('service.intro')}</Muted>
        {chat && <ChatLaunchEntry />}
        <CustomerServiceList />
      </Card>
    </Page>
  );
});

export default Service;
