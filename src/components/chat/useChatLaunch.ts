import { useNavigate } from 'react-router-dom';
import { routerPath } from '../../paths';
import { useFeature, useStores } from '../../stores';
import { ChatStore } from '../../stores/ChatStore';

/**
 * Opens the customer-service chat (CBS3): asks the chat provider where; a site path (the local
 * provider's /m/chat) opens in the site, a provider's own page in a new tab.
 */
export function useChatLaunch(): () => Promise<void> {
  const { ui } = useStores();
  const chat = useFeature(ChatStore);
  const navigate = useNavigate();
  return async () => {
    const where = await chat.launch();
    if (!where) return;
    ui.toggleDrawer(false);
    if (where.external) window.open(where.url, '_blank', 'noopener,noreferrer');
    else navigate(routerPath(where.url));
  };
}
