import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AuditPath, type AuditChainValue } from '@common/contract/audit';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import type { Role } from '@common/rules/operatorRoles';
import { createOperator } from '../../../../server/modules/operator';
import { startOperatorSession } from '../../../../server/modules/operator/sessions';
import { CONSOLE_COOKIE } from '../../../../server/plugins/operator-auth';
import { build, databases, type TestApp } from '../../helpers/build';

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
