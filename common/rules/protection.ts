/**
 * Player protection (issue 15, docs/player-protection.md): the limits, windows, cooling-off and
 * durations the site offers and the server enforces alike. Every figure here is a named constant
 * so the screens, the guards and the tests read the same number.
 */

/** What a money limit counts: gross deposits (and agent top-ups), net loss (stakes − wins − refunds), or stakes. */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The rolling windows a money limit may cover; the lowest applicable limit binds. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const HOUR_MS = 3_600_000;
/** Each window's length: rolling 24 hours, 7 days and 30 days ending now. */
export const LIMIT_PERIOD_MS: Readonly<Record<LimitPeriod, number>> = { day: 24 * HOUR_MS, week: 7 * 24 * HOUR_MS, month: 30 * 24 * HOUR_MS };

/** A limit raised or removed (and a reality check made less frequent) waits this long (UKGC RTS 12, AGCO 2.24). */
export const COOLING_OFF_MS = 24 * HOUR_MS;

/** A money limit's amount, minor units: at least 1.00, at most 10^12 (10 billion in major units). */
export const LIMIT_AMOUNT_MIN = 100;
export const LIMIT_AMOUNT_MAX = 1_000_000_000_000;

/** A session-time limit, minutes. */
export const SESSION_LIMIT_MIN_MINUTES = 10;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

/** The reality-check intervals a player may pick, minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

const DAY_MS = 24 * HOUR_MS;
/** Time-outs: a short break the player takes (24 hours, 7 days, 30 days). */
export const TIME_OUT_DURATIONS = ['24h', '7d', '30d'] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];
export const TIME_OUT_MS: Readonly<Record<TimeOutDuration, number>> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };

/** Self-exclusion: 6 months, 1, 2 or 5 years (calendar months from the moment it starts) or permanent. */
export const EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y', 'permanent'] as const;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];
export const EXCLUSION_MONTHS: Readonly<Record<Exclude<ExclusionDuration, 'permanent'>, number>> = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 };

/** The end of a time-out or self-exclusion that starts at `from` (epoch ms); null: permanent. */
export function blockEnd(kind: 'timeOut', duration: TimeOutDuration, from: number): number;
export function blockEnd(kind: 'selfExclusion', duration: ExclusionDuration, from: number): number | null;
export function blockEnd(kind: 'timeOut' | 'selfExclusion', duration: TimeOutDuration | ExclusionDuration, from: number): number | null {
  if (kind === 'timeOut') return from + TIME_OUT_MS[duration as TimeOutDuration];
  if (duration === 'permanent') return null;
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + EXCLUSION_MONTHS[duration as Exclude<ExclusionDuration, 'permanent'>]);
  return end.getTime();
}

/** How often the site and our game pages refresh the session's figures (elapsed time, net position), seconds. */
export const SESSION_STATUS_REFRESH_SECONDS = 30;

/** Inbox and chat (§4): counts display capped at 99+; message sizes. */
export const INBOX_TITLE_MAX_CHARS = 100;
export const INBOX_BODY_MAX_CHARS = 2000;
export const INBOX_PAGE_SIZE = 20;
export const CHAT_MESSAGE_MAX_CHARS = 1000;
/** How often the site refreshes unread counts while a member is logged in, seconds. */
export const UNREAD_REFRESH_SECONDS = 60;

/** A user agreement's text, characters per language. */
export const AGREEMENT_TITLE_MAX_CHARS = 200;
export const AGREEMENT_BODY_MAX_CHARS = 100_000;
