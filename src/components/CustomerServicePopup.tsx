import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores';
import { CustomerServiceList } from './CustomerServiceList';
import { Popup } from './Popup';

/** Popup listing the customer-service channels (footer service item, drawer, home tile). */
export const CustomerServicePopup = observer(function CustomerServicePopup() {
  const { t } = useTranslation();
  const { ui } = useStores();
  if (!ui.servicePopupOpen) return null;
  return (
    <Popup id="service-title" title={t('service.title')} onClose={() => ui.toggleServicePopup(false)}>
      <p>{t('service.intro')}</p>
      <CustomerServiceList />
    </Popup>
  );
});
