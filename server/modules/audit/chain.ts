/**
 * The audit trail's hash chain (issue 13, docs/console.md "Audit"): rows are written without a
 * hash, so writers never wait for each other; the sealer links them, in id order, into one chain
 * soon after (every AUDIT_SEAL_INTERVAL_MS, and before a verification). Each sealed row carries the
 * previous row's hash and the SHA-256 of that hash and its own content, so a row changed or deleted
 * afterwards — behind the append-only trigger's back, by someone with the database's keys —
 * breaks the chain at that row, and verifyAuditChain names it.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';

/** How often the sealer runs while the server is up. */
export const AUDIT_SEAL_INTERVAL_MS = 5_000;
/** Rows sealed per transaction. */
const SEAL_BATCH = 500;
/** Rows verified per read. */
const VERIFY_BATCH = 2_000;
/** The "previous hash" of the first row. */
export const GENESIS_HASH = '0'.repeat(64);
/** Advisory lock key: one sealer at a time across every server on the database. */
const SEAL_LOCK = 0x61756474; // 'audt'

/** A row as the chain hashes it: every column but the chain's own, as PostgreSQL prints them. */
interface ChainRow {
  id: string;
  at: string;
  actor: string;
  action: string;
  subject: string;
  detail: string;
  ip: string | null;
  chain_seq: string | null;
  prev_hash: string | null;
  hash: string | null;
}

/**
 * Content columns in a form both PGlite and PostgreSQL print the same: UTC microseconds, jsonb's
 * canonical text. Numbers come as text; ORDER BY names the table's columns (audit_log.id), never
 * these aliases, which would sort "10" before "9".
 */
const CONTENT = sql.raw(
  `id::text as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, actor, action, subject, detail::text as detail, ip, chain_seq::text as chain_seq, prev_hash, hash`,
);

async function rowsOf(db: Database, query: ReturnType<typeof sql>): Promise<ChainRow[]> {
  return ((await db.execute(query)) as unknown as { rows: ChainRow[] }).rows;
}

/** The hash of a row at position `seq` after a row whose hash is `prevHash`. */
export function rowHash(prevHash: string, seq: number, row: Pick<ChainRow, 'id' | 'at' | 'actor' | 'action' | 'subject' | 'detail' | 'ip'>): string {
  const content = JSON.stringify([prevHash, seq, row.id, row.at, row.actor, row.action, row.subject, row.detail, row.ip]);
  return createHash('sha256').update(content).digest('hex');
}

/** Links every unsealed row into the chain, in id order; returns how many it sealed. */
export async function sealAuditLog(db: Database): Promise<number> {
  let sealed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEAL_LOCK})`);
      const [head] = await rowsOf(tx, sql`select chain_seq::text as chain_seq, hash from audit_log where audit_log.chain_seq is not null order by audit_log.chain_seq desc limit 1`);
      const rows = await rowsOf(tx, sql`select ${CONTENT} from audit_log where audit_log.chain_seq is null order by audit_log.id limit ${SEAL_BATCH}`);
      let seq = head ? Number(head.chain_seq) : 0;
      let prev = head?.hash ?? GENESIS_HASH;
      const links = rows.map((row) => {
        seq += 1;
        const hash = rowHash(prev, seq, row);
        const link = sql`(${row.id}::bigint, ${seq}::bigint, ${prev}::text, ${hash}::text)`;
        prev = hash;
        return link;
      });
      // One statement for the batch: a burst of audit rows costs one round trip, not one per row.
      if (links.length > 0) {
        await tx.execute(sql`update audit_log set chain_seq = v.seq, prev_hash = v.prev, hash = v.hash
          from (values ${sql.join(links, sql`, `)}) as v(id, seq, prev, hash) where audit_log.id = v.id`);
      }
      return rows.length;
    });
    sealed += count;
    if (count < SEAL_BATCH) return sealed;
  }
}

/** Where the chain breaks, if it does. */
export interface ChainReport {
  ok: boolean;
  /** Rows checked (sealed ones). */
  checked: number;
  /** Rows written but not sealed yet (the sealer runs every few seconds). */
  unsealed: number;
  /** The first row that does not verify, and why: its content changed, its link to the row before is wrong, or rows before it are missing. */
  firstBroken?: { id: number; chainSeq: number; reason: 'content' | 'link' | 'missing' };
}

/** Walks the sealed chain from its start and reports the first row that does not verify. */
export async function verifyAuditChain(db: Database): Promise<ChainReport> {
  let checked = 0;
  let prev = GENESIS_HASH;
  let expectedSeq = 1;
  for (;;) {
    const rows = await rowsOf(db, sql`select ${CONTENT} from audit_log where audit_log.chain_seq >= ${expectedSeq} order by audit_log.chain_seq limit ${VERIFY_BATCH}`);
    for (const row of rows) {
      const seq = Number(row.chain_seq);
      const broken = (reason: 'content' | 'link' | 'missing') => ({ id: Number(row.id), chainSeq: seq, reason });
      const firstBroken =
        seq !== expectedSeq ? broken('missing') : row.prev_hash !== prev ? broken('link') : rowHash(prev, seq, row) !== row.hash ? broken('content') : null;
      if (firstBroken) return { ok: false, checked, unsealed: await unsealedCount(db), firstBroken };
      checked += 1;
      prev = row.hash!;
      expectedSeq += 1;
    }
    if (rows.length < VERIFY_BATCH) return { ok: true, checked, unsealed: await unsealedCount(db) };
  }
}

/** The chain's last sealed row: its position and hash (null while nothing is sealed). */
export interface ChainHead {
  seq: number;
  hash: string;
}

export async function chainHead(db: Database): Promise<ChainHead | null> {
  const [head] = await rowsOf(db, sql`select ${CONTENT} from audit_log where audit_log.chain_seq is not null order by audit_log.chain_seq desc limit 1`);
  return head ? { seq: Number(head.chain_seq), hash: head.hash! } : null;
}

/**
 * A head recorded earlier outside the database (the sealer logs each new head; docs/console.md
 * "Audit") against the chain now: 'kept' when the row at that position still has that hash,
 * 'cut' when the chain now ends before it (its newest rows were deleted, which the walk alone
 * cannot see), 'differs' when the row there is another (the chain was rebuilt from before it).
 */
export async function checkAnchor(db: Database, anchor: ChainHead): Promise<'kept' | 'cut' | 'differs'> {
  const [row] = await rowsOf(db, sql`select ${CONTENT} from audit_log where audit_log.chain_seq = ${anchor.seq}`);
  if (!row) return 'cut';
  return row.hash === anchor.hash ? 'kept' : 'differs';
}

async function unsealedCount(db: Database): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as count from audit_log where chain_seq is null`)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}
