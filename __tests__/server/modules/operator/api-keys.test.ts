import { eq, sql } from 'drizzle-orm';
import { ApprovalPath, type ApprovalValue } from '@common/contract/approvals';
import { ReviewPath } from '@common/contract/review';
import { AuditPath } from '@common/contract/audit';
import { API_KEY_PREFIX, ApiKeyPath, OperatorAdminPath, type ApiKeySummary, type NewApiKeyValue } from '@common/contract/consoleAdmin';
import { ErrorCode } from '@common/contract/envelope';
import { OperatorPath } from '@common/contract/operator';
import { auditTrail } from '../../../../server/modules/audit/service';
import { operatorApiKeys, operators } from '../../../../server/modules/operator/tables';
import { sha256Hex } from '../../../../server/security/tokens';
import { addMember, TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { apiKeyOf, consoleCall, keyCall, operatorWith, type TestOperator } from '../../helpers/operators';

const DAY = 86_400_000;

describe.each(databases())('operator API keys on $name', (db) => {
  const clock = new TestClock();
  const logLines: string[] = [];
  const suite = suiteApp(db, { LOG_LEVEL: 'info' }, { now: clock.now, logStream: { write: (line) => void logLines.push(line) } }, async (app) => {
    await addMember(app, { username: 'keyed01', password: 'Secret123' });
  });
  const app = () => suite.app;
  const keySubject = (id: number) => `apikey:${id}`;
  const refusals = async (id: number) => (await auditTrail(app().db, keySubject(id))).filter((row) => row.action === 'operator.apikey.refused');
  const keyIdOf = async (secret: string) => (await app().db.select().from(operatorApiKeys).where(eq(operatorApiKeys.secretHash, sha256Hex(secret))))[0]!.id;
  const propose = { username: 'keyed01', amount: 1_000, reason: 'bonus by script' };

  it('a session makes a key: the secret is shown once, starts with mlk_, and only its SHA-256 is stored; creation is audited', async () => {
    const finance = await operatorWith(app(), ['finance']);
    const made = await consoleCall<NewApiKeyValue>(app(), finance, 'POST', ApiKeyPath.keys, { label: 'payout bot', permissions: ['audit.view'], expiresInDays: 30 });
    expect(made.body).toMatchObject({ success: true, value: { label: 'payout bot', permissions: ['audit.view'], operatorUsername: finance.username, expiresAt: clock.now() + 30 * DAY } });
    const { secret, id, prefix } = made.body.value!;
    expect(secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(secret.startsWith(prefix)).toBe(true);
    const [row] = await app().db.select().from(operatorApiKeys).where(eq(operatorApiKeys.id, id));
    expect(row!.secretHash).toBe(sha256Hex(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(prefix.length));
    const listed = await consoleCall<ApiKeySummary[]>(app(), finance, 'GET', ApiKeyPath.keys);
    expect(listed.body.value!.map((key) => key.id)).toEqual([id]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const [audit] = await auditTrail(app().db, keySubject(id));
    expect(audit).toMatchObject({ actor: `operator:${finance.id}`, action: 'operator.apikey.create', detail: { permissions: ['audit.view'], label: 'payout bot' } });
  });

  it('a key gets no permission its operator lacks, and a bearer call cannot make keys', async () => {
    const support = await operatorWith(app(), ['support']);
    const res = await consoleCall(app(), support, 'POST', ApiKeyPath.keys, { label: 'greedy', permissions: ['players.view', 'wallet.adjust.approve'] });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.operatorForbidden);
    expect((await consoleCall<ApiKeySummary[]>(app(), support, 'GET', ApiKeyPath.keys)).body.value).toEqual([]);
    const secret = await apiKeyOf(app(), support);
    for (const [method, url] of [['POST', ApiKeyPath.keys], ['GET', ApiKeyPath.keys], ['GET', OperatorPath.session]] as const) {
      expect((await keyCall(app(), secret, method, url, method === 'POST' ? { label: 'child', permissions: ['players.view'] } : undefined)).status).toBe(403);
    }
  });

  it('a bearer call needs no CSRF token, while a cookie call that changes something still does; the key records its last use', async () => {
    const finance = await operatorWith(app(), ['finance']);
    const secret = await apiKeyOf(app(), finance, ['wallet.adjust.propose']);
    const byKey = await keyCall<ApprovalValue>(app(), secret, 'POST', ApprovalPath.queue('wallet-adjustment'), propose);
    expect(byKey.body).toMatchObject({ success: true, value: { status: 'pending', proposedBy: finance.username } });
    const [row] = await app().db.select().from(operatorApiKeys).where(eq(operatorApiKeys.id, await keyIdOf(secret)));
    expect(row!.lastUsedAt!.getTime()).toBe(clock.now());
    const noCsrf = await app().inject({ method: 'POST', url: ApprovalPath.queue('wallet-adjustment'), payload: propose, cookies: { console_session: finance.cookie } });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe(ErrorCode.operatorCsrfInvalid);
  });

  it('a key limited to one permission cannot call a route needing another its operator holds: 403, audited', async () => {
    const finance = await operatorWith(app(), ['finance']);
    const secret = await apiKeyOf(app(), finance, ['audit.view']);
    expect((await keyCall(app(), secret, 'GET', AuditPath.verify)).body.success).toBe(true);
    const refused = await keyCall(app(), secret, 'GET', ReviewPath.queue('wallet-adjustment'));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.operatorForbidden);
    expect(await refusals(await keyIdOf(secret))).toEqual([expect.objectContaining({ actor: `operator:${finance.id}`, detail: expect.objectContaining({ reason: 'permission', permission: 'wallet.adjust.approve' }) })]);
  });

  it("a key shrinks with its operator's roles: a demoted operator's key loses what the roles no longer grant", async () => {
    const finance = await operatorWith(app(), ['finance']);
    const secret = await apiKeyOf(app(), finance, ['audit.view', 'players.view']);
    await app().db.update(operators).set({ roles: ['support'] }).where(eq(operators.id, finance.id));
    expect((await keyCall(app(), secret, 'GET', AuditPath.verify)).status).toBe(403);
  });

  it('a revoked key, an expired key, a key of a disabled operator and an unknown key are refused with 401 operator.apikey.invalid', async () => {
    const finance = await operatorWith(app(), ['finance']);
    const revoked = await apiKeyOf(app(), finance, ['audit.view']);
    const revokedId = await keyIdOf(revoked);
    const gone = await consoleCall<ApiKeySummary>(app(), finance, 'DELETE', ApiKeyPath.key(revokedId));
    expect(gone.body.value!.revokedAt).toBe(clock.now());
    const [audit] = await auditTrail(app().db, keySubject(revokedId));
    expect(audit).toMatchObject({ action: 'operator.apikey.revoke', actor: `operator:${finance.id}` });

    const expiring = await apiKeyOf(app(), finance, ['audit.view'], 1);
    expect((await keyCall(app(), expiring, 'GET', AuditPath.verify)).status).toBe(200);
    clock.advance(DAY);

    const other = await operatorWith(app(), ['finance']);
    const ofDisabled = await apiKeyOf(app(), other, ['audit.view']);
    await app().db.update(operators).set({ status: 'disabled' }).where(eq(operators.id, other.id));

    for (const [secret, reason] of [[revoked, 'revoked'], [expiring, 'expired'], [ofDisabled, 'disabled']] as const) {
      const res = await keyCall(app(), secret, 'GET', AuditPath.verify);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(ErrorCode.operatorApiKeyInvalid);
      expect((await refusals(await keyIdOf(secret))).map((row) => row.detail)).toEqual([expect.objectContaining({ reason })]);
    }
    for (const secret of [`${API_KEY_PREFIX}not-a-real-key`, 'no-prefix', `${API_KEY_PREFIX}${'x'.repeat(200)}`]) {
      const res = await keyCall(app(), secret, 'GET', AuditPath.verify);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(ErrorCode.operatorApiKeyInvalid);
    }
  });

  it('an operator sees and revokes only its own keys; with apikeys.manage an owner sees and revokes those of its merchant, never of another', async () => {
    const finance = await operatorWith(app(), ['finance']);
    const colleague = await operatorWith(app(), ['finance']);
    const owner = await operatorWith(app(), ['owner']);
    const elsewhere = await operatorWith(app(), ['owner'], 'OTHERCO');
    const mine = await keyIdOf(await apiKeyOf(app(), finance, ['audit.view']));
    const theirs = await keyIdOf(await apiKeyOf(app(), colleague, ['audit.view']));
    const foreign = await keyIdOf(await apiKeyOf(app(), elsewhere, ['audit.view']));

    const seenBy = async (who: TestOperator) => (await consoleCall<ApiKeySummary[]>(app(), who, 'GET', ApiKeyPath.keys)).body.value!.map((key) => key.id);
    expect(await seenBy(finance)).toEqual([mine]);
    expect(await seenBy(owner)).toEqual(expect.arrayContaining([mine, theirs]));
    expect(await seenBy(owner)).not.toContain(foreign);
    expect(await seenBy(elsewhere)).toEqual([foreign]);

    expect((await consoleCall(app(), finance, 'DELETE', ApiKeyPath.key(theirs))).status).toBe(404);
    expect((await consoleCall(app(), owner, 'DELETE', ApiKeyPath.key(foreign))).status).toBe(404);
    const revoked = await consoleCall<ApiKeySummary>(app(), owner, 'DELETE', ApiKeyPath.key(theirs));
    expect(revoked.body.value).toMatchObject({ id: theirs, revokedAt: clock.now() });
    const [audit] = await auditTrail(app().db, keySubject(theirs));
    expect(audit).toMatchObject({ action: 'operator.apikey.revoke', actor: `operator:${owner.id}` });
  });

  it('a key with operators.manage alone cannot create an operator holding more than that', async () => {
    const owner = await operatorWith(app(), ['owner']);
    const secret = await apiKeyOf(app(), owner, ['operators.manage']);
    const res = await keyCall(app(), secret, 'POST', OperatorAdminPath.operators, { username: 'escalated1', password: 'Long-enough-pass', roles: ['owner'] });
    expect(res.status).toBe(403);
    expect(await app().db.select().from(operators).where(eq(operators.username, 'escalated1'))).toEqual([]);
  });

  it('rejects a bad request with request.invalid and makes no key', async () => {
    const finance = await operatorWith(app(), ['finance']);
    const count = async () => (await app().db.execute(sql`select count(*)::int as n from operator_api_keys`)) as unknown as { rows: { n: number }[] };
    const before = (await count()).rows[0]!.n;
    for (const body of [{ label: '', permissions: ['audit.view'] }, { label: 'x', permissions: [] }, { label: 'x', permissions: ['nope'] }, { label: 'x', permissions: ['audit.view'], expiresInDays: 0 }]) {
      const res = await consoleCall(app(), finance, 'POST', ApiKeyPath.keys, body);
      expect(res.body.code).toBe(ErrorCode.requestInvalid);
    }
    expect((await count()).rows[0]!.n).toBe(before);
  });

  it('never writes a secret or its hash to the log', async () => {
    const finance = await operatorWith(app(), ['finance']);
    const secret = await apiKeyOf(app(), finance, ['audit.view']);
    await keyCall(app(), secret, 'GET', AuditPath.verify);
    await keyCall(app(), secret, 'GET', ReviewPath.queue('wallet-adjustment'));
    const text = logLines.join('\n');
    // The refused call is logged, with its headers censored.
    expect(text).toContain(ReviewPath.queue('wallet-adjustment'));
    expect(text).not.toContain(secret);
    expect(text).not.toContain(sha256Hex(secret));
  });
});
