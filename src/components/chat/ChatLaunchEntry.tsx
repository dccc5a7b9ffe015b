import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routerPath } from '../../paths';
import { useFeature, useStores } from '../../stores';
import { ChatStore } from '../../stores/chat/ChatStore';
import { Icon } from '../icons';
import { Channel } from '../serviceStyles';

/**
 * "Chat with us" (CBS3 on): asks the chat provider where the chat opens; a site path (the local
 * provider's /m/chat) opens in the site, a provider's own page in a new tab.
 */
const ChatLaunchEntry = observer(function ChatLaunchEntry() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const chat = useFeature(ChatStore);
  const navigate = useNavigate();
  const open = async () => {
    const where = await chat.launch();
    if (!where) return;
    ui.toggleServicePopup(false);
    if (where.external) window.open(where.url, '_blank', 'noopener,noreferrer');
    else navigate(routerPath(where.url));
  };
  return (
    <Channel as="button" type="button" onClick={() => void open()}>
      <Icon name="mail" />
      <span>{t('service.chat')}</span>
    </Channel>
  );
});

export default ChatLaunchEntry;
