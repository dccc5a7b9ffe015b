import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { PaymentPath, RECORD_PAGE_SIZE, TRANSACTION_KINDS, type RecordPage, type TransactionValue, type WithdrawalValue } from '@common/contract/payments';
import { ensureMemberAccount, houseAccount, demoCredit } from '../../../../server/modules/wallet';
import { withdrawals } from '../../../../server/modules/withdrawals/tables';
import { TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { addAccount, addChannel, as, deposited, funded, M, player, setRules, staked, withdraw, type Player } from './fixtures';

const env = { PAYOUT_CHECK_SECONDS: '0', LOGIN_IP_FREE_FAILURES: '1000', CAPTCHA_AFTER_FAILURES: '1000' };
const DAY = 86_400_000;

describe.each(databases())('the member’s records on $name', (db) => {
  const clock = new TestClock(Date.UTC(2030, 4, 10, 12));
  const t = suiteApp(db, env, { now: clock.now }, (app) => setRules(app, { turnoverMultiplierPercent: 0 }));
  const page = <T>(who: Player, path: string, query: string) => as<RecordPage<T>>(t.app, who, 'GET', `${path}?${query}`);

  it('lists the member’s own withdrawals newest first, by status and by whole UTC days', async () => {
    const channel = await addChannel(t.app);
    const [who, other] = [await player(t.app), await player(t.app)];
    await funded(t.app, who.id, 100_000n);
    await funded(t.app, other.id, 100_000n);
    const account = (await addAccount(t.app, who, channel.id, '12121212')).value!;
    const first = (await withdraw(t.app, who, account.id, 1_000)).value!;
    const day1 = await t.app.db.select().from(withdrawals).where(eq(withdrawals.id, first.id));
    // Made on 2030-05-08 (moved back in the table; the clock only moves forward for sessions).
    await t.app.db.update(withdrawals).set({ createdAt: new Date(day1[0]!.createdAt.getTime() - 2 * DAY) }).where(eq(withdrawals.id, first.id));
    const second = (await withdraw(t.app, who, account.id, 2_000)).value!;
    await withdraw(t.app, other, (await addAccount(t.app, other, channel.id, '34343434')).value!.id, 3_000);

    const all = (await page<WithdrawalValue>(who, PaymentPath.withdrawals, '')).value!;
    expect(all).toMatchObject({ pageNum: 1, total: 2, totalPages: 1 });
    expect(all.content.map((w) => w.id)).toEqual([second.id, first.id]);
    expect((await page<WithdrawalValue>(who, PaymentPath.withdrawals, 'from=2030-05-08&to=2030-05-08')).value!.content.map((w) => w.id)).toEqual([first.id]);
    expect((await page<WithdrawalValue>(who, PaymentPath.withdrawals, 'from=2030-05-09')).value!.content.map((w) => w.id)).toEqual([second.id]);
    expect((await page<WithdrawalValue>(who, PaymentPath.withdrawals, 'status=paid')).value!.total).toBe(0);
    expect((await page<WithdrawalValue>(who, PaymentPath.withdrawals, 'status=pending')).value!.total).toBe(2);
    expect(await page(who, PaymentPath.withdrawals, 'status=lost')).toMatchObject({ success: false });
    expect(await page(who, PaymentPath.withdrawals, 'from=2030-5-1')).toMatchObject({ success: false });
  });

  it('shows the history of the member’s postings in the member’s words, filtered by kind, never demo play', async () => {
    const who = await player(t.app);
    await deposited(t.app, who.id, 50_000n);
    await staked(t.app, who.id, 1_500n);
    await funded(t.app, who.id, 700n);
    const channel = await addChannel(t.app);
    const account = (await addAccount(t.app, who, channel.id, '56565656')).value!;
    await withdraw(t.app, who, account.id, 10_000);
    const demo = { memberId: who.id, accountId: (await ensureMemberAccount(t.app.db, M, who.id, 'demo')).account.id, kind: 'demo' as const };
    await demoCredit(t.app.db, { merchant: M, member: demo, houseAccountId: (await houseAccount(t.app.db, M, 'demo')).id, amount: 100_000n, idempotencyKey: `demo-${randomUUID()}` });

    const history = (await page<TransactionValue>(who, PaymentPath.transactions, '')).value!;
    expect(history.content.map((v) => [v.kind, v.amount, v.account])).toEqual([
      ['withdrawal', 10_000, 'withdrawal'],
      ['withdrawal', -10_000, 'real'],
      ['adjustment', 700, 'real'],
      ['bet', -1_500, 'real'],
      ['deposit', 50_000, 'real'],
    ]);
    expect(history.content.find((v) => v.kind === 'bet')!.description).toBe('SIM RNG');
    expect(history.content.find((v) => v.kind === 'withdrawal')!.description).toBe(channel.code);
    const bets = (await page<TransactionValue>(who, PaymentPath.transactions, 'kind=bet')).value!;
    expect(bets.content.map((v) => v.kind)).toEqual(['bet']);
    expect((await page<TransactionValue>(who, PaymentPath.transactions, 'kind=deposit&from=2030-05-11')).value!.total).toBe(0);
    expect(await page(who, PaymentPath.transactions, 'kind=jackpot')).toMatchObject({ success: false });
  });

  it('pages RECORD_PAGE_SIZE at a time', async () => {
    const who = await player(t.app);
    for (let i = 0; i < RECORD_PAGE_SIZE + 3; i++) await funded(t.app, who.id, 100n);
    const first = (await page<TransactionValue>(who, PaymentPath.transactions, 'pageNum=1')).value!;
    const second = (await page<TransactionValue>(who, PaymentPath.transactions, 'pageNum=2')).value!;
    expect(first).toMatchObject({ pageNum: 1, total: RECORD_PAGE_SIZE + 3, totalPages: 2 });
    expect(first.content).toHaveLength(RECORD_PAGE_SIZE);
    expect(second.content).toHaveLength(3);
  });

  it('offers every kind in the filter’s code list, and the records need a login', async () => {
    const who = await player(t.app);
    expect(await as(t.app, who, 'GET', PaymentPath.codeList)).toEqual({ success: true, value: [...TRANSACTION_KINDS] });
    expect(await as(t.app, { ...who, token: '' }, 'GET', PaymentPath.transactions)).toMatchObject({ success: false, code: ErrorCode.customerNotLogin });
  });
});
