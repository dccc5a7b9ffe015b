import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeature } from '../../stores';
import { UnreadStore } from '../../stores/UnreadStore';
import { UnreadBadge } from '../UnreadBadge';

/**
 * The menu button's unread badge (inbox and chat together, §4 capped at 99+). Its own chunk, loaded
 * once a real member is logged in: it starts the counts' refreshing, which logout stops (RootStore.clear).
 */
const UnreadTotal = observer(function UnreadTotal() {
  const { t } = useTranslation();
  const unread = useFeature(UnreadStore);
  useEffect(() => unread.start(), [unread]);
  return <UnreadBadge place="menu" count={unread.total} label={t('header.unread', { count: unread.total })} />;
});

export default UnreadTotal;
