import { AccountPath } from '@common/contract/account';
import { OperatorPath } from '@common/contract/operator';
import { createOperator } from '../../../server/modules/operator';
import { startOperatorSession } from '../../../server/modules/operator/sessions';
import { HOUSEKEEPING_RETENTION_MS, purgeExpired } from '../../../server/plugins/housekeeping';
import { addMember, call, requestSmsCode, TestClock, tokenFor } from '../helpers/accounts';
import { databases, suiteApp } from '../helpers/build';

const DAY = 86_400_000;
const NOTHING = { sessions: 0, loginAttempts: 0, trialNames: 0, challenges: 0, smsCodes: 0, operatorSessions: 0, operatorChallenges: 0, announcementUploads: 0, rateLimitHits: 0 };

describe.each(databases())('housekeeping on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now }, async (app) => {
    await addMember(app, { username: 'keeper01', password: 'Keeper12345' });
    await createOperator(app, { username: 'keeper-op', password: 'Keeper-op-1', merchantCode: null, roles: ['support'] }, { actor: 'test' });
  });

  it('keeps every row still inside the retention period, and a rate-limit counter only while its window runs', async () => {
    await tokenFor(t.app, 'keeper01', 'Keeper12345');
    await call(t.app, 'GET', AccountPath.captcha);
    await call(t.app, 'GET', AccountPath.trialAccount);
    const sent = await requestSmsCode(t.app, AccountPath.smsRegister, { countryDialingCode: '880', mobileNum: '1711000001' });
    expect(sent.json().success).toBe(true);
    // A console login's challenge (its password step) and a console session.
    const step = await t.app.inject({ method: 'POST', url: OperatorPath.password, payload: { username: 'keeper-op', password: 'Keeper-op-1' } });
    expect(step.json().success).toBe(true);
    const [operator] = await t.app.db.query.operators.findMany({ where: (o, { eq }) => eq(o.username, 'keeper-op') });
    await startOperatorSession(t.app, operator!.id, { ip: '127.0.0.1', userAgent: null });
    expect(await purgeExpired(t.app.db, clock.now())).toEqual(NOTHING);
    clock.advance(HOUSEKEEPING_RETENTION_MS - DAY);
    // Every call came from one address: one counter, whose window ended long ago.
    expect(await purgeExpired(t.app.db, clock.now())).toEqual({ ...NOTHING, rateLimitHits: 1 });
  });

  it('deletes ended sessions, spent challenges, SMS codes, old attempts and lapsed trial names, and keeps a live session working', async () => {
    clock.advance(2 * DAY);
    const fresh = await tokenFor(t.app, 'keeper01', 'Keeper12345');
    const purged = await purgeExpired(t.app.db, clock.now());
    // Two challenges: the captcha and the slider that unlocked the SMS code.
    expect(purged).toEqual({ sessions: 1, loginAttempts: 1, trialNames: 1, challenges: 2, smsCodes: 1, operatorSessions: 1, operatorChallenges: 1, announcementUploads: 0, rateLimitHits: 0 });
    const info = await call(t.app, 'GET', AccountPath.memberInfo, { token: fresh });
    expect(info.json()).toMatchObject({ success: true, value: { userName: 'keeper01' } });
    expect(await purgeExpired(t.app.db, clock.now())).toEqual(NOTHING);
  });
});
