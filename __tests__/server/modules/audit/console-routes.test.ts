import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AuditPath, type AuditChainValue } from '@common/contract/audit';
import type { Page } from '@common/contract/consolePlayers';
import { ReportPath, type AuditEntryValue } from '@common/contract/consoleReports';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import type { Role } from '@common/rules/operatorRoles';
import { createOperator } from '../../../../server/modules/operator';
import { startOperatorSession } from '../../../../server/modules/operator/sessions';
import { CONSOLE_COOKIE } from '../../../../server/plugins/operator-auth';
import { auditLog } from '../../../../server/modules/audit/tables';
import { build, databases, type TestApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';

describe.each(databases())('GET /console/api/audit/verify ($name)', (db) => {
  let test: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await build(db);
    app = test.app;
  });
  afterAll(() => test.close());

  let serial = 0;
  async function cookieOf(roles: Role[]): Promise<string> {
    const operator = await createOperator(app, { username: `auditor${serial++}`, password: 'Console-pass-1', merchantCode: null, roles }, { actor: 'test' });
    return (await startOperatorSession(app, operator!.id, { ip: '127.0.0.1', userAgent: null })).token;
  }
  const verify = (cookie: string) => app.inject({ method: 'GET', url: AuditPath.verify, cookies: { [CONSOLE_COOKIE]: cookie } });

  it('seals what is pending and verifies the whole trail for an operator with audit.view; names a row changed in the database', async () => {
    const owner = await cookieOf(['owner']);
    const first = (await verify(owner)).json<Envelope<AuditChainValue>>();
    expect(first.value).toMatchObject({ ok: true, unsealed: 0 });
    // The operators created above wrote audit rows: they are in the chain now.
    expect(first.value!.checked).toBeGreaterThanOrEqual(1);
    const [row] = ((await app.db.execute(sql`select id::int as id from audit_log where chain_seq is not null order by chain_seq limit 1`)) as unknown as { rows: { id: number }[] }).rows;
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update audit_log set ip = '203.0.113.9' where id = ${row!.id}`);
    });
    const after = (await verify(owner)).json<Envelope<AuditChainValue>>();
    expect(after.value).toMatchObject({ ok: false, firstBroken: { id: row!.id, chainSeq: 1, reason: 'content' } });
  });

  it('refuses an operator without audit.view on the server (content desk): 403 operator.forbidden', async () => {
    const res = await verify(await cookieOf(['content']));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ErrorCode.operatorForbidden });
  });
});

describe.each(databases())('GET /console/api/audit and audit.csv ($name)', (db) => {
  let test: TestApp;
  let app: FastifyInstance;
  const ops: Record<string, TestOperator> = {};
  const T0 = Date.UTC(2031, 5, 1, 12, 0, 0);

  beforeAll(async () => {
    test = await build(db);
    app = test.app;
    const row = (i: number, merchantCode: string | null, extra: Partial<typeof auditLog.$inferInsert> = {}) => ({
      actor: i % 2 ? 'operator:7' : 'system',
      action: 'ply.test',
      subject: `member:${100 + (i % 3)}`,
      detail: { reason: `r${i}` },
      merchantCode,
      at: new Date(T0 + i * 60_000),
      ...extra,
    });
    await app.db.insert(auditLog).values(Array.from({ length: 60 }, (_, i) => row(i, 'MLOBBY')));
    await app.db.insert(auditLog).values(Array.from({ length: 4 }, (_, i) => row(i, 'OTHERCO')));
    await app.db.insert(auditLog).values([row(0, null, { action: 'ply.platform' })]);
    await app.db.insert(auditLog).values([row(0, 'MLOBBY', { action: 'ply.csv', subject: '=HYPERLINK("http://x")', actor: '@evil', detail: { reason: '+1, "quoted"\nline' } })]);
    ops.finance = await operatorWith(app, ['finance']);
    ops.support = await operatorWith(app, ['support']);
    ops.other = await operatorWith(app, ['owner'], 'OTHERCO');
    ops.platform = await operatorWith(app, ['owner'], null);
  }, 60_000);
  afterAll(() => test.close());

  const list = (who: TestOperator, query: string) => consoleCall<Page<AuditEntryValue>>(app, who, 'GET', `${ReportPath.audit}?${query}`);

  it('pages the matching rows newest first, with the reason out of the detail', async () => {
    const first = (await list(ops.finance!, 'action=ply.test')).body.value!;
    const second = (await list(ops.finance!, 'action=ply.test&page=2')).body.value!;
    expect([first.total, first.items.length, second.items.length, first.pageSize]).toEqual([60, 50, 10, 50]);
    expect(first.items[0]).toMatchObject({ action: 'ply.test', reason: 'r59', merchantCode: 'MLOBBY', at: T0 + 59 * 60_000 });
    expect(second.items.at(-1)!.reason).toBe('r0');
  });

  it('filters by actor (exact), subject (prefix) and time (inclusive)', async () => {
    expect((await list(ops.finance!, 'action=ply.test&actor=operator:7')).body.value!.total).toBe(30);
    expect((await list(ops.finance!, 'action=ply.test&actor=operator')).body.value!.total).toBe(0);
    expect((await list(ops.finance!, 'action=ply.test&subject=member:10')).body.value!.total).toBe(60);
    expect((await list(ops.finance!, 'action=ply.test&subject=member:101')).body.value!.total).toBe(20);
    const window = (await list(ops.finance!, `action=ply.test&from=${T0 + 10 * 60_000}&to=${T0 + 19 * 60_000}`)).body.value!;
    expect(window.items.map((r) => r.reason)).toEqual(Array.from({ length: 10 }, (_, i) => `r${19 - i}`));
  });

  it('a merchant operator reads only rows tagged with its merchant; a platform-wide one reads all, or the merchant it names', async () => {
    const mine = (await list(ops.other!, 'subject=member:')).body.value!;
    expect(mine.items.every((r) => r.merchantCode === 'OTHERCO') && mine.total === 4).toBe(true);
    expect((await list(ops.other!, 'action=ply.platform')).body.value!.total).toBe(0);
    expect((await list(ops.other!, 'merchantCode=MLOBBY')).status).toBe(403);
    expect((await list(ops.platform!, 'action=ply.platform')).body.value!.total).toBe(1);
    expect((await list(ops.platform!, 'action=ply.test&merchantCode=OTHERCO')).body.value!.total).toBe(4);
    expect((await list(ops.platform!, 'action=ply.test')).body.value!.total).toBe(64);
  });

  it('needs audit.view (support is refused)', async () => {
    expect((await list(ops.support!, '')).status).toBe(403);
    expect((await app.inject({ method: 'GET', url: ReportPath.auditCsv, cookies: { [CONSOLE_COOKIE]: ops.support!.cookie } })).statusCode).toBe(403);
  });

  it('exports the same filter as CSV: every row, no paging, cells escaped and defused against formulas', async () => {
    const csv = async (who: TestOperator, query: string) => app.inject({ method: 'GET', url: `${ReportPath.auditCsv}?${query}`, cookies: { [CONSOLE_COOKIE]: who.cookie } });
    const res = await csv(ops.finance!, 'action=ply.test&actor=system');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit.csv"');
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('id,at,actor,ip,action,subject,merchantCode,reason,detail,chainSeq');
    expect(lines.slice(1, -1)).toHaveLength(30);
    expect(lines[1]).toContain(`,${new Date(T0 + 58 * 60_000).toISOString()},system,,ply.test,member:101,MLOBBY,r58,"{""reason"":""r58""}",`);
    expect(lines.at(-1)).toBe('');

    const evil = (await csv(ops.finance!, 'action=ply.csv')).body.replace(/^\ufeff/, '');
    expect(evil).toContain(`,'@evil,,ply.csv,"'=HYPERLINK(""http://x"")",MLOBBY,"'+1, ""quoted""\nline",`);
    expect((await csv(ops.other!, 'action=ply.csv')).body.replace(/^\ufeff/, '').split('\r\n')).toHaveLength(2);
  });

  it('exports more rows than one read batch, each once', async () => {
    await app.db.insert(auditLog).values(Array.from({ length: 2_100 }, (_, i) => ({ actor: 'system', action: 'ply.bulk', subject: `bulk:${i}`, merchantCode: 'MLOBBY' })));
    const res = await app.inject({ method: 'GET', url: `${ReportPath.auditCsv}?action=ply.bulk`, cookies: { [CONSOLE_COOKIE]: ops.finance!.cookie } });
    const subjects = res.body.split('\r\n').slice(1, -1).map((line) => line.split(',')[5]);
    expect(new Set(subjects).size).toBe(2_100);
    expect(subjects).toHaveLength(2_100);
  });

  it('the merchant tag is written once: the append-only trigger refuses changing it, even on a row not sealed yet', async () => {
    const retag = app.db.transaction(async (tx) => {
      // Uncommitted, so the sealer cannot have linked it: only the merchant_code rule can refuse.
      await tx.insert(auditLog).values({ actor: 'system', action: 'ply.retag', subject: 'x', merchantCode: 'MLOBBY' });
      await tx.execute(sql`update audit_log set merchant_code = 'OTHERCO' where action = 'ply.retag'`);
    });
    await expect(retag).rejects.toThrow();
  });
});
