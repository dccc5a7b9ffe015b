/**
 * After-the-fact audit of lottery money, straight from the tables (used by bench/lottery.ts and the
 * multi-process and crash tests): every drawn issue's numbers are the ones its seed gives, every
 * sub-order of a settled issue is final and paid exactly what the engine says, once, through the
 * ledger, and the ledger sums to zero with every cached balance equal to its entries.
 * Returns the failures (empty when everything holds) and what it counted.
 */
import { sql } from 'drizzle-orm';
import type { PrizeMode } from '@common/contract/lottery';
import { deriveNumbers, seedHash } from '@common/lottery/fairness';
import { findBetType, findLotteryGame } from '@common/lottery/games';
import { settleSuborder } from '@common/lottery/settlement';
import type { Database } from '../server/db/connection';
import { unbalancedTransactions, verifyBalances } from '../server/modules/wallet/verify';

export interface LotteryAudit {
  failures: string[];
  issuesDrawn: number;
  suborders: { won: number; lost: number; cancelled: number; pending: number };
  /** Sum of win + rebate credited to members, in minor units. */
  paidOut: bigint;
  /** Sum of win + rebate the engine computes for the settled sub-orders (equals paidOut when all is well). */
  owed: bigint;
  /** Largest delay from an issue's draw time to its drawn_at, in ms. */
  maxDrawLatenessMs: number;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // node-postgres and PGlite both answer execute() with { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface IssueRow {
  id: string;
  game_code: string;
  issue_number: string;
  seed: string;
  seed_hash: string;
  numbers: string[] | null;
  prizes: string[][] | null;
  status: string;
  draw_ms: string;
  drawn_ms: string | null;
  settled_ms: string | null;
}

interface SuborderRow {
  id: string;
  order_id: string;
  issue_id: string;
  amount: string;
  status: string;
  win_amount: string;
  rebate_amount: string;
  bet_type: string;
  selection: string[][];
  prize_mode: PrizeMode;
  unit_stake: string;
  multiple: number;
}

interface OrderRow {
  id: string;
  order_key: string;
  total: string;
  suborders_sum: string;
}

/** Member-side amount of every lottery posting, by idempotency key (one member leg per posting). */
async function lotteryPostings(db: Database): Promise<Map<string, { member: bigint; legs: number }>> {
  const found = await rows<{ key: string; member: string; legs: string }>(
    db,
    sql`select t.idempotency_key as key, sum(e.amount)::text as member, count(*)::text as legs
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.owner_kind = 'member'
        where t.idempotency_key like 'lottery:%'
        group by t.idempotency_key`,
  );
  return new Map(found.map((r) => [r.key, { member: BigInt(r.member), legs: Number(r.legs) }]));
}

async function checkLedger(db: Database, failures: string[]): Promise<void> {
  const [total] = await rows<{ sum: string }>(db, sql`select coalesce(sum(amount), 0)::text as sum from ledger_entries`);
  if (BigInt(total.sum) !== 0n) failures.push(`ledger entries sum to ${total.sum}, not 0`);
  const unbalanced = await unbalancedTransactions(db);
  if (unbalanced.length > 0) failures.push(`unbalanced transactions: ${unbalanced.slice(0, 10).join(', ')}`);
  const mismatches = await verifyBalances(db);
  if (mismatches.length > 0) failures.push(`balances differ from their entries: accounts ${mismatches.slice(0, 10).map((m) => m.accountId).join(', ')}`);
  const [negative] = await rows<{ n: string }>(db, sql`select count(*)::text as n from ledger_accounts where owner_kind = 'member' and balance < 0`);
  if (negative.n !== '0') failures.push(`${negative.n} member balances below zero`);
}

/** Each drawn issue: seed matches its published hash, numbers are the seed's, not drawn before its time. */
async function checkIssues(db: Database, audit: LotteryAudit): Promise<Map<string, IssueRow>> {
  const issues = await rows<IssueRow>(
    db,
    sql`select id::text, game_code, issue_number, seed, seed_hash, numbers, prizes, status,
          (extract(epoch from draw_at) * 1000)::bigint::text as draw_ms,
          (extract(epoch from drawn_at) * 1000)::bigint::text as drawn_ms,
          (extract(epoch from settled_at) * 1000)::bigint::text as settled_ms
        from lottery_issues`,
  );
  for (const issue of issues) {
    const name = `${issue.game_code} ${issue.issue_number}`;
    if ((await seedHash(issue.seed)) !== issue.seed_hash) audit.failures.push(`${name}: seed does not match its published hash`);
    if (issue.status !== 'drawn' && issue.status !== 'settled') continue;
    audit.issuesDrawn += 1;
    const game = findLotteryGame(issue.game_code);
    if (!game) {
      audit.failures.push(`${name}: unknown game`);
      continue;
    }
    const expected = await deriveNumbers(game.kind, issue.seed, issue.game_code, issue.issue_number);
    if (JSON.stringify(expected.numbers) !== JSON.stringify(issue.numbers)) audit.failures.push(`${name}: numbers ${JSON.stringify(issue.numbers)} are not the seed's`);
    if (issue.drawn_ms === null) audit.failures.push(`${name}: ${issue.status} without drawn_at`);
    else if (Number(issue.drawn_ms) < Number(issue.draw_ms)) audit.failures.push(`${name}: drawn before its draw time`);
    else audit.maxDrawLatenessMs = Math.max(audit.maxDrawLatenessMs, Number(issue.drawn_ms) - Number(issue.draw_ms));
    if (issue.status === 'settled' && issue.settled_ms === null) audit.failures.push(`${name}: settled without settled_at`);
  }
  return new Map(issues.map((i) => [i.id, i]));
}

/** One sub-order against the engine and its postings; returns what it credited. */
function checkSuborder(s: SuborderRow, issue: IssueRow, postings: Map<string, { member: bigint; legs: number }>, audit: LotteryAudit): bigint {
  const name = `sub-order ${s.id}`;
  const win = postings.get(`lottery:win:${s.id}`);
  const refund = postings.get(`lottery:refund:${s.id}`);
  const winAmount = BigInt(s.win_amount);
  const rebate = BigInt(s.rebate_amount);
  if (s.status === 'cancelled') {
    audit.suborders.cancelled += 1;
    if (refund?.member !== BigInt(s.amount) || refund.legs !== 1) audit.failures.push(`${name}: cancelled but refunded ${refund?.member ?? 0} instead of ${s.amount}`);
    if (win) audit.failures.push(`${name}: cancelled and also paid`);
    return 0n;
  }
  if (refund) audit.failures.push(`${name}: ${s.status} but refunded`);
  if (s.status === 'pending') {
    audit.suborders.pending += 1;
    if (issue.status === 'settled') audit.failures.push(`${name}: still pending on settled issue ${issue.issue_number}`);
    if (win) audit.failures.push(`${name}: pending but paid`);
    return 0n;
  }
  audit.suborders[s.status === 'won' ? 'won' : 'lost'] += 1;
  const game = findLotteryGame(issue.game_code)!;
  const betType = findBetType(game, s.bet_type);
  if (!betType) {
    audit.failures.push(`${name}: unknown bet type ${s.bet_type}`);
    return 0n;
  }
  const engine = settleSuborder({
    game,
    betType,
    selection: s.selection,
    prizeMode: s.prize_mode,
    unitStake: Number(s.unit_stake),
    multiple: s.multiple,
    numbers: issue.numbers ?? [],
    prizes: issue.prizes,
  });
  audit.owed += BigInt(engine.winAmount + engine.rebateAmount);
  if (BigInt(engine.winAmount) !== winAmount || BigInt(engine.rebateAmount) !== rebate) {
    audit.failures.push(`${name}: stored win ${winAmount} + rebate ${rebate}, engine says ${engine.winAmount} + ${engine.rebateAmount}`);
  }
  if ((s.status === 'won') !== engine.hits > 0) audit.failures.push(`${name}: status ${s.status} with ${engine.hits} hits`);
  const payout = winAmount + rebate;
  const credited = win?.member ?? 0n;
  if (credited !== payout || (win !== undefined && win.legs !== 1)) audit.failures.push(`${name}: owed ${payout}, credited ${credited}`);
  return credited;
}

export async function auditLottery(db: Database): Promise<LotteryAudit> {
  const audit: LotteryAudit = { failures: [], issuesDrawn: 0, suborders: { won: 0, lost: 0, cancelled: 0, pending: 0 }, paidOut: 0n, owed: 0n, maxDrawLatenessMs: 0 };
  await checkLedger(db, audit.failures);
  const issues = await checkIssues(db, audit);
  const postings = await lotteryPostings(db);
  const suborders = await rows<SuborderRow>(
    db,
    sql`select s.id::text, s.order_id::text, s.issue_id::text, s.amount::text, s.status, s.win_amount::text, s.rebate_amount::text,
          o.bet_type, o.selection, o.prize_mode, o.unit_stake::text, o.multiple
        from lottery_suborders s join lottery_orders o on o.id = s.order_id`,
  );
  const known = new Set<string>();
  for (const s of suborders) {
    audit.paidOut += checkSuborder(s, issues.get(s.issue_id)!, postings, audit);
    known.add(`lottery:win:${s.id}`).add(`lottery:refund:${s.id}`);
  }
  // Each order debited its total once, under its placement key, and its sub-orders add up to it.
  const orders = await rows<OrderRow>(
    db,
    sql`select o.id::text, 'lottery:order:' || o.merchant_code || ':' || o.member_id || ':' || o.request_id as order_key, o.total::text,
          (select coalesce(sum(s.amount), 0) from lottery_suborders s where s.order_id = o.id)::text as suborders_sum
        from lottery_orders o`,
  );
  for (const o of orders) {
    known.add(o.order_key);
    const debit = postings.get(o.order_key);
    if (debit?.member !== -BigInt(o.total) || debit.legs !== 1) audit.failures.push(`order ${o.id}: total ${o.total} but debited ${debit?.member ?? 0}`);
    if (o.suborders_sum !== o.total) audit.failures.push(`order ${o.id}: total ${o.total} but its sub-orders sum to ${o.suborders_sum}`);
  }
  const strays = [...postings.keys()].filter((key) => !known.has(key));
  if (strays.length > 0) audit.failures.push(`lottery postings of no order or sub-order: ${strays.slice(0, 10).join(', ')}`);
  return audit;
}
