import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SESSION_STATUS_REFRESH_SECONDS } from '@common/rules/protection';
import { samePath } from '../../paths';
import { useFeature, useStores } from '../../stores';
import { ProtectionStore } from '../../stores/ProtectionStore';
import { CLOCK_TICK_MS } from '../../stores/protection/SessionClock';
import DepositLimitPrompt from './DepositLimitPrompt';
import { RealityCheckDialog, SessionEndDialog } from './SessionDialogs';
import { SessionFigures } from './SessionFigures';

/** The game screens whose header shows the session's time and net position. */
const GAME_SCREENS = ['/game', '/startLottery', '/moreLottery'];

/**
 * Site-wide for a logged-in account (SessionWatchHost): reads the session's figures from the
 * server and again every SESSION_STATUS_REFRESH_SECONDS, counts on by the server's clock, and
 * shows the reality check when it is due and the session limit's end when it comes; on game screens
 * the time and net position under the header; and the deposit-limit prompt when one was asked for.
 */
const SessionWatch = observer(function SessionWatch() {
  const store = useFeature(ProtectionStore);
  const { session } = useStores();
  const { pathname } = useLocation();
  const { clock } = store;

  useEffect(() => {
    void store.refreshSession();
    const refresh = setInterval(() => void store.refreshSession(), SESSION_STATUS_REFRESH_SECONDS * 1000);
    const tick = setInterval(() => clock.tick(), CLOCK_TICK_MS);
    return () => {
      clearInterval(refresh);
      clearInterval(tick);
    };
  }, [store, clock]);

  const onGameScreen = session.isRealMember && GAME_SCREENS.some((p) => samePath(p, pathname));
  return (
    <>
      {onGameScreen && clock.status && <SessionFigures />}
      {clock.sessionEnded ? <SessionEndDialog /> : clock.realityCheckDue ? <RealityCheckDialog /> : null}
      {store.promptOpen && <DepositLimitPrompt />}
    </>
  );
});

export default SessionWatch;
