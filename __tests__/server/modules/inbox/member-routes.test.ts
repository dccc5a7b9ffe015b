import { ErrorCode } from '@common/contract/envelope';
import { InboxPath, type InboxMessageValue, type InboxPage, type UnreadCountValue } from '@common/contract/inbox';
import { INBOX_PAGE_SIZE } from '@common/rules/protection';
import { sendMessage } from '../../../../server/modules/inbox/send';
import { TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { memberCall, memberWithToken, TRIAL_HEADERS, trialToken, type TestMember } from './fixtures';

describe.each(databases())('the member inbox on $name', (db) => {
  const clock = new TestClock();
  const suite = suiteApp(db, {}, { now: clock.now });
  const sender = { id: 1, username: 'tester', actor: { actor: 'test' } };

  /** Sends `title` to one member (the service, as the console does), a second after the last one. */
  const sendTo = async (member: TestMember, title: string, category: 'service' | 'promotion' = 'service') => {
    clock.advance(1000);
    return sendMessage(suite.app.db, 'MLOBBY', { audience: { kind: 'member', username: member.username }, category, title, body: `${title} body` }, sender, clock.now());
  };
  const page = async (member: TestMember, n?: number) => (await memberCall<InboxPage>(suite.app, member.token, 'GET', `${InboxPath.messages}${n ? `?page=${n}` : ''}`)).value!;
  const unread = async (member: TestMember) => (await memberCall<UnreadCountValue>(suite.app, member.token, 'GET', InboxPath.unread)).value!.count;

  it('lists the member\'s messages newest first with the unread total', async () => {
    const member = await memberWithToken(suite.app);
    const first = await sendTo(member, 'First');
    const second = await sendTo(member, 'Second', 'promotion');
    expect(await page(member)).toEqual({
      items: [
        { id: second.id, category: 'promotion', title: 'Second', body: 'Second body', sentAt: second.sentAt, read: false },
        { id: first.id, category: 'service', title: 'First', body: 'First body', sentAt: first.sentAt, read: false },
      ],
      page: 1,
      totalPages: 1,
      unread: 2,
    });
  });

  it(`pages by ${INBOX_PAGE_SIZE}`, async () => {
    const member = await memberWithToken(suite.app);
    for (let i = 0; i < INBOX_PAGE_SIZE + 1; i++) await sendTo(member, `M${i}`);
    const [one, two] = [await page(member), await page(member, 2)];
    expect([one.items.length, two.items.length, one.totalPages]).toEqual([INBOX_PAGE_SIZE, 1, 2]);
    expect(two.items[0]!.title).toBe('M0');
  });

  it('reading one marks it read (the first read stays) and lowers the count', async () => {
    const member = await memberWithToken(suite.app);
    const message = await sendTo(member, 'Read me');
    await sendTo(member, 'Other');
    expect(await unread(member)).toBe(2);
    const read = await memberCall<InboxMessageValue>(suite.app, member.token, 'POST', InboxPath.read(message.id));
    expect(read.value).toMatchObject({ id: message.id, read: true, title: 'Read me' });
    expect((await memberCall<InboxMessageValue>(suite.app, member.token, 'POST', InboxPath.read(message.id))).value!.read).toBe(true);
    expect(await unread(member)).toBe(1);
  });

  it('another member\'s message, or one that does not exist, answers not.found and stays unread', async () => {
    const [owner, stranger] = [await memberWithToken(suite.app), await memberWithToken(suite.app)];
    const message = await sendTo(owner, 'Private');
    expect((await memberCall(suite.app, stranger.token, 'POST', InboxPath.read(message.id))).code).toBe(ErrorCode.notFound);
    expect((await memberCall(suite.app, stranger.token, 'POST', InboxPath.read(999_999_999))).code).toBe(ErrorCode.notFound);
    expect(await unread(owner)).toBe(1);
    expect((await page(stranger)).items).toEqual([]);
  });

  it('read all clears the count', async () => {
    const member = await memberWithToken(suite.app);
    await sendTo(member, 'A');
    await sendTo(member, 'B');
    expect((await memberCall(suite.app, member.token, 'POST', InboxPath.readAll)).value).toEqual({ count: 0 });
    expect(await unread(member)).toBe(0);
    expect((await page(member)).items.every((m) => m.read)).toBe(true);
  });

  it('the count is exact beyond 99 (the 99+ cap is the site\'s display only)', async () => {
    const member = await memberWithToken(suite.app);
    for (let i = 0; i < 101; i++) await sendTo(member, `N${i}`);
    expect(await unread(member)).toBe(101);
    expect((await page(member)).unread).toBe(101);
  });

  it('a trial account (type 4) is refused every call with free.reject', async () => {
    const token = await trialToken(suite.app);
    for (const [method, url] of [['GET', InboxPath.messages], ['GET', InboxPath.unread], ['POST', InboxPath.readAll], ['POST', InboxPath.read(1)]] as const) {
      expect((await memberCall(suite.app, token, method, url, undefined, TRIAL_HEADERS)).code).toBe(ErrorCode.freeReject);
    }
  });

  it('a visitor is refused with customer.not.login', async () => {
    const res = await suite.app.inject({ method: 'GET', url: InboxPath.unread, headers: { merchant: 'MLOBBY', language: 'EN', 'gateway-version': '3', moduleid: 'COMM3' } });
    expect(res.json().code).toBe(ErrorCode.customerNotLogin);
  });
});
