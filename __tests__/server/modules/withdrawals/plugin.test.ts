import { eq } from 'drizzle-orm';
import { wageringConsumer } from '../../../../server/modules/withdrawals';
import { withdrawals } from '../../../../server/modules/withdrawals/tables';
import { TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { addAccount, addChannel, funded, player, setRules, withdraw } from './fixtures';

describe.each(databases())('the withdrawals plugin and the housekeeping payout job on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, { PAYOUT_CHECK_SECONDS: '1' }, { now: clock.now }, (app) => setRules(app));

  it('registers the wagering consumer with the posting feed', () => {
    expect(t.app.feedConsumers).toContain(wageringConsumer);
  });

  it('housekeeping runs the payout job every PAYOUT_CHECK_SECONDS: a payout left pending is asked about and settled without anyone calling', async () => {
    const channel = await addChannel(t.app);
    const who = await player(t.app);
    await funded(t.app, who.id, 10_000n);
    const account = (await addAccount(t.app, who, channel.id, '7000001111')).value!;
    const w = (await withdraw(t.app, who, account.id, 5_000)).value!;
    // Approved and sent once, the simulator left it pending.
    await t.app.db.update(withdrawals).set({ status: 'paying', externalId: `SIMPAY-P-${w.id}`, payoutCheckedAt: new Date(clock.ms) }).where(eq(withdrawals.id, w.id));
    clock.advance(61_000);
    const deadline = Date.now() + 10_000;
    let status = 'paying';
    while (status === 'paying' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await t.app.db.select().from(withdrawals).where(eq(withdrawals.id, w.id)))[0]!.status;
    }
    expect(status).toBe('paid');
  });
});
