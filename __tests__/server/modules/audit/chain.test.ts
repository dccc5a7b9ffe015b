import { sql } from 'drizzle-orm';
import type { Database } from '../../../../server/db/connection';
import { chainHead, checkAnchor, recordAudit, sealAuditLog, verifyAuditChain } from '../../../../server/modules/audit';
import { GENESIS_HASH } from '../../../../server/modules/audit/chain';
import { describeReport, parseHead } from '../../../../scripts/audit';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';

describe.each(databases())('audit hash chain ($name)', (dbCase) => {
  let test: TestDatabase;
  let db: Database;

  beforeEach(async () => {
    test = await openTestDatabase(dbCase);
    db = test.handle.db;
  });
  afterEach(() => test.dispose());

  const write = (n: number, actor = 'test') =>
    Promise.all(Array.from({ length: n }, (_, i) => recordAudit(db, { actor, ip: '10.0.0.1' }, { action: 'test.thing', subject: `thing:${i}`, detail: { n: i, note: 'ünïcode ✓' } })));
  const rows = async () =>
    ((await db.execute(sql`select id::int as id, chain_seq::int as seq, prev_hash, hash from audit_log order by id`)) as unknown as { rows: { id: number; seq: number | null; prev_hash: string | null; hash: string | null }[] }).rows;
  /** The append-only trigger's refusal (drizzle wraps the database's error as the cause). */
  const refused = (statement: ReturnType<typeof sql>) =>
    expect(db.execute(statement)).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) });
  /** What someone with the database's keys can do: switch the append-only trigger off for their session. */
  const behindTheTriggersBack = async (statement: ReturnType<typeof sql>) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(statement);
    });
  };

  it('links every row, in id order, into one chain from the genesis hash; the chain verifies', async () => {
    // More than 9, so an order by text ("10" before "9") would show.
    await write(12);
    expect((await rows()).every((r) => r.seq === null)).toBe(true);
    expect(await sealAuditLog(db)).toBe(12);
    const sealed = await rows();
    expect(sealed.map((r) => r.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(sealed[0]!.prev_hash).toBe(GENESIS_HASH);
    for (let i = 1; i < sealed.length; i++) expect(sealed[i]!.prev_hash).toBe(sealed[i - 1]!.hash);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, checked: 12, unsealed: 0 });
    await write(2);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, checked: 12, unsealed: 2 });
    expect(await sealAuditLog(db)).toBe(2);
    expect((await verifyAuditChain(db)).checked).toBe(14);
  });

  it('the table is append-only: an update or a delete is refused, sealed row or not, and a sealed row cannot be sealed again', async () => {
    await write(2);
    const [first] = await rows();
    await refused(sql`update audit_log set actor = 'someone else' where id = ${first!.id}`);
    await refused(sql`delete from audit_log where id = ${first!.id}`);
    await sealAuditLog(db);
    await refused(sql`update audit_log set hash = ${'f'.repeat(64)} where id = ${first!.id}`);
    await refused(sql`update audit_log set detail = '{}'::jsonb where id = ${first!.id}`);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('a row changed behind the trigger is reported as the first broken row, with the rows before it verified', async () => {
    await write(6);
    await sealAuditLog(db);
    const fourth = (await rows())[3]!;
    await behindTheTriggersBack(sql`update audit_log set detail = jsonb_set(detail, '{n}', '999') where id = ${fourth.id}`);
    const report = await verifyAuditChain(db);
    expect(report).toEqual({ ok: false, checked: 3, unsealed: 0, firstBroken: { id: fourth.id, chainSeq: 4, reason: 'content' } });
    expect(describeReport(report)).toMatch(new RegExp(`BROKEN at row id ${fourth.id} \\(position 4\\): its content was changed`));
  });

  it('a row deleted behind the trigger is reported at the row after the gap; a row re-hashed to hide a change breaks the next link', async () => {
    await write(5);
    await sealAuditLog(db);
    const all = await rows();
    await behindTheTriggersBack(sql`delete from audit_log where id = ${all[1]!.id}`);
    expect((await verifyAuditChain(db)).firstBroken).toEqual({ id: all[2]!.id, chainSeq: 3, reason: 'missing' });

    const other = await openTestDatabase(dbCase);
    try {
      const odb = other.handle.db;
      await Promise.all([1, 2, 3].map((i) => recordAudit(odb, { actor: 'x' }, { action: 'a', subject: `s:${i}` })));
      await sealAuditLog(odb);
      const [, second, third] = ((await odb.execute(sql`select id::int as id from audit_log order by id`)) as unknown as { rows: { id: number }[] }).rows;
      // Change the row and give it a freshly computed, self-consistent hash: its successor still names the old one.
      await odb.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update audit_log set actor = 'forger', hash = ${'a'.repeat(64)} where id = ${second!.id}`);
      });
      const report = await verifyAuditChain(odb);
      expect(report.ok).toBe(false);
      expect(report.firstBroken?.id).toBe(second!.id);
      expect(third).toBeDefined();
    } finally {
      await other.dispose();
    }
  });

  it("rows cut off the chain's end pass the walk but not a head recorded before: the head anchored outside the database finds them", async () => {
    await write(6);
    await sealAuditLog(db);
    const head = (await chainHead(db))!;
    expect(head.seq).toBe(6);
    expect(parseHead(`${head.seq}:${head.hash}`)).toEqual(head);
    expect(await checkAnchor(db, head)).toBe('kept');

    // The last two rows deleted: what remains still walks clean from the genesis hash.
    await behindTheTriggersBack(sql`delete from audit_log where chain_seq >= 5`);
    expect((await verifyAuditChain(db)).ok).toBe(true);
    expect(await checkAnchor(db, head)).toBe('cut');

    // Rewritten from there on: new rows take the positions, with other hashes.
    await write(2, 'impostor');
    await sealAuditLog(db);
    expect((await verifyAuditChain(db)).ok).toBe(true);
    expect(await checkAnchor(db, head)).toBe('differs');
  });

  it('writers never wait for each other, and parallel sealers make one chain: every row sealed once, no position twice', async () => {
    const writing = write(60, 'racer');
    const sealing = Promise.all([sealAuditLog(db), sealAuditLog(db), sealAuditLog(db)]);
    await Promise.all([writing, sealing]);
    await sealAuditLog(db);
    const sealed = await rows();
    expect(sealed).toHaveLength(60);
    expect(sealed.map((r) => r.seq).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(await verifyAuditChain(db)).toEqual({ ok: true, checked: 60, unsealed: 0 });
  });
});
