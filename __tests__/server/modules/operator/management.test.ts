import { eq } from 'drizzle-orm';
import { AuditPath } from '@common/contract/audit';
import { OperatorAdminPath, type OperatorSummary } from '@common/contract/consoleAdmin';
import { ErrorCode } from '@common/contract/envelope';
import { OperatorPath, type OperatorPasswordValue } from '@common/contract/operator';
import { auditTrail } from '../../../../server/modules/audit/service';
import { operatorRecoveryCodes, operators } from '../../../../server/modules/operator/tables';
import { databases, suiteApp } from '../../helpers/build';
import { apiKeyOf, consoleCall, keyCall, operatorWith, type TestOperator } from '../../helpers/operators';

const PASSWORD = 'A-long-console-pass';

describe.each(databases())('operator management on $name', (db) => {
  const suite = suiteApp(db);
  const app = () => suite.app;
  let serial = 0;
  const name = () => `staff${process.pid % 1000}n${serial++}`;
  const create = (who: TestOperator, body: object) => consoleCall<OperatorSummary>(app(), who, 'POST', OperatorAdminPath.operators, body);
  const listedBy = async (who: TestOperator) => (await consoleCall<OperatorSummary[]>(app(), who, 'GET', OperatorAdminPath.operators)).body.value!.map((op) => op.id);
  const trail = (id: number) => auditTrail(app().db, `operator:${id}`);
  /** Whether `who`'s session still opens the console. */
  const sessionWorks = async (who: TestOperator) => (await consoleCall(app(), who, 'GET', OperatorPath.session)).status === 200;

  it("a merchant's owner creates an operator in its merchant only, audited with itself as actor", async () => {
    const owner = await operatorWith(app(), ['owner']);
    const username = name();
    const res = await create(owner, { username, password: PASSWORD, roles: ['finance'] });
    expect(res.body).toMatchObject({ success: true, value: { username, merchantCode: 'MLOBBY', roles: ['finance'], status: 'active', totpEnrolled: false, activeSessions: 0 } });
    const [audit] = await trail(res.body.value!.id);
    expect(audit).toMatchObject({ actor: `operator:${owner.id}`, action: 'operator.create', detail: { merchantCode: 'MLOBBY', roles: ['finance'] } });
    for (const merchantCode of [null, 'OTHERCO']) {
      const refused = await create(owner, { username: name(), password: PASSWORD, roles: ['support'], merchantCode });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(ErrorCode.operatorForbidden);
    }
  });

  it('a platform-wide owner names the merchant (or null), which must exist', async () => {
    const platform = await operatorWith(app(), ['owner'], null);
    expect((await create(platform, { username: name(), password: PASSWORD, roles: ['support'] })).body.code).toBe(ErrorCode.requestInvalid);
    expect((await create(platform, { username: name(), password: PASSWORD, roles: ['support'], merchantCode: 'NOSUCH' })).body.code).toBe(ErrorCode.merchantInvalid);
    expect((await create(platform, { username: name(), password: PASSWORD, roles: ['owner'], merchantCode: null })).body.value).toMatchObject({ merchantCode: null, roles: ['owner'] });
    expect((await create(platform, { username: name(), password: PASSWORD, roles: ['content'], merchantCode: 'MLOBBY' })).body.value).toMatchObject({ merchantCode: 'MLOBBY' });
  });

  it('a taken username (in any case) is refused with operator.username.taken; bad usernames and short passwords with request.invalid', async () => {
    const owner = await operatorWith(app(), ['owner']);
    const username = name();
    expect((await create(owner, { username, password: PASSWORD, roles: ['support'] })).body.success).toBe(true);
    const taken = await create(owner, { username: username.toUpperCase(), password: PASSWORD, roles: ['support'] });
    expect(taken.body).toMatchObject({ success: false, code: ErrorCode.operatorUsernameTaken });
    for (const body of [
      { username: 'a', password: PASSWORD, roles: ['support'] },
      { username: 'has space', password: PASSWORD, roles: ['support'] },
      { username: name(), password: 'short-pass', roles: ['support'] },
      { username: name(), password: PASSWORD, roles: [] },
      { username: name(), password: PASSWORD, roles: ['king'] },
    ]) {
      expect((await create(owner, body)).body.code).toBe(ErrorCode.requestInvalid);
    }
  });

  it('only operators.manage may call these: a finance operator is refused with 403', async () => {
    const finance = await operatorWith(app(), ['finance']);
    expect((await consoleCall(app(), finance, 'GET', OperatorAdminPath.operators)).status).toBe(403);
    expect((await create(finance, { username: name(), password: PASSWORD, roles: ['support'] })).status).toBe(403);
  });

  it("a merchant's owner lists its merchant's operators only; a platform-wide owner lists all", async () => {
    const owner = await operatorWith(app(), ['owner']);
    const platform = await operatorWith(app(), ['owner'], null);
    const elsewhere = await operatorWith(app(), ['finance'], 'OTHERCO');
    const mine = await listedBy(owner);
    expect(mine).toContain(owner.id);
    expect(mine).not.toContain(platform.id);
    expect(mine).not.toContain(elsewhere.id);
    expect(await listedBy(platform)).toEqual(expect.arrayContaining([owner.id, platform.id, elsewhere.id]));
    const summary = (await consoleCall<OperatorSummary[]>(app(), owner, 'GET', OperatorAdminPath.operators)).body.value!.find((op) => op.id === owner.id);
    expect(summary).toMatchObject({ activeSessions: 1, lastLoginAt: expect.any(Number) });
  });

  it("another merchant's operator answers 404 to every change", async () => {
    const owner = await operatorWith(app(), ['owner']);
    const elsewhere = await operatorWith(app(), ['finance'], 'OTHERCO');
    const reason = { reason: 'testing scope' };
    expect((await consoleCall(app(), owner, 'PUT', OperatorAdminPath.operator(elsewhere.id), { status: 'disabled', ...reason })).status).toBe(404);
    expect((await consoleCall(app(), owner, 'DELETE', OperatorAdminPath.sessions(elsewhere.id), reason)).status).toBe(404);
    expect((await consoleCall(app(), owner, 'POST', OperatorAdminPath.resetTotp(elsewhere.id), reason)).status).toBe(404);
    expect(await sessionWorks(elsewhere)).toBe(true);
  });

  it('changes roles with a reason, audited before and after; nobody changes itself', async () => {
    const owner = await operatorWith(app(), ['owner']);
    const target = await operatorWith(app(), ['support']);
    const res = await consoleCall<OperatorSummary>(app(), owner, 'PUT', OperatorAdminPath.operator(target.id), { roles: ['support', 'risk'], reason: 'covers risk desk' });
    expect(res.body.value).toMatchObject({ roles: ['support', 'risk'], status: 'active' });
    const [audit] = await trail(target.id);
    expect(audit).toMatchObject({ actor: `operator:${owner.id}`, action: 'operator.update', detail: { from: { roles: ['support'] }, to: { roles: ['support', 'risk'] }, reason: 'covers risk desk' } });
    for (const body of [{ roles: ['support'], reason: 'demote me' }, { status: 'disabled', reason: 'leaving' }]) {
      const self = await consoleCall(app(), owner, 'PUT', OperatorAdminPath.operator(owner.id), body);
      expect(self.body.code).toBe(ErrorCode.operatorSelfChange);
    }
    expect((await app().db.select().from(operators).where(eq(operators.id, owner.id)))[0]!.roles).toEqual(['owner']);
    expect((await consoleCall(app(), owner, 'PUT', OperatorAdminPath.operator(target.id), { reason: 'nothing' })).body.code).toBe(ErrorCode.requestInvalid);
    expect((await consoleCall(app(), owner, 'PUT', OperatorAdminPath.operator(target.id), { roles: ['risk'] })).body.code).toBe(ErrorCode.requestInvalid);
  });

  it('disabling ends its sessions and its API keys stop working; enabling lets it log in again', async () => {
    const owner = await operatorWith(app(), ['owner']);
    const target = await operatorWith(app(), ['finance']);
    const secret = await apiKeyOf(app(), target, ['audit.view']);
    const res = await consoleCall<OperatorSummary>(app(), owner, 'PUT', OperatorAdminPath.operator(target.id), { status: 'disabled', reason: 'left the company' });
    expect(res.body.value).toMatchObject({ status: 'disabled', activeSessions: 0 });
    expect(await sessionWorks(target)).toBe(false);
    expect((await keyCall(app(), secret, 'GET', AuditPath.verify)).status).toBe(401);
    const [audit] = await trail(target.id);
    expect(audit!.detail).toMatchObject({ to: { status: 'disabled' }, reason: 'left the company', sessionsEnded: 1 });
    await consoleCall(app(), owner, 'PUT', OperatorAdminPath.operator(target.id), { status: 'active', reason: 'came back' });
    // Its old session stays ended: re-enabling does not bring a session back.
    expect(await sessionWorks(target)).toBe(false);
    const login = await app().inject({ method: 'POST', url: OperatorPath.password, payload: { username: target.username, password: 'Console-pass-1' } });
    expect(login.json().success).toBe(true);
  });

  it('ends every session of an operator, with a reason', async () => {
    const owner = await operatorWith(app(), ['owner']);
    const target = await operatorWith(app(), ['support']);
    const res = await consoleCall<OperatorSummary>(app(), owner, 'DELETE', OperatorAdminPath.sessions(target.id), { reason: 'laptop stolen' });
    expect(res.body.success).toBe(true);
    expect(await sessionWorks(target)).toBe(false);
    const [audit] = await trail(target.id);
    expect(audit).toMatchObject({ action: 'operator.sessions.end', detail: { reason: 'laptop stolen', sessionsEnded: 1 } });
    expect((await consoleCall(app(), owner, 'DELETE', OperatorAdminPath.sessions(target.id), {})).body.code).toBe(ErrorCode.requestInvalid);
  });

  it('resets a second factor: recovery codes go, sessions end, and the next login enrols a new one', async () => {
    const owner = await operatorWith(app(), ['owner']);
    const target = await operatorWith(app(), ['support']);
    await app().db.update(operators).set({ totpSecret: 'sealed', totpConfirmedAt: new Date() }).where(eq(operators.id, target.id));
    await app().db.insert(operatorRecoveryCodes).values({ operatorId: target.id, codeHash: 'h' });
    const res = await consoleCall<OperatorSummary>(app(), owner, 'POST', OperatorAdminPath.resetTotp(target.id), { reason: 'lost phone' });
    expect(res.body.value).toMatchObject({ totpEnrolled: false });
    expect(await app().db.select().from(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, target.id))).toEqual([]);
    expect(await sessionWorks(target)).toBe(false);
    const login = await app().inject({ method: 'POST', url: OperatorPath.password, payload: { username: target.username, password: 'Console-pass-1' } });
    expect(login.json<{ value: OperatorPasswordValue }>().value.next).toBe('enrol');
    const [audit] = await trail(target.id);
    expect(audit).toMatchObject({ action: 'operator.totp.reset', actor: `operator:${owner.id}`, detail: { reason: 'lost phone' } });
    expect((await consoleCall(app(), owner, 'POST', OperatorAdminPath.resetTotp(owner.id), { reason: 'self' })).body.code).toBe(ErrorCode.operatorSelfChange);
  });
});
