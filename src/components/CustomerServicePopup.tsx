import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../stores';

/**
 * The popup's contents are their own chunk, as the drawer's: it opens only on a tap (footer
 * service item, drawer, home tile), so the first screen need not download it (issue 18 made room
 * in the first download for the agent routes this way).
 */
const CustomerServicePanel = lazy(() => import(/* webpackChunkName: "service-popup" */ './CustomerServicePanel'));

/** Popup listing the customer-service channels, rendered while open. */
export const CustomerServicePopup = observer(function CustomerServicePopup() {
  const { ui } = useStores();
  return ui.servicePopupOpen ? (
    <Suspense fallback={null}>
      <CustomerServicePanel />
    </Suspense>
  ) : null;
});
