import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { POPUP_ZOOM_MS } from '../config/constants';
import { useStores } from '../stores';
import { CustomerServiceList } from './CustomerServiceList';
import { Icon } from './icons';
import { Backdrop, IconButton } from './ui';

export const Sheet = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${(p) => p.theme.base.zIndex.dialog};
  max-height: 80vh;
  overflow-y: auto;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.base.radius.large} ${(p) => p.theme.base.radius.large} 0 0;
  padding: ${(p) => p.theme.base.space.l};
  animation: sheet-in ${POPUP_ZOOM_MS}ms ease-out;
  @keyframes sheet-in { from { transform: translateY(30%); opacity: 0; } to { transform: none; opacity: 1; } }
  header { display: flex; align-items: center; justify-content: space-between; }
  h2 { margin: 0; font-size: ${(p) => p.theme.base.fontSize.title}; }
`;

export const SheetBackdrop = styled(Backdrop)`
  z-index: ${(p) => p.theme.base.zIndex.dialog};
`;

/** Popup listing the customer-service channels (footer service item, drawer, home tile). */
export const CustomerServicePopup = observer(function CustomerServicePopup() {
  const { t } = useTranslation();
  const { ui } = useStores();
  if (!ui.servicePopupOpen) return null;
  const close = () => ui.toggleServicePopup(false);
  return (
    <>
      <SheetBackdrop onClick={close} />
      <Sheet role="dialog" aria-modal="true" aria-labelledby="service-title">
        <header>
          <h2 id="service-title">{t('service.title')}</h2>
          <IconButton type="button" onClick={close} aria-label={t('common.close')}>
            <Icon name="close" />
          </IconButton>
        </header>
        <p>{t('service.intro')}</p>
        <CustomerServiceList />
      </Sheet>
    </>
  );
});
