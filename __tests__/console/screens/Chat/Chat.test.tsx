import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleInboxPath, type ChatConversationValue, type ChatMessageValue } from '@common/contract/inbox';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const conversation: ChatConversationValue = { memberId: 12, username: 'alice', merchantCode: 'MLOBBY', lastText: 'Where is my deposit?', lastAt: Date.UTC(2030, 0, 1), unread: 2 };
const message = (id: number, from: ChatMessageValue['from'], text: string): ChatMessageValue => ({ id, from, text, sentAt: Date.UTC(2030, 0, 1, 0, id) });

describe('chat desk (console)', () => {
  test('lists conversations with unread counts; opening one shows it and a reply is sent and shown', async () => {
    const server = new FakeServer()
      .ok(`GET ${ConsoleInboxPath.conversations}`, [conversation])
      .ok(`GET ${ConsoleInboxPath.conversation(12)}`, [message(1, 'member', 'Hello'), message(2, 'member', 'Where is my deposit?')])
      .ok(`POST ${ConsoleInboxPath.conversation(12)}`, message(3, 'operator', 'Checking now.'));
    await renderConsole({ me: operator(['support']), path: '/chat', server });
    const row = await screen.findByRole('row', { name: /alice/ });
    expect(row).toHaveTextContent('2');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Open the conversation with alice' }));
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
    await user.type(screen.getByLabelText('Reply'), 'Checking now.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(messages).findByText(/Checking now\./)).toBeInTheDocument();
    expect(server.callsTo(`POST ${ConsoleInboxPath.conversation(12)}`)[0]!.body).toEqual({ text: 'Checking now.' });
  });

  test('says so when there is no conversation', async () => {
    await renderConsole({ me: operator(['support']), path: '/chat', server: new FakeServer().ok(`GET ${ConsoleInboxPath.conversations}`, []) });
    expect(await screen.findByText('No conversation yet.')).toBeInTheDocument();
  });
});
