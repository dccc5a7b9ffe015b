import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversationValue } from '@common/contract/inbox';
import { CHAT_MESSAGE_MAX_CHARS } from '@common/rules/protection';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoadState } from '../../components/Loading';
import { Button, Card, Field, Muted, Subtitle, TextArea, Title } from '../../components/ui';
import { dateTime } from '../../format';
import { ChatDeskStore } from '../../stores/ChatDeskStore';
import { useFeature } from '../../stores/context';

/** How often the desk looks for new member messages while it is open. */
const DESK_REFRESH_MS = 10_000;

/** The chat desk (issue 15): members' conversations with their unread counts; open one, read it and answer. */
const Chat = observer(function Chat() {
  const { t } = useTranslation();
  const desk = useFeature(ChatDeskStore);
  const [text, setText] = useState('');
  useEffect(() => {
    void desk.loadConversations();
    const timer = setInterval(() => void desk.refresh(), DESK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [desk]);

  const columns: Column<ChatConversationValue>[] = [
    { labelKey: 'chat.member', render: (c) => c.username },
    { labelKey: 'chat.lastText', render: (c) => c.lastText },
    { labelKey: 'chat.lastAt', render: (c) => dateTime(c.lastAt) },
    { labelKey: 'chat.unread', render: (c) => c.unread },
    {
      labelKey: 'chat.actions',
      render: (c) => (
        <Button type="button" $variant="plain" onClick={() => void desk.openConversation(c.memberId)} aria-label={t('chat.openNamed', { username: c.username })}>
          {t('chat.open')}
        </Button>
      ),
    },
  ];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await desk.send(text.trim())) setText('');
  };
  const rows = desk.conversations.value;
  const open = desk.open;

  return (
    <>
      <Title>{t('chat.title')}</Title>
      <Button type="button" $variant="plain" onClick={() => void desk.refresh()}>
        {t('chat.refresh')}
      </Button>
      <LoadState of={desk.conversations} />
      {rows && rows.length === 0 && <Muted>{t('chat.none')}</Muted>}
      {rows && rows.length > 0 && <DataTable caption={t('chat.conversations')} columns={columns} rows={rows} rowKey={(c) => c.memberId} />}
      {desk.openMemberId !== null && (
        <Card aria-labelledby="chat-open">
          <Subtitle id="chat-open">{t('chat.with', { username: open?.username ?? desk.openMemberId })}</Subtitle>
          <ol aria-label={t('chat.messages')}>
            {(desk.messages.value ?? []).map((m) => (
              <li key={m.id}>
                <strong>{m.from === 'member' ? t('chat.fromMember') : t('chat.fromOperator')}</strong> ({dateTime(m.sentAt)}): {m.text}
              </li>
            ))}
          </ol>
          <form onSubmit={(e) => void submit(e)}>
            <Field>
              {t('chat.reply')}
              <TextArea value={text} maxLength={CHAT_MESSAGE_MAX_CHARS} rows={3} onChange={(e) => setText(e.target.value)} required />
            </Field>
            <Button type="submit" disabled={desk.reply.loading || text.trim() === ''}>
              {t('chat.send')}
            </Button>
            <ErrorMessage failure={desk.reply.error} />
          </form>
        </Card>
      )}
    </>
  );
});

export default Chat;
