import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CHAT_MESSAGE_MAX_CHARS } from '@common/rules/protection';
import { Button, Muted, Page } from '../../components/ui';
import { CHAT_POLL_SECONDS } from '../../config/constants';
import { useFeature, useStores } from '../../stores';
import { ChatStore } from '../../stores/ChatStore';

const Log = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.base.space.s};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
  max-width: 80%;
  padding: ${(p) => p.theme.base.space.s} ${(p) => p.theme.base.space.m};
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => (p.$mine ? p.theme.colors.primary : p.theme.colors.surfaceRaised)};
  color: ${(p) => (p.$mine ? p.theme.colors.onPrimary : p.theme.colors.text)};
  white-space: pre-line;
  overflow-wrap: anywhere;
  small { display: block; opacity: 0.8; font-size: ${(p) => p.theme.base.fontSize.small}; }
`;

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.base.space.s};
  textarea {
    min-height: 88px;
    padding: ${(p) => p.theme.base.space.s};
    border-radius: ${(p) => p.theme.base.radius.small};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
  }
`;

/** /m/chat (issue 15): the local chat provider's conversation with the merchant's support; new answers arrive by polling while it is open. */
const Chat = observer(function Chat() {
  const { t } = useTranslation();
  const { language } = useStores();
  const chat = useFeature(ChatStore);
  const [text, setText] = useState('');
  const inputId = useId();
  const end = useRef<HTMLLIElement>(null);
  const time = new Intl.DateTimeFormat(language.code, { timeStyle: 'short' });

  useEffect(() => {
    void chat.poll();
    const timer = setInterval(() => void chat.poll(), CHAT_POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [chat]);

  const count = chat.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await chat.send(text)) setText('');
  };

  return (
    <Page>
      {chat.loaded && count === 0 && <Muted>{t('chat.empty')}</Muted>}
      <Log aria-label={t('chat.log')} aria-live="polite">
        {chat.messages.map((m) => (
          <Bubble key={m.id} $mine={m.from === 'member'}>
            <small>
              {m.from === 'member' ? t('chat.you') : t('chat.support')} · <time dateTime={new Date(m.sentAt).toISOString()}>{time.format(m.sentAt)}</time>
            </small>
            {m.text}
          </Bubble>
        ))}
        <li ref={end} aria-hidden="true" />
      </Log>
      <Form onSubmit={(e) => void submit(e)}>
        <label htmlFor={inputId}>{t('chat.label')}</label>
        <textarea id={inputId} value={text} maxLength={CHAT_MESSAGE_MAX_CHARS} onChange={(e) => setText(e.target.value)} required />
        <Button type="submit" disabled={chat.sending || text.trim() === ''}>
          {t('chat.send')}
        </Button>
      </Form>
    </Page>
  );
});

export default Chat;
