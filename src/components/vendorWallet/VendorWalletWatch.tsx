import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores';
import { VendorBalanceStore } from '../../stores/VendorBalanceStore';
import { TransferAmountDialog } from './TransferAmountDialog';

/**
 * Mounted for a logged-in member (not a trial account): recalls the money held at transfer-wallet
 * vendors once when the site starts or the member logs in, and once each time they come back
 * from a game (the LaunchStore counts returns: the pageshow and visibility events of the tab that
 * left for the game). The recall is quiet; the drawer shows what stays held. It also shows the
 * launch's amount question when the LaunchStore asks one.
 */
const VendorWalletWatch = observer(function VendorWalletWatch() {
  const root = useStores();
  const store = root.feature(VendorBalanceStore);
  // Read in render (an observer): a return re-renders and runs the effect again. Not mobx's
  // reaction(): nothing in the first download uses it, so importing it here would put it there.
  const returns = root.launch.returns;
  useEffect(() => {
    void store.autoRecall();
  }, [store, returns]);
  return store.amountRequest ? <TransferAmountDialog request={store.amountRequest} main={store.main ?? 0} currency={store.value?.currency ?? ''} onAnswer={(amount) => store.answerAmount(amount)} /> : null;
});

export default VendorWalletWatch;
