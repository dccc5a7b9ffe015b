import { useTranslation } from 'react-i18next';
import type { Message } from '../stores';

/** Turns a store message (i18n key or server text) into the text to show. */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation();
  return (message) => ('text' in message ? message.text : t(message.key, message.params));
}
