import { useTranslation } from 'react-i18next';
import { loadScreenStrings, screenStringsLoaded } from '../i18n';
import type { Message } from '../stores';

/**
 * Turns a store message (i18n key or server text) into the text to show. A store's message may
 * name a key of the screens' strings (src/i18n) while only the shell's are in (a toast the shell
 * shows): then it shows nothing until they arrive, never the raw key.
 */
export function useMessageText(): (message: Message) => string {
  const { t, i18n } = useTranslation();
  return (message) => {
    if ('text' in message) return message.text;
    if (!i18n.exists(message.key) && !screenStringsLoaded()) {
      void loadScreenStrings().catch(() => undefined);
      return '';
    }
    return t(message.key, message.params);
  };
}
