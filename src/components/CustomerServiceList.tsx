import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { decodeServicePath } from '@common/contract/customerServicePath';
import { useStores } from '../stores';
import { Icon } from './icons';
import { Channel } from './serviceStyles';
import { Muted } from './ui';

/** The chat entry's own chunk: only members of a merchant with CBS3 on ever load it. */
const ChatLaunchEntry = lazy(() => import(/* webpackChunkName: "chat-entry" */ './chat/ChatLaunchEntry'));

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.base.space.s};
`;

/** The merchant's contact channels (MIDUOKE, TELEGRAM, TELEGRAM 2, FACEBOOK); each opens its app. */
export const CustomerServiceList = observer(function CustomerServiceList() {
  const { t } = useTranslation();
  const { common, session } = useStores();
  // Chat needs the merchant's CBS3 switch and a real account (§4: none for type 4).
  const chat = common.whitelabel?.CBS3 === true && session.isLoggedIn && !session.isTrial;
  const channels = common.customerService
    .map((entry) => ({ entry, url: decodeServicePath(entry.path) }))
    .filter((c): c is { entry: typeof c.entry; url: string } => c.url !== null);
  if (channels.length === 0 && !chat) return <Muted>{t('service.none')}</Muted>;
  return (
    <List>
      {chat && (
        <li>
          <Suspense fallback={null}>
            <ChatLaunchEntry />
          </Suspense>
        </li>
      )}
      {channels.map(({ entry, url }) => (
        <li key={entry.csType}>
          <Channel href={url} target="_blank" rel="noopener noreferrer">
            <Icon name="service" />
            <span>{entry.title || t(`service.${entry.csType}`)}</span>
          </Channel>
        </li>
      ))}
    </List>
  );
});
