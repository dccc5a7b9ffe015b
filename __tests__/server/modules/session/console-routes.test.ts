import type { FastifyInstance } from 'fastify';
import { AccountPath } from '@common/contract/account';
import { PlayerPath, type LoginAttempt, type PlayerDetail, type PlayerSession } from '@common/contract/consolePlayers';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { auditTrail } from '../../../../server/modules/audit/service';
import type { Member } from '../../../../server/modules/member/service';
import { resolveToken, startSession } from '../../../../server/modules/session/tokens';
import { addMember, call, login, tokenFor } from '../../helpers/accounts';
import { build, databases, type TestApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';

const PASSWORD = 'Secret123';

describe.each(databases())('console session calls ($name)', (db) => {
  let test: TestApp;
  let app: FastifyInstance;
  let carol: Member;
  let other: Member;
  const ops: Record<string, TestOperator> = {};

  beforeAll(async () => {
    test = await build(db);
    app = test.app;
    carol = await addMember(app, { username: 'plycarol', password: PASSWORD });
    other = await addMember(app, { username: 'plycarol', password: PASSWORD, merchantCode: 'OTHERCO' });
    ops.support = await operatorWith(app, ['support']);
    ops.finance = await operatorWith(app, ['finance']);
    ops.owner = await operatorWith(app, ['owner']);
  }, 60_000);
  afterAll(() => test.close());

  it('lists live sessions and login attempts (newest first, failures with their outcome)', async () => {
    await login(app, { type: 'username', username: 'plycarol', password: 'wrong-one1' });
    await tokenFor(app, 'plycarol', PASSWORD);
    await tokenFor(app, 'plycarol', PASSWORD);
    const sessions = await consoleCall<PlayerSession[]>(app, ops.support!, 'GET', PlayerPath.sessions(carol.id));
    expect(sessions.body.value).toHaveLength(2);
    expect(sessions.body.value![0]!.id).toBeGreaterThan(sessions.body.value![1]!.id);
    const attempts = await consoleCall<LoginAttempt[]>(app, ops.support!, 'GET', PlayerPath.logins(carol.id));
    expect(attempts.body.value!.map((a) => [a.ok, a.reason])).toEqual([[true, null], [true, null], [false, 'failed']]);
  });

  it("shows each session's device (its User-Agent at login) and the player's language (the last login's Language header)", async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 10; SM-A105F) Chrome/120 Mobile';
    await tokenFor(app, 'plycarol', PASSWORD, { headers: { 'user-agent': phone, Language: 'bn' } });
    const sessions = await consoleCall<PlayerSession[]>(app, ops.support!, 'GET', PlayerPath.sessions(carol.id));
    expect(sessions.body.value![0]!.device).toBe(phone);
    const detail = await consoleCall<PlayerDetail>(app, ops.support!, 'GET', PlayerPath.player(carol.id));
    expect(detail.body.value!.language).toBe('BN');
  });

  it('force logout (support) ends every session at once and is audited with the reason; finance may not; the player can log in again', async () => {
    const token = await tokenFor(app, 'plycarol', PASSWORD);
    expect((await consoleCall(app, ops.finance!, 'DELETE', PlayerPath.sessions(carol.id), { reason: 'lost phone' })).status).toBe(403);
    expect((await consoleCall(app, ops.support!, 'DELETE', PlayerPath.sessions(carol.id), {})).body.code).toBe(ErrorCode.requestInvalid);
    const res = await consoleCall<PlayerSession[]>(app, ops.support!, 'DELETE', PlayerPath.sessions(carol.id), { reason: 'lost phone' });
    expect(res.body.value).toEqual([]);
    expect((await call(app, 'GET', AccountPath.memberInfo, { token })).json<Envelope<unknown>>().code).toBe(ErrorCode.userOrTokenInvalid);
    const audit = (await auditTrail(app.db, `member:${carol.id}`)).find((r) => r.action === 'session.force-logout');
    expect(audit).toMatchObject({ actor: `operator:${ops.support!.id}`, detail: { reason: 'lost phone' }, merchantCode: 'MLOBBY' });
    expect((await login(app, { type: 'username', username: 'plycarol', password: PASSWORD })).success).toBe(true);
  });

  it('another merchant player answers 404 on every session call, and its sessions stay', async () => {
    const token = await startSession(app, other.id, { ip: '127.0.0.1', userAgent: null, language: null });
    for (const [method, path] of [['GET', PlayerPath.sessions(other.id)], ['DELETE', PlayerPath.sessions(other.id)], ['GET', PlayerPath.logins(other.id)]] as const) {
      expect((await consoleCall(app, ops.owner!, method, path, method === 'DELETE' ? { reason: 'x' } : undefined)).status).toBe(404);
    }
    expect((await resolveToken(app, token)).status).toBe('valid');
  });
});
