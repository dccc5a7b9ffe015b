/**
 * Bench workloads through the signed seamless API: timed throughput runs, and a mixed run whose
 * every answer feeds a model of what the ledger must hold, checked against the database afterwards.
 */
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ensureVendorCredential } from '../server/modules/seamless/credentials';
import { balanceOf, ensureMemberAccount } from '../server/modules/wallet/accounts';
import { GUARDED, seamlessOneTrip } from '../server/modules/wallet/one-trip';
import { ledgerAccounts, ledgerEntries } from '../server/modules/wallet/tables';
import { unbalancedTransactions, verifyBalances } from '../server/modules/wallet/verify';
import { createSeamlessClient } from '../server/vendors/seamless/client';
import { SeamlessHeader, SeamlessPath, type SeamlessResponse, type SeamlessWalletClient } from '../server/vendors/seamless/contract';
import { signRequest } from '../server/vendors/seamless/signing';
import { MERCHANT, VENDOR, type Player } from './wallet-setup';

/** Runs `task(i)` for i < total with `concurrency` workers. */
export async function pool(total: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) await task(next++);
  }));
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * The most operations a timed run can send per second: what is prepared before the timer starts.
 * A run that uses them all ends early (its rate is still ops / elapsed).
 */
const MAX_OPS_PER_SECOND = 6_000;

export interface Throughput {
  ops: number;
  opsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** One operation prepared before the timer: calling it sends it and resolves to its answer (null: stale credential). */
type Prepared = () => Promise<SeamlessResponse | typeof GUARDED | null>;

/**
 * Requests signed before the timer starts, sent through the routes (app.inject): the timed part
 * is the server's work plus inject's fake socket and parsing the answer, not the vendor's HMAC
 * and JSON.stringify. The signatures' timestamp must stay within SEAMLESS_MAX_SKEW_MS of the run.
 */
async function presigned(app: FastifyInstance, bodies: { operation: 'debit' | 'credit'; body: object }[]): Promise<Prepared[]> {
  const { secret } = await ensureVendorCredential(app, VENDOR);
  const timestamp = String(app.now());
  return bodies.map(({ operation, body }) => {
    const payload = JSON.stringify(body);
    const headers = {
      'content-type': 'application/json',
      [SeamlessHeader.vendor]: VENDOR,
      [SeamlessHeader.timestamp]: timestamp,
      [SeamlessHeader.signature]: signRequest(secret, timestamp, payload),
    };
    return async () => (await app.inject({ method: 'POST', url: SeamlessPath[operation], payload, headers })).json<SeamlessResponse>();
  });
}

/**
 * Alternating debits and credits over the players for `seconds`, `concurrency` at a time; every op
 * must succeed. `via` 'http': presigned requests through the routes (presigned above); 'function':
 * the wallet's one round trip alone, as the routes call it once the signature is checked.
 */
export async function throughput(app: FastifyInstance, players: Player[], seconds: number, concurrency: number, tag: string, via: 'http' | 'function'): Promise<Throughput> {
  const bodies = Array.from({ length: Math.ceil(seconds * MAX_OPS_PER_SECOND) }, (_, i) => {
    const player = players[i % players.length]!;
    const body = { requestId: `${tag}-rq-${i}`, sessionId: player.sessionId, transactionId: `${tag}-tx-${i}`, roundId: `${tag}-r-${i}`, gameId: 10_001, amount: 100 };
    return { operation: i % 2 === 0 ? ('debit' as const) : ('credit' as const), body };
  });
  const vendor = (await ensureVendorCredential(app, VENDOR)).row;
  const calls: Prepared[] =
    via === 'http' ? await presigned(app, bodies) : bodies.map(({ operation, body }) => () => seamlessOneTrip(app.db, { ...body, operation, vendor, now: app.now() }));
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < calls.length && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      const res = await calls[i]!();
      latencies.push(performance.now() - t0);
      // The bench's players have no protection state: a bet left to the guards is a failure here.
      if (res === GUARDED) throw new Error(`throughput op ${i} left to the guarded path`);
      if (!res?.success) throw new Error(`throughput op ${i} refused: ${res?.code ?? 'stale credential'}`);
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { ops: latencies.length, opsPerSecond: latencies.length / elapsed, p50Ms: quantile(latencies, 0.5), p99Ms: quantile(latencies, 0.99) };
}

/** What the answers say happened, per vendor transaction id. */
interface Model {
  /** transactionId → player index, amount, and whether any answer reported it applied. */
  debits: Map<string, { player: number; amount: bigint; applied: boolean; refunded: boolean }>;
  credits: Map<string, { player: number; amount: bigint; applied: boolean }>;
  /** First answer of each request id, to compare its retries with. */
  answers: Map<string, SeamlessResponse>;
  duplicates: number;
  duplicateMismatches: number;
}

export interface MixedResult {
  ops: number;
  seconds: number;
  duplicates: number;
  failures: string[];
}

/**
 * `ops` operations: 10% retries of an earlier request (same requestId, or the same transactionId
 * under a new requestId), the rest debits, credits, rollbacks and balances; every 200th op is a
 * burst of concurrent debits that together exceed a low-balance player's funds.
 */
export async function mixed(app: FastifyInstance, players: Player[], ops: number, concurrency: number): Promise<MixedResult> {
  const wallet = createSeamlessClient(app, VENDOR);
  const model: Model = { debits: new Map(), credits: new Map(), answers: new Map(), duplicates: 0, duplicateMismatches: 0 };
  /** Earlier requests to retry; `sameRequest` false: the same transactionId under a new requestId (its answer may differ: the balance moved). */
  const sent: { requestId: string; sameRequest: boolean; send: (requestId: string) => Promise<SeamlessResponse> }[] = [];
  let seq = 0;
  const random = (n: number) => Math.floor(Math.random() * n);

  const record = (requestId: string, res: SeamlessResponse) => {
    const first = model.answers.get(requestId);
    if (!first) model.answers.set(requestId, res);
    else if (!isDeepStrictEqual(first, res)) model.duplicateMismatches++;
  };

  const op = async (i: number): Promise<void> => {
    const kind = i % 200 === 199 ? 'burst' : Math.random() < 0.1 && sent.length > 0 ? 'retry' : (['debit', 'debit', 'credit', 'credit', 'rollback', 'balance'] as const)[random(6)]!;
    if (kind === 'retry') {
      model.duplicates++;
      const earlier = sent[random(sent.length)]!;
      const res = await earlier.send(earlier.requestId);
      if (earlier.sameRequest) record(earlier.requestId, res);
      return;
    }
    if (kind === 'burst') return burst(wallet, players, model, () => ++seq, record);
    const p = random(players.length);
    const sessionId = players[p]!.sessionId;
    const n = ++seq;
    const requestId = `m-rq-${n}`;
    let send: (rq: string) => Promise<SeamlessResponse>;
    if (kind === 'debit') {
      const amount = BigInt(1 + random(500));
      model.debits.set(`m-tx-${n}`, { player: p, amount, applied: false, refunded: false });
      send = async (rq) => {
        const res = await wallet.debit({ requestId: rq, sessionId, transactionId: `m-tx-${n}`, roundId: `r-${n}`, gameId: 10_001, amount: Number(amount) });
        if (res.success) model.debits.get(`m-tx-${n}`)!.applied = true;
        return res;
      };
    } else if (kind === 'credit') {
      const amount = BigInt(random(800));
      model.credits.set(`m-tx-${n}`, { player: p, amount, applied: false });
      send = async (rq) => {
        const res = await wallet.credit({ requestId: rq, sessionId, transactionId: `m-tx-${n}`, roundId: `r-${n}`, gameId: 10_001, amount: Number(amount) });
        if (res.success) model.credits.get(`m-tx-${n}`)!.applied = true;
        return res;
      };
    } else if (kind === 'rollback') {
      // Half of them cancel a bet already answered, half a bet never seen (its late arrival is then refused).
      const known = [...model.debits.entries()].filter(([, d]) => d.player === p);
      const ref = Math.random() < 0.5 && known.length > 0 ? known[random(known.length)]![0] : `m-ghost-${n}`;
      send = async (rq) => {
        const res = await wallet.rollback({ requestId: rq, sessionId, transactionId: `m-rb-${n}`, refTransactionId: ref, roundId: `r-${n}` });
        const debit = model.debits.get(ref);
        if (res.success && res.value?.ledgerTransactionId && debit) debit.refunded = true;
        return res;
      };
    } else {
      send = (rq) => wallet.balance({ requestId: rq, sessionId });
    }
    record(requestId, await send(requestId));
    // A retry either repeats the requestId, or (debits and credits) sends the same transactionId afresh.
    sent.push({ requestId, sameRequest: true, send });
    if (kind === 'debit' || kind === 'credit') sent.push({ requestId, sameRequest: false, send: () => send(`${requestId}-again-${++seq}`) });
  };

  const started = performance.now();
  await pool(ops, concurrency, op);
  const seconds = (performance.now() - started) / 1000;
  const failures = await check(app, players, model);
  return { ops, seconds, duplicates: model.duplicates, failures };
}

/** Ten concurrent debits of a third of a poor player's balance: at most three may pass. */
async function burst(
  wallet: SeamlessWalletClient,
  players: Player[],
  model: Model,
  next: () => number,
  record: (requestId: string, res: SeamlessResponse) => void,
): Promise<void> {
  const p = players.length - 1 - Math.floor(Math.random() * Math.min(5, players.length)); // the poorest players are last
  const amount = players[p]!.initial / 3n + 1n;
  await Promise.all(Array.from({ length: 10 }, async () => {
    const n = next();
    model.debits.set(`m-tx-${n}`, { player: p, amount, applied: false, refunded: false });
    const res = await wallet.debit({ requestId: `m-rq-${n}`, sessionId: players[p]!.sessionId, transactionId: `m-tx-${n}`, roundId: `r-${n}`, gameId: 10_001, amount: Number(amount) });
    if (res.success) model.debits.get(`m-tx-${n}`)!.applied = true;
    record(`m-rq-${n}`, res);
  }));
}

/** The ledger audit (server/modules/wallet/verify.ts and more): every transaction balanced, balances equal their entries, the sum zero, no member negative. */
export async function ledgerAudit(app: FastifyInstance): Promise<string[]> {
  const failures: string[] = [];
  if ((await verifyBalances(app.db)).length > 0) failures.push('an account balance differs from the sum of its entries');
  if ((await unbalancedTransactions(app.db)).length > 0) failures.push('a ledger transaction does not sum to zero');
  const [total] = await app.db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` }).from(ledgerEntries);
  if (total?.sum !== '0') failures.push(`ledger entries sum to ${total?.sum}, not 0`);
  const [negative] = await app.db.select({ n: sql<number>`count(*)::int` }).from(ledgerAccounts).where(sql`${ledgerAccounts.ownerKind} = 'member' and ${ledgerAccounts.balance} < 0`);
  if (negative?.n) failures.push(`${negative.n} member balances are negative`);
  return failures;
}

/** The ledger audit, then: retried requests got their first answer, each player's balance is what the answers say. */
async function check(app: FastifyInstance, players: Player[], model: Model): Promise<string[]> {
  const failures = await ledgerAudit(app);
  if (model.duplicateMismatches > 0) failures.push(`${model.duplicateMismatches} retried requests got another answer than the first`);
  const expected = players.map((p) => p.initial);
  for (const d of model.debits.values()) if (d.applied) expected[d.player]! -= d.amount - (d.refunded ? d.amount : 0n);
  for (const c of model.credits.values()) if (c.applied) expected[c.player]! += c.amount;
  for (const [i, p] of players.entries()) {
    const actual = await balanceOf(app.db, (await ensureMemberAccount(app.db, MERCHANT, p.memberId, 'real')).account.id);
    if (actual !== expected[i]) failures.push(`player ${i}: balance ${actual}, the answers imply ${expected[i]} (a duplicate applied twice or an answer lied)`);
  }
  return failures;
}
