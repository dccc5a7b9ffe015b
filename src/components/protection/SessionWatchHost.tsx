import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { loadScreenStrings } from '../../i18n';
import { useStores } from '../../stores';

// Its own chunk with the screens' strings: visitors and trial accounts never download it.
const SessionWatch = lazy(() => Promise.all([import(/* webpackChunkName: "session-watch" */ './SessionWatch'), loadScreenStrings()]).then(([chunk]) => chunk));

/**
 * Mounts the reality check and session-limit watch for logged-in accounts the server serves it to
 * (types 0/1/2 and agents), never for visitors, trial accounts or a withdraw-only session. A new
 * login starts a new watch.
 */
export const SessionWatchHost = observer(function SessionWatchHost() {
  const { session } = useStores();
  return session.isLoggedIn && !session.isTrial && !session.withdrawOnly ? (
    <Suspense>
      <SessionWatch key={session.token} />
    </Suspense>
  ) : null;
});
