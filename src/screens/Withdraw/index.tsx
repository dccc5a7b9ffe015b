import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LoadStatus } from '../../components/payments/PagedList';
import { Page } from '../../components/ui';
import { useFeature } from '../../stores';
import { WithdrawalStore } from '../../stores/WithdrawalStore';
import { Blockers, Standing } from './components/Readiness';
import { Result } from './components/Result';
import { WithdrawForm } from './components/WithdrawForm';

/**
 * /m/withdraw (issue 14), from the member centre: the balances, the wagering still required and the
 * identity state; every blocker in plain words with the link that fixes it, before the player
 * tries; then the request form, or the result of the request just made.
 */
const Withdraw = observer(function Withdraw() {
  const store = useFeature(WithdrawalStore);
  useEffect(() => {
    store.dismissResult();
    void store.load();
  }, [store]);
  const readiness = store.readiness;
  if (!readiness) return <Page>{<LoadStatus state={store.state} onRetry={() => void store.load()} />}</Page>;
  return (
    <Page>
      <Standing readiness={readiness} blockers={store.blockers} />
      {store.result ? (
        <Result withdrawal={store.result} />
      ) : (
        <>
          <Blockers blockers={store.blockers} readiness={readiness} />
          {store.blockers.length === 0 && <WithdrawForm />}
        </>
      )}
    </Page>
  );
});

export default Withdraw;
