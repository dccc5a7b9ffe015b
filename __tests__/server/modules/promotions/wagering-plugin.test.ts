/** The promotion-wagering plugin: its consumer on the feed, its reader on withdrawals, its block listener, and the expiry job every BONUS_EXPIRY_CHECK_SECONDS. */
import { bonusWageringConsumer } from '../../../../server/modules/promotions';
import { forfeitOnBlock } from '../../../../server/modules/promotions/block-forfeit';
import { databases, suiteApp } from '../../helpers/build';
import { funded, player, setRules } from '../withdrawals/fixtures';
import { addPromotion, grantBonus, storedBonus } from './helpers';

describe.each(databases())('the promotion-wagering plugin on $name', (db) => {
  const t = suiteApp(db, { BONUS_EXPIRY_CHECK_SECONDS: '1' }, {}, (app) => setRules(app));

  test('registers the bonus wagering consumer with the feed and its forfeit with protection’s block listeners', () => {
    expect(t.app.feedConsumers).toContain(bonusWageringConsumer);
    expect(t.app.blockListeners).toContain(forfeitOnBlock);
  });

  test('the expiry job forfeits an expired bonus without anyone calling', async () => {
    const who = await player(t.app);
    await funded(t.app, who.id, 1_000n);
    const bonus = await grantBonus(t.app, who.id, await addPromotion(t.app), { amount: 2_000n, expiresAt: t.app.now() - 1 });
    const deadline = Date.now() + 10_000;
    let row = await storedBonus(t.app, bonus.id);
    while (row.status === 'active' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      row = await storedBonus(t.app, bonus.id);
    }
    expect(row).toMatchObject({ status: 'forfeited', forfeitReason: 'expired', forfeitedAmount: 2_000n });
  });
});
