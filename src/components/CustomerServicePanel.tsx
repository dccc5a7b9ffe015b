import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores';
import { CustomerServiceList } from './CustomerServiceList';
import { Popup } from './Popup';

/** The customer-service popup's contents: the channels (its own chunk, CustomerServicePopup). */
const CustomerServicePanel = observer(function CustomerServicePanel() {
  const { t } = useTranslation();
  const { ui } = useStores();
  return (
    <Popup id="service-title" title={t('service.title')} onClose={() => ui.toggleServicePopup(false)}>
      <p>{t('service.intro')}</p>
      <CustomerServiceList />
    </Popup>
  );
});

export default CustomerServicePanel;
