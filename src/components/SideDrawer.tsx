import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../stores';

/**
 * The drawer's contents are their own chunk: the first screen of every visit shows the drawer
 * closed, so a phone need not download and parse it before that screen (the service worker
 * caches the chunk for later visits).
 */
const DrawerPanel = lazy(() => import(/* webpackChunkName: "drawer" */ './DrawerPanel'));

/** Side drawer (§2), rendered while open. */
export const SideDrawer = observer(function SideDrawer() {
  const { ui } = useStores();
  return ui.drawerOpen ? (
    <Suspense fallback={null}>
      <DrawerPanel />
    </Suspense>
  ) : null;
});
