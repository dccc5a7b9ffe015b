/**
 * The console's dashboard, audit log and outbox (issue 13). Money in minor units.
 * GGR = stakes − wins; NGR = GGR − bonuses − adjustments.
 */
import { CONSOLE_API } from './operator';

export const ReportPath = {
  /** GET ?merchantCode → DashboardValue (today, and the last DASHBOARD_DAYS days). */
  dashboard: `${CONSOLE_API}/dashboard`,
  /** GET AuditQuery → Page<AuditEntryValue>. */
  audit: `${CONSOLE_API}/audit`,
  /** GET AuditQuery → text/csv of every matching row (no paging). */
  auditCsv: `${CONSOLE_API}/audit.csv`,
  /** GET → OutboxMessage[] (development outbox: SMS and e-mail not really sent; empty when DEV_OUTBOX is off). */
  outbox: `${CONSOLE_API}/outbox`,
} as const;

export const DASHBOARD_DAYS = 30;

export interface MoneyFigures {
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  bonuses: number;
  adjustments: number;
  ggr: number;
  ngr: number;
  activePlayers: number;
}

export interface DashboardDay extends MoneyFigures {
  /** YYYY-MM-DD (UTC). */
  day: string;
}

export interface DashboardBreakdown extends MoneyFigures {
  /** A vendor code or a game type. */
  key: string;
}

export interface DashboardValue {
  merchantCode: string | null;
  today: MoneyFigures;
  days: DashboardDay[];
  byVendor: DashboardBreakdown[];
  byGameType: DashboardBreakdown[];
}

export interface AuditQuery {
  /** Actor (operator:<id>, member:<id>, system, …), exact. */
  actor?: string;
  /** Action, exact (e.g. wallet.adjust). */
  action?: string;
  /** Subject prefix (e.g. member:12). */
  subject?: string;
  from?: number;
  to?: number;
  page?: number;
  /** A platform-wide operator's filter by merchant; a merchant's operator always sees its own only. */
  merchantCode?: string;
}

export interface AuditEntryValue {
  id: number;
  at: number;
  actor: string;
  ip: string | null;
  action: string;
  subject: string;
  /** detail.reason, when the action carried one. */
  reason: string | null;
  detail: Record<string, unknown> | null;
  /** The merchant the row belongs to; null for platform and system rows (docs/console.md "Audit log"). */
  merchantCode: string | null;
  chainSeq: number | null;
}

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  text: string;
  at: number;
  /** The merchant the message was sent for. */
  merchantCode: string;
}
