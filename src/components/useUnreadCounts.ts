import { useEffect, useState } from 'react';
import { useStores } from '../stores';
import type { UnreadStore } from '../stores/unread/UnreadStore';

/**
 * The unread counts store once a real member is logged in, or null (visitors, trial accounts: §4
 * counts are not fetched for type 4). Its code is imported then, so the first load carries only
 * this hook; it starts the store's refreshing, which logout stops (RootStore.clear).
 */
export function useUnreadCounts(): UnreadStore | null {
  const root = useStores();
  const eligible = root.session.isLoggedIn && !root.session.isTrial;
  const [store, setStore] = useState<UnreadStore | null>(null);
  useEffect(() => {
    if (!eligible) return;
    let current = true;
    void import(/* webpackChunkName: "unread" */ '../stores/unread/UnreadStore').then(({ UnreadStore }) => {
      if (!current) return;
      const counts = root.feature(UnreadStore);
      counts.start();
      setStore(counts);
    });
    return () => {
      current = false;
    };
  }, [eligible, root]);
  // A store kept from before a logout is cleared (and stopped) by RootStore.clear; it is not shown.
  return eligible ? store : null;
}
