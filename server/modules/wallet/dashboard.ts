/**
 * The console dashboard's money figures, summed by the database from the member legs of postings
 * (docs/console.md "Dashboard"). Real money only: demo credit, bonus play and points are not
 * revenue. In minor units, summed as bigint and converted to JSON numbers only at the end.
 *
 *   deposits     deposit legs on members' real accounts
 *   withdrawals  paid withdrawals (withdraw_pay out of the members' withdrawal accounts)
 *   stakes       bets on real accounts, net of their refunds (a rollback gives a stake back)
 *   wins         wins on real accounts
 *   bonuses      bonuses paid into members' real balances, net of those forfeited
 *   adjustments  operator adjustments to real balances (signed: taking back lowers it)
 *   GGR = stakes − wins;  NGR = GGR − bonuses − adjustments
 */
import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_DAYS, type DashboardBreakdown, type DashboardDay, type DashboardValue, type MoneyFigures } from '@common/contract/consoleReports';
import type { Database } from '../../db/connection';
import { safeNumber } from '../../http/console';
import { INTENT_KIND } from './intents';

const DAY_MS = 86_400_000;
const GAME_KINDS = [INTENT_KIND.stake, INTENT_KIND.payout, INTENT_KIND.refund];

interface SumRow {
  key: string | null;
  deposits: string;
  withdrawals: string;
  stakes: string;
  wins: string;
  bonuses: string;
  adjustments: string;
  active: string;
}

/** Sums of the member legs in [start, end), grouped by `key`, of postings whose kind is in `kinds` (all when absent). */
async function sums(db: Database, merchantCode: string | null, start: Date, end: Date, key: SQL, kinds?: readonly string[]): Promise<SumRow[]> {
  const leg = (kind: string | readonly string[], account: string) =>
    sql`(where t.kind in (${sql.join((typeof kind === 'string' ? [kind] : kind).map((k) => sql`${k}`), sql`, `)}) and a.kind = ${account})`;
  const query = sql`
    select ${key} as key,
      coalesce(sum(e.amount) filter ${leg(INTENT_KIND.deposit, 'real')}, 0)::text as deposits,
      coalesce(-(sum(e.amount) filter ${leg(INTENT_KIND.withdrawPay, 'withdrawal')}), 0)::text as withdrawals,
      coalesce(-(sum(e.amount) filter ${leg([INTENT_KIND.stake, INTENT_KIND.refund], 'real')}), 0)::text as stakes,
      coalesce(sum(e.amount) filter ${leg(INTENT_KIND.payout, 'real')}, 0)::text as wins,
      coalesce(sum(e.amount) filter ${leg([INTENT_KIND.bonusGrant, INTENT_KIND.bonusForfeit], 'real')}, 0)::text as bonuses,
      coalesce(sum(e.amount) filter ${leg(INTENT_KIND.adjust, 'real')}, 0)::text as adjustments,
      (count(distinct a.owner_id) filter ${leg(INTENT_KIND.stake, 'real')})::text as active
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.owner_kind = 'member'
    where t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz
      ${merchantCode === null ? sql`` : sql`and t.merchant_code = ${merchantCode}`}
      ${kinds ? sql`and t.kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})` : sql``}
    group by 1`;
  return ((await db.execute(query)) as unknown as { rows: SumRow[] }).rows;
}

const ZERO: SumRow = { key: null, deposits: '0', withdrawals: '0', stakes: '0', wins: '0', bonuses: '0', adjustments: '0', active: '0' };

/** A row of sums as the wire's figures, GGR and NGR computed in bigint. */
function figuresOf(row: SumRow): MoneyFigures {
  const [deposits, withdrawals, stakes, wins, bonuses, adjustments] = [row.deposits, row.withdrawals, row.stakes, row.wins, row.bonuses, row.adjustments].map(BigInt) as [bigint, bigint, bigint, bigint, bigint, bigint];
  const ggr = stakes - wins;
  const ngr = ggr - bonuses - adjustments;
  return {
    deposits: safeNumber(deposits),
    withdrawals: safeNumber(withdrawals),
    stakes: safeNumber(stakes),
    wins: safeNumber(wins),
    bonuses: safeNumber(bonuses),
    adjustments: safeNumber(adjustments),
    ggr: safeNumber(ggr),
    ngr: safeNumber(ngr),
    activePlayers: safeNumber(row.active),
  };
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Today (UTC) and each of the last DASHBOARD_DAYS days up to today, oldest first, with the
 * window's breakdown by vendor and by game type; `merchantCode` null sums every merchant.
 */
export async function dashboard(db: Database, merchantCode: string | null, now: number): Promise<DashboardValue> {
  const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const start = new Date(todayStart - (DASHBOARD_DAYS - 1) * DAY_MS);
  const end = new Date(todayStart + DAY_MS);
  const dayKey = sql`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const byDay = new Map((await sums(db, merchantCode, start, end, dayKey)).map((r) => [r.key, r]));
  const days: DashboardDay[] = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const day = isoDay(start.getTime() + i * DAY_MS);
    return { day, ...figuresOf(byDay.get(day) ?? ZERO) };
  });
  const breakdown = async (key: SQL): Promise<DashboardBreakdown[]> =>
    (await sums(db, merchantCode, start, end, key, GAME_KINDS)).map((r) => ({ key: r.key ?? 'unknown', ...figuresOf(r) })).sort((a, b) => b.ggr - a.ggr || a.key.localeCompare(b.key));
  return {
    merchantCode,
    today: figuresOf(byDay.get(isoDay(todayStart)) ?? ZERO),
    days,
    byVendor: await breakdown(sql`t.reference->>'vendorCode'`),
    byGameType: await breakdown(sql`t.reference->>'gameType'`),
  };
}
