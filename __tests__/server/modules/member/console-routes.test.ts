import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AccountPath } from '@common/contract/account';
import { PlayerPath, type PlayerDetail, type PlayerNote, type PlayerSession, type PlayerSummary } from '@common/contract/consolePlayers';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { auditTrail } from '../../../../server/modules/audit/service';
import type { Member } from '../../../../server/modules/member/service';
import { addMember, call, login, tokenFor } from '../../helpers/accounts';
import { build, databases, type TestApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';

const PASSWORD = 'Secret123';

describe.each(databases())('console player calls of the member module ($name)', (db) => {
  let test: TestApp;
  let app: FastifyInstance;
  let alice: Member;
  let other: Member;
  const ops: Record<string, TestOperator> = {};

  beforeAll(async () => {
    test = await build(db);
    app = test.app;
    alice = await addMember(app, { username: 'plyalice', password: PASSWORD, email: 'Alice@Example.com', dialingCode: '880', mobile: '1711000001' });
    await addMember(app, { username: 'plyalicia', password: PASSWORD });
    await addMember(app, { username: 'ply_x', password: PASSWORD });
    other = await addMember(app, { username: 'plyalice', password: PASSWORD, merchantCode: 'OTHERCO' });
    ops.support = await operatorWith(app, ['support']);
    ops.finance = await operatorWith(app, ['finance']);
    ops.risk = await operatorWith(app, ['risk']);
    ops.content = await operatorWith(app, ['content']);
    ops.owner = await operatorWith(app, ['owner']);
    ops.platform = await operatorWith(app, ['owner'], null);
  }, 60_000);
  afterAll(() => test.close());

  const search = (who: TestOperator, q: string, merchant?: string) =>
    consoleCall<PlayerSummary[]>(app, who, 'GET', `${PlayerPath.search}?q=${encodeURIComponent(q)}${merchant ? `&merchantCode=${merchant}` : ''}`);

  it('finds players by username prefix, email (any case), mobile (national or international) and id, within the operator merchant only', async () => {
    const names = async (q: string) => (await search(ops.support!, q)).body.value!.map((p) => p.username).sort();
    expect(await names('plyali')).toEqual(['plyalice', 'plyalicia']);
    expect(await names('ALICE@example.COM')).toEqual(['plyalice']);
    expect(await names('01711000001')).toEqual(['plyalice']);
    expect(await names('+880 1711000001')).toEqual(['plyalice']);
    expect(await names(String(alice.id))).toEqual(['plyalice']);
    // LIKE wildcards in the query match themselves.
    expect(await names('ply_')).toEqual(['ply_x']);
    expect((await search(ops.support!, 'plyalice')).body.value!.every((p) => p.merchantCode === 'MLOBBY')).toBe(true);
  });

  it('a platform-wide operator searches every merchant or the one it names; a merchant operator naming another is forbidden', async () => {
    const all = (await search(ops.platform!, 'plyalice')).body.value!.filter((p) => p.username === 'plyalice');
    expect(all.map((p) => p.merchantCode).sort()).toEqual(['MLOBBY', 'OTHERCO']);
    expect((await search(ops.platform!, 'plyalice', 'OTHERCO')).body.value!.map((p) => p.id)).toEqual([other.id]);
    expect((await search(ops.support!, 'plyalice', 'OTHERCO')).status).toBe(403);
  });

  it('shows a player with balances; another merchant player answers 404 like an id that does not exist', async () => {
    const res = await consoleCall<PlayerDetail>(app, ops.support!, 'GET', PlayerPath.player(alice.id));
    expect(res.body.value).toMatchObject({ id: alice.id, username: 'plyalice', memberType: 'member', blocked: false, blockReason: null, mobile: '+8801711000001' });
    expect(res.body.value!.balances).toEqual({ real: 0, bonus: 0, withdrawal: 0, points: 0, demo: 0 });
    const elsewhere = await consoleCall(app, ops.support!, 'GET', PlayerPath.player(other.id));
    const missing = await consoleCall(app, ops.support!, 'GET', PlayerPath.player(999_999_999));
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, ErrorCode.notFound]);
    expect([missing.status, missing.body.code]).toEqual([404, ErrorCode.notFound]);
    // Changes too: a merchant's owner (every permission) cannot touch another merchant's player.
    expect((await consoleCall(app, ops.owner!, 'POST', PlayerPath.notes(other.id), { text: 'x' })).status).toBe(404);
    expect((await consoleCall(app, ops.owner!, 'PUT', PlayerPath.block(other.id), { blocked: true, reason: 'x' })).status).toBe(404);
    expect((await consoleCall<PlayerDetail>(app, ops.platform!, 'GET', PlayerPath.player(other.id))).body.value).toMatchObject({ merchantCode: 'OTHERCO', blocked: false });
    expect((await consoleCall(app, ops.content!, 'GET', PlayerPath.player(alice.id))).status).toBe(403);
  });

  it('support appends notes (newest first, with the author), audited; finance may read them but not write', async () => {
    const first = await consoleCall<PlayerNote[]>(app, ops.support!, 'POST', PlayerPath.notes(alice.id), { text: '  called about a deposit  ' });
    await consoleCall(app, ops.support!, 'POST', PlayerPath.notes(alice.id), { text: 'second note' });
    expect(first.body.value).toEqual([expect.objectContaining({ text: 'called about a deposit', operator: ops.support!.username })]);
    const list = await consoleCall<PlayerNote[]>(app, ops.finance!, 'GET', PlayerPath.notes(alice.id));
    expect(list.body.value!.map((n) => n.text)).toEqual(['second note', 'called about a deposit']);
    expect((await consoleCall(app, ops.finance!, 'POST', PlayerPath.notes(alice.id), { text: 'no' })).status).toBe(403);
    const blank = await consoleCall(app, ops.support!, 'POST', PlayerPath.notes(alice.id), { text: '   ' });
    expect(blank.body.code).toBe(ErrorCode.requestInvalid);
    // Append-only in the database too: what an operator wrote stays as written.
    await expect(app.db.execute(sql`update member_notes set text = 'rewritten'`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from member_notes`)).rejects.toThrow();
    const audit = await auditTrail(app.db, `member:${alice.id}`);
    expect(audit.find((r) => r.action === 'member.note.added')).toMatchObject({ actor: `operator:${ops.support!.id}`, merchantCode: 'MLOBBY' });
  });

  it('blocking ends every session and refuses login with user.nonexistent.or.disabled; unblocking lets the player in again; both audited with the reason', async () => {
    const bob = await addMember(app, { username: 'plybob', password: PASSWORD });
    const token = await tokenFor(app, 'plybob', PASSWORD);
    expect((await consoleCall(app, ops.finance!, 'PUT', PlayerPath.block(bob.id), { blocked: true, reason: 'fraud' })).status).toBe(403);
    expect((await consoleCall(app, ops.support!, 'PUT', PlayerPath.block(bob.id), { blocked: true, reason: 'fraud' })).status).toBe(403);
    expect((await consoleCall(app, ops.risk!, 'PUT', PlayerPath.block(bob.id), { blocked: true, reason: '' })).body.code).toBe(ErrorCode.requestInvalid);

    const blocked = await consoleCall<PlayerDetail>(app, ops.risk!, 'PUT', PlayerPath.block(bob.id), { blocked: true, reason: 'chargeback fraud' });
    expect(blocked.body.value).toMatchObject({ blocked: true, blockReason: 'chargeback fraud' });
    expect((await consoleCall<PlayerSession[]>(app, ops.risk!, 'GET', PlayerPath.sessions(bob.id))).body.value).toEqual([]);
    expect((await call(app, 'GET', AccountPath.memberInfo, { token })).json<Envelope<unknown>>().code).toBe(ErrorCode.userOrTokenInvalid);
    expect((await login(app, { type: 'username', username: 'plybob', password: PASSWORD })).code).toBe(ErrorCode.userNonexistentOrDisabled);

    const unblocked = await consoleCall<PlayerDetail>(app, ops.risk!, 'PUT', PlayerPath.block(bob.id), { blocked: false, reason: 'cleared by bank' });
    expect(unblocked.body.value).toMatchObject({ blocked: false, blockReason: null });
    expect((await login(app, { type: 'username', username: 'plybob', password: PASSWORD })).success).toBe(true);

    const audit = await auditTrail(app.db, `member:${bob.id}`);
    const actions = audit.filter((r) => r.action.startsWith('member.')).map((r) => [r.action, r.actor, r.detail.reason, r.merchantCode]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['member.blocked', `operator:${ops.risk!.id}`, 'chargeback fraud', 'MLOBBY'],
        ['member.unblocked', `operator:${ops.risk!.id}`, 'cleared by bank', 'MLOBBY'],
      ]),
    );
  });
});
