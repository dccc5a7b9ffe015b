import { eq } from 'drizzle-orm';
import type { Page } from '@common/contract/consolePlayers';
import { ErrorCode } from '@common/contract/envelope';
import { ProtectionPath } from '@common/contract/protection';
import { ConsoleInboxPath, InboxPath, type MessageAudience, type SendMessageRequest, type SentMessageValue, type UnreadCountValue } from '@common/contract/inbox';
import { auditLog } from '../../../../server/modules/audit/tables';
import { inboxDeliveries, inboxMessages } from '../../../../server/modules/inbox/tables';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant';
import { addMember, TestClock, tokenFor } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, freshSession, operatorWith, type TestOperator } from '../../helpers/operators';
import { memberCall, memberWithToken, silentMember, trialToken } from './fixtures';

const DAY = 86_400_000;

describe.each(databases())('sending inbox messages on $name', (db) => {
  const clock = new TestClock();
  const suite = suiteApp(db, {}, { now: clock.now }, async (app) => {
    await seedMerchant(app.db, merchantSeed(), { code: 'OTHERCO', trialCode: 'OTHERCOTRIAL' });
  });
  let support: TestOperator;
  beforeAll(async () => {
    support = await operatorWith(suite.app, ['support']);
  });

  const send = (audience: MessageAudience, extra: Partial<SendMessageRequest> = {}, who = support) =>
    consoleCall<SentMessageValue>(suite.app, who, 'POST', ConsoleInboxPath.messages, { audience, category: 'service', title: 'Hello', body: 'A message', ...extra });
  const recipientsOf = async (messageId: number) =>
    (await suite.app.db.select().from(inboxDeliveries).where(eq(inboxDeliveries.messageId, messageId))).map((d) => d.memberId).sort((a, b) => a - b);
  const unread = async (token: string) => (await memberCall<UnreadCountValue>(suite.app, token, 'GET', InboxPath.unread)).value!.count;

  it('one member by username: only that member gets it, trimmed and audited with the operator', async () => {
    const [alice, bob] = [await memberWithToken(suite.app), await memberWithToken(suite.app)];
    const res = await send({ kind: 'member', username: alice.username.toUpperCase() }, { title: '  Welcome  ' });
    expect(res.body.value).toMatchObject({ title: 'Welcome', merchantCode: 'MLOBBY', sentBy: support.username, recipients: 1, read: 0, sentAt: clock.now() });
    expect(await recipientsOf(res.body.value!.id)).toEqual([alice.id]);
    expect([await unread(alice.token), await unread(bob.token)]).toEqual([1, 0]);
    const [audit] = await suite.app.db.select().from(auditLog).where(eq(auditLog.subject, `inbox-message:${res.body.value!.id}`));
    expect(audit).toMatchObject({ action: 'inbox.message.sent', actor: `operator:${support.id}`, merchantCode: 'MLOBBY' });
  });

  it('a username that names no member of the merchant is refused and nothing is stored', async () => {
    const other = await addMember(suite.app, { username: `oth${process.pid % 1000}`, password: 'Passw0rd1', merchantCode: 'OTHERCO' });
    const before = (await suite.app.db.select().from(inboxMessages)).length;
    for (const username of ['nobody-here', other.username]) {
      const res = await send({ kind: 'member', username });
      expect(res.body.code).toBe(ErrorCode.requestInvalid);
    }
    expect((await suite.app.db.select().from(inboxMessages)).length).toBe(before);
  });

  it('all: every real, active member of the merchant; never a trial account, a disabled one or another merchant\'s', async () => {
    const real = await silentMember(suite.app);
    const agent = await silentMember(suite.app, { type: 40, agent: true });
    const disabled = await silentMember(suite.app, { status: 'disabled' });
    const elsewhere = await silentMember(suite.app, { merchantCode: 'OTHERCO' });
    await trialToken(suite.app);
    const res = await send({ kind: 'all' });
    const got = await recipientsOf(res.body.value!.id);
    expect(got).toEqual(expect.arrayContaining([real.id, agent.id]));
    expect(got).not.toContain(disabled.id);
    expect(got).not.toContain(elsewhere.id);
    const types = await suite.app.db.execute<{ type: number; merchant_code: string }>(
      `select m.type, m.merchant_code from inbox_deliveries d join members m on m.id = d.member_id where d.message_id = ${res.body.value!.id}` as never,
    );
    const rows = (types as unknown as { rows: { type: number; merchant_code: string }[] }).rows;
    expect(rows.some((r) => Number(r.type) === 4)).toBe(false);
    expect(rows.every((r) => r.merchant_code === 'MLOBBY')).toBe(true);
    expect(res.body.value!.recipients).toBe(got.length);
  });

  it('a segment by member type', async () => {
    const player = await silentMember(suite.app, { type: 2 });
    const agent = await silentMember(suite.app, { type: 41, agent: true });
    const res = await send({ kind: 'segment', memberTypes: [41], languages: [], activeWithinDays: null });
    const got = await recipientsOf(res.body.value!.id);
    expect(got).toContain(agent.id);
    expect(got).not.toContain(player.id);
  });

  it('a segment naming the trial type is refused', async () => {
    expect((await send({ kind: 'segment', memberTypes: [4], languages: [], activeWithinDays: null })).body.code).toBe(ErrorCode.requestInvalid);
  });

  it('a segment by language: the language of the member\'s last login', async () => {
    const bengali = await memberWithToken(suite.app, {}, 'BN');
    const switched = await memberWithToken(suite.app, {}, 'BN');
    await tokenFor(suite.app, switched.username, 'Passw0rd1', { headers: { language: 'EN' } });
    const res = await send({ kind: 'segment', memberTypes: [], languages: ['bn'], activeWithinDays: null });
    const got = await recipientsOf(res.body.value!.id);
    expect(got).toContain(bengali.id);
    expect(got).not.toContain(switched.id);
  });

  it('a segment by activity: only members who logged in within the days given', async () => {
    const earlier = await memberWithToken(suite.app);
    clock.advance(10 * DAY);
    support = await freshSession(suite.app, support);
    const recent = await memberWithToken(suite.app);
    const never = await silentMember(suite.app);
    const res = await send({ kind: 'segment', memberTypes: [], languages: [], activeWithinDays: 5 });
    const got = await recipientsOf(res.body.value!.id);
    expect(got).toContain(recent.id);
    expect(got).not.toContain(earlier.id);
    expect(got).not.toContain(never.id);
  });

  it('the sent list shows recipients and read counts, newest first, of the operator\'s merchant', async () => {
    const reader = await memberWithToken(suite.app);
    await memberWithToken(suite.app);
    const sent = (await send({ kind: 'segment', memberTypes: [], languages: [], activeWithinDays: 1 }, { title: 'Counted' })).body.value!;
    await memberCall(suite.app, reader.token, 'POST', InboxPath.read(sent.id));
    const list = await consoleCall<Page<SentMessageValue>>(suite.app, support, 'GET', ConsoleInboxPath.messages);
    const first = list.body.value!.items[0]!;
    expect(first).toMatchObject({ id: sent.id, title: 'Counted', read: 1 });
    expect(first.recipients).toBeGreaterThanOrEqual(2);
    expect(list.body.value!.items.every((m) => m.merchantCode === 'MLOBBY')).toBe(true);
  });

  it('needs messages.send; a merchant\'s operator cannot send to or list another merchant; a platform-wide one names the merchant', async () => {
    const finance = await operatorWith(suite.app, ['finance']);
    expect((await send({ kind: 'all' }, {}, finance)).status).toBe(403);
    expect((await consoleCall(suite.app, finance, 'GET', ConsoleInboxPath.messages)).status).toBe(403);
    expect((await send({ kind: 'all' }, { merchantCode: 'OTHERCO' })).status).toBe(403);
    expect((await consoleCall(suite.app, support, 'GET', `${ConsoleInboxPath.messages}?merchantCode=OTHERCO`)).status).toBe(403);
    const platform = await operatorWith(suite.app, ['content'], null);
    expect((await send({ kind: 'all' }, {}, platform)).body.code).toBe(ErrorCode.requestInvalid);
    const elsewhere = await silentMember(suite.app, { merchantCode: 'OTHERCO' });
    const res = await send({ kind: 'all' }, { merchantCode: 'OTHERCO' }, platform);
    expect(res.body.value!.merchantCode).toBe('OTHERCO');
    expect(await recipientsOf(res.body.value!.id)).toContain(elsewhere.id);
  });

  it('a promotion skips members in a time-out or self-exclusion; a service message still reaches them', async () => {
    const [resting, excluded, free] = [await memberWithToken(suite.app), await memberWithToken(suite.app), await memberWithToken(suite.app)];
    expect((await memberCall(suite.app, resting.token, 'POST', ProtectionPath.timeOut, { duration: '24h' })).success).toBe(true);
    expect((await memberCall(suite.app, excluded.token, 'POST', ProtectionPath.selfExclusion, { duration: '6m', password: 'Passw0rd1' })).success).toBe(true);
    const promotion = await send({ kind: 'all' }, { category: 'promotion', title: 'Bonus' });
    const promoted = await recipientsOf(promotion.body.value!.id);
    expect(promoted).toContain(free.id);
    expect(promoted).not.toContain(resting.id);
    expect(promoted).not.toContain(excluded.id);
    const service = await send({ kind: 'all' }, { category: 'service', title: 'Terms changed' });
    expect(await recipientsOf(service.body.value!.id)).toEqual(expect.arrayContaining([resting.id, excluded.id, free.id]));
    // One member by name: a promotion to a blocked member reaches nobody and is refused like an unknown name.
    expect((await send({ kind: 'member', username: resting.username }, { category: 'promotion' })).body.code).toBe(ErrorCode.requestInvalid);
  });

  it('a time-out that has ended no longer keeps promotions away', async () => {
    const member = await memberWithToken(suite.app);
    await memberCall(suite.app, member.token, 'POST', ProtectionPath.timeOut, { duration: '24h' });
    clock.advance(25 * 3_600_000);
    support = await freshSession(suite.app, support);
    const promotion = await send({ kind: 'member', username: member.username }, { category: 'promotion' });
    expect(await recipientsOf(promotion.body.value!.id)).toEqual([member.id]);
  });

  it('refuses an empty title, a body over the limit and an unknown category', async () => {
    expect((await send({ kind: 'all' }, { title: '   ' })).body.code).toBe(ErrorCode.requestInvalid);
    expect((await send({ kind: 'all' }, { body: 'x'.repeat(2001) })).body.code).toBe(ErrorCode.requestInvalid);
    expect((await send({ kind: 'all' }, { category: 'spam' as never })).body.code).toBe(ErrorCode.requestInvalid);
  });
});
