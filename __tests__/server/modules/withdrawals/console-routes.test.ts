import { ConsolePaymentPath, type PlayerPaymentsValue } from '@common/contract/consolePayments';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith } from '../../helpers/operators';
import { addAccount, addChannel, deposited, funded, player, setRules, staked, withdraw } from './fixtures';

const env = { PAYOUT_CHECK_SECONDS: '0' };

describe.each(databases())("the console's payments view of a player on $name", (db) => {
  const t = suiteApp(db, env, {}, (app) => setRules(app, { turnoverMultiplierPercent: 300 }));

  it('shows players.view holders the turnover, identity state, deposits and withdrawals of a player of their merchant', async () => {
    const who = await player(t.app);
    await funded(t.app, who.id, 50_000n);
    await deposited(t.app, who.id, 1_000n);
    await staked(t.app, who.id, 500n);
    const channel = await addChannel(t.app);
    const account = (await addAccount(t.app, who, channel.id, '31313131')).value!;
    const support = await operatorWith(t.app, ['support']);
    const res = await consoleCall<PlayerPaymentsValue>(t.app, support, 'GET', ConsolePaymentPath.player(who.id));
    expect(res.body.value).toMatchObject({
      turnover: { required: 3_000, done: 500, remaining: 2_500 },
      kyc: { status: 'none', documentUrls: {}, documents: { front: false, back: false, selfie: false } },
      deposits: [],
      withdrawals: [],
    });
    await staked(t.app, who.id, 2_500n);
    const w = (await withdraw(t.app, who, account.id, 5_000)).value!;
    const after = (await consoleCall<PlayerPaymentsValue>(t.app, support, 'GET', ConsolePaymentPath.player(who.id))).body.value!;
    expect(after.withdrawals).toEqual([w]);
  });

  it('answers 404 for a player of another merchant and 403 without players.view', async () => {
    const who = await player(t.app);
    const elsewhere = await operatorWith(t.app, ['finance'], 'OTHERCO');
    expect((await consoleCall(t.app, elsewhere, 'GET', ConsolePaymentPath.player(who.id))).status).toBe(404);
    const content = await operatorWith(t.app, ['content']);
    expect((await consoleCall(t.app, content, 'GET', ConsolePaymentPath.player(who.id))).status).toBe(403);
    const platform = await operatorWith(t.app, ['owner'], null);
    expect((await consoleCall(t.app, platform, 'GET', ConsolePaymentPath.player(who.id))).body.success).toBe(true);
  });
});
