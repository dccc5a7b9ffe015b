import type { ChatConversationValue, ChatLaunchValue, ChatMessageValue, UnreadCountValue } from '@common/contract/inbox';
import { ChatPath, ConsoleInboxPath } from '@common/contract/inbox';
import { ErrorCode } from '@common/contract/envelope';
import { CHAT_MESSAGE_MAX_CHARS } from '@common/rules/protection';
import { chatMessages } from '../../../../server/modules/chat/tables';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant';
import { setWhitelabel, TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';
import { memberCall, memberWithToken, silentMember, TRIAL_HEADERS, trialToken, type TestMember } from '../inbox/fixtures';
import { eq } from 'drizzle-orm';

describe.each(databases())('customer-service chat on $name', (db) => {
  const clock = new TestClock();
  const suite = suiteApp(db, {}, { now: clock.now }, async (app) => {
    await seedMerchant(app.db, merchantSeed(), { code: 'OTHERCO', trialCode: 'OTHERCOTRIAL' });
  });
  let support: TestOperator;
  beforeAll(async () => {
    support = await operatorWith(suite.app, ['support']);
  });

  const say = (member: TestMember, text: string) => {
    clock.advance(1000);
    return memberCall<ChatMessageValue>(suite.app, member.token, 'POST', ChatPath.messages, { text });
  };
  const read = async (member: TestMember, after?: number) => (await memberCall<ChatMessageValue[]>(suite.app, member.token, 'GET', `${ChatPath.messages}${after ? `?after=${after}` : ''}`)).value!;
  const unread = async (member: TestMember) => (await memberCall<UnreadCountValue>(suite.app, member.token, 'GET', ChatPath.unread)).value!.count;
  const answer = (memberId: number, text: string, who = support) => {
    clock.advance(1000);
    return consoleCall<ChatMessageValue>(suite.app, who, 'POST', ConsoleInboxPath.conversation(memberId), { text });
  };
  const desk = async (who = support) => (await consoleCall<ChatConversationValue[]>(suite.app, who, 'GET', ConsoleInboxPath.conversations)).body.value!;

  it('launch with the local provider opens the site\'s chat screen', async () => {
    const member = await memberWithToken(suite.app);
    expect((await memberCall<ChatLaunchValue>(suite.app, member.token, 'GET', ChatPath.launch)).value).toEqual({ url: '/m/chat', external: false });
  });

  it('a member writes, the desk lists the conversation with its unread count, opening it marks the member\'s messages seen', async () => {
    const member = await memberWithToken(suite.app);
    const hello = (await say(member, '  Hello, I need help  ')).value!;
    expect(hello).toEqual({ id: hello.id, from: 'member', text: 'Hello, I need help', sentAt: clock.now() });
    await say(member, 'Anyone?');
    const listed = (await desk()).find((c) => c.memberId === member.id);
    expect(listed).toEqual({ memberId: member.id, username: member.username, merchantCode: 'MLOBBY', lastText: 'Anyone?', lastAt: clock.now(), unread: 2 });
    const opened = await consoleCall<ChatMessageValue[]>(suite.app, support, 'GET', ConsoleInboxPath.conversation(member.id));
    expect(opened.body.value!.map((m) => m.text)).toEqual(['Hello, I need help', 'Anyone?']);
    expect((await desk()).find((c) => c.memberId === member.id)!.unread).toBe(0);
  });

  it('the operator answers: the member\'s unread count rises, reading the conversation clears it; the row names who answered', async () => {
    const member = await memberWithToken(suite.app);
    const question = (await say(member, 'Where is my deposit?')).value!;
    const reply = await answer(member.id, 'Let me check.');
    expect(reply.body.value).toMatchObject({ from: 'operator', text: 'Let me check.' });
    expect(await unread(member)).toBe(1);
    const after = await read(member, question.id);
    expect(after.map((m) => [m.from, m.text])).toEqual([['operator', 'Let me check.']]);
    expect(await unread(member)).toBe(0);
    const [row] = await suite.app.db.select().from(chatMessages).where(eq(chatMessages.id, reply.body.value!.id));
    expect(row).toMatchObject({ operatorId: support.id, operatorName: support.username, merchantCode: 'MLOBBY', memberId: member.id });
    // The member's own messages never count as unread for the member.
    await say(member, 'Thanks');
    expect(await unread(member)).toBe(0);
  });

  it('the conversation is the member\'s own, oldest first, after the id given', async () => {
    const [one, two] = [await memberWithToken(suite.app), await memberWithToken(suite.app)];
    const a = (await say(one, 'a')).value!;
    await say(two, 'not yours');
    await say(one, 'b');
    expect((await read(one)).map((m) => m.text)).toEqual(['a', 'b']);
    expect((await read(one, a.id)).map((m) => m.text)).toEqual(['b']);
  });

  it(`refuses an empty text or one over ${CHAT_MESSAGE_MAX_CHARS} characters, from either side`, async () => {
    const member = await memberWithToken(suite.app);
    for (const text of ['   ', 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1)]) {
      expect((await say(member, text)).code).toBe(ErrorCode.requestInvalid);
      expect((await answer(member.id, text)).body.code).toBe(ErrorCode.requestInvalid);
    }
    expect((await say(member, 'x'.repeat(CHAT_MESSAGE_MAX_CHARS))).success).toBe(true);
  });

  it('with the merchant\'s CBS3 switch off every member call answers chat.unavailable', async () => {
    const member = await memberWithToken(suite.app);
    await setWhitelabel(suite.app, { CBS3: false });
    try {
      for (const [method, url] of [['GET', ChatPath.launch], ['GET', ChatPath.unread], ['GET', ChatPath.messages], ['POST', ChatPath.messages]] as const) {
        expect((await memberCall(suite.app, member.token, method, url, method === 'POST' ? { text: 'hi' } : undefined)).code).toBe(ErrorCode.chatUnavailable);
      }
    } finally {
      await setWhitelabel(suite.app, { CBS3: true });
    }
    expect((await memberCall(suite.app, member.token, 'GET', ChatPath.launch)).success).toBe(true);
  });

  it('a trial account (type 4) is refused with free.reject', async () => {
    const token = await trialToken(suite.app);
    for (const [method, url] of [['GET', ChatPath.launch], ['GET', ChatPath.unread], ['GET', ChatPath.messages], ['POST', ChatPath.messages]] as const) {
      expect((await memberCall(suite.app, token, method, url, method === 'POST' ? { text: 'hi' } : undefined, TRIAL_HEADERS)).code).toBe(ErrorCode.freeReject);
    }
  });

  it('the desk needs chat.answer and a merchant\'s operator reaches only its merchant\'s members', async () => {
    const content = await operatorWith(suite.app, ['content']);
    expect((await consoleCall(suite.app, content, 'GET', ConsoleInboxPath.conversations)).status).toBe(403);
    const elsewhere = await silentMember(suite.app, { merchantCode: 'OTHERCO' });
    expect((await answer(elsewhere.id, 'hi')).status).toBe(404);
    expect((await consoleCall(suite.app, support, 'GET', ConsoleInboxPath.conversation(elsewhere.id))).status).toBe(404);
    expect((await consoleCall(suite.app, support, 'GET', `${ConsoleInboxPath.conversations}?merchantCode=OTHERCO`)).status).toBe(403);
    const platform = await operatorWith(suite.app, ['support'], null);
    expect((await answer(elsewhere.id, 'hello from the platform', platform)).body.success).toBe(true);
    expect((await desk()).some((c) => c.memberId === elsewhere.id)).toBe(false);
    expect((await desk(platform)).some((c) => c.memberId === elsewhere.id)).toBe(true);
  });
});
