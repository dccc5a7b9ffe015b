/**
 * The operator's side of a race (docs/loyalty.md "Leaderboards", console): create and update a
 * draft (every figure checked), change what may change once it is live or paused (title, prizes,
 * endsAt — never metric, recurrence, game types or start, which decide the scores), publish,
 * pause, resume and end it. Each change in one transaction with its audit row.
 */
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Page } from '@common/contract/consolePlayers';
import type { ConsoleRace, LoyaltyStateRequest, RaceDraft } from '@common/contract/consoleLoyalty';
import { ErrorCode } from '@common/contract/envelope';
import type { LoyaltyState } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { pageWindow } from '../../../http/console';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import { findMerchant } from '../../merchant';
import { races, type RaceRow } from './tables';
import { checkRaceDraft, invalidField } from './validate';

/** Who changes a race: the operator's name (createdBy) and the audit actor. */
export interface Operator {
  username: string;
  audit: Actor;
}

/** A stored race as the console sees it. */
export function consoleRace(row: RaceRow): ConsoleRace {
  return { ...draftOf(row), id: row.id, merchantCode: row.merchantCode, state: row.state, createdAt: row.createdAt.getTime(), updatedAt: row.updatedAt.getTime() };
}

function draftOf(row: RaceRow): RaceDraft {
  return { title: row.title, metric: row.metric, recurrence: row.recurrence, gameTypes: row.gameTypes, startsAt: row.startsAt.getTime(), endsAt: row.endsAt?.getTime() ?? null, prizes: row.prizes };
}

const columnsOf = (draft: RaceDraft) => ({
  title: draft.title,
  metric: draft.metric,
  recurrence: draft.recurrence,
  gameTypes: draft.gameTypes,
  startsAt: new Date(draft.startsAt),
  endsAt: draft.endsAt === null ? null : new Date(draft.endsAt),
  prizes: draft.prizes,
});

/** Checks a draft against the merchant: a title in English or the merchant's default language. */
async function check(db: Database, merchantCode: string, draft: RaceDraft): Promise<void> {
  const merchant = await findMerchant(db, merchantCode);
  checkRaceDraft(draft, [...new Set(['EN', (merchant?.config.defaultLanguage ?? 'EN').toUpperCase()])]);
}

/** A race by id in the operator's scope (own merchant, or any for a platform-wide operator), or null. */
export async function raceInScope(db: Database, merchantCode: string | null, id: number): Promise<RaceRow | null> {
  const [row] = await db
    .select()
    .from(races)
    .where(and(eq(races.id, id), merchantCode === null ? undefined : eq(races.merchantCode, merchantCode)));
  return row ?? null;
}

/** A page of a merchant's races (optionally in one state), newest first. */
export async function racePage(db: Database, merchantCode: string, state: LoyaltyState | undefined, page: number | undefined): Promise<Page<ConsoleRace>> {
  const where: SQL = and(eq(races.merchantCode, merchantCode), state ? eq(races.state, state) : undefined)!;
  const window = pageWindow(page);
  const rows = await db.select().from(races).where(where).orderBy(desc(races.id)).limit(window.limit).offset(window.offset);
  const [total] = await db.select({ n: count() }).from(races).where(where);
  return { items: rows.map(consoleRace), page: window.page, pageSize: window.limit, total: total?.n ?? 0 };
}

/** Saves a new draft race, audited. */
export async function createRace(db: Database, merchantCode: string, draft: RaceDraft, who: Operator, now: number): Promise<ConsoleRace> {
  await check(db, merchantCode, draft);
  return db.transaction(async (tx) => {
    const at = new Date(now);
    const [row] = await tx
      .insert(races)
      .values({ ...columnsOf(draft), merchantCode, state: 'draft', createdBy: who.username, createdAt: at, updatedAt: at })
      .returning();
    await recordAudit(tx, who.audit, { action: 'race.create', subject: `race:${row!.id}`, merchantCode, detail: { metric: draft.metric, recurrence: draft.recurrence } });
    return consoleRace(row!);
  });
}

/** What decides the scores: fixed once a race is live. */
const FIXED_WHEN_LIVE = ['metric', 'recurrence', 'gameTypes', 'startsAt'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Updates a race: a draft in full; a live or paused one in its title, prizes (from the periods not
 * yet settled on) and endsAt (not before the running period's end); an ended one not at all. Audited.
 */
export async function updateRace(db: Database, row: RaceRow, draft: RaceDraft, who: Operator, now: number): Promise<ConsoleRace> {
  if (row.state === 'ended') throw new AppError(ErrorCode.loyaltyStateInvalid, { params: { state: row.state } });
  const before = draftOf(row);
  if (row.state !== 'draft') {
    for (const key of FIXED_WHEN_LIVE) if (!same(before[key], draft[key])) throw new AppError(ErrorCode.loyaltyStateInvalid, { params: { state: row.state, field: key } });
    if (draft.endsAt !== null && draft.endsAt < now) throw invalidField('endsAt');
  }
  await check(db, row.merchantCode, draft);
  const changed = (Object.keys(before) as (keyof RaceDraft)[]).filter((key) => !same(before[key], draft[key]));
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(races)
      .set({ ...columnsOf(draft), updatedAt: new Date(now) })
      .where(and(eq(races.id, row.id), eq(races.state, row.state)))
      .returning();
    if (!updated) throw new AppError(ErrorCode.loyaltyStateInvalid, { params: { state: row.state } });
    await recordAudit(tx, who.audit, { action: 'race.update', subject: `race:${row.id}`, merchantCode: row.merchantCode, detail: { state: row.state, changed } });
    return consoleRace(updated);
  });
}

/** Each action's states it applies to and the state it leads to (as promotions'). */
const TRANSITIONS: Record<LoyaltyStateRequest['action'], { from: readonly LoyaltyState[]; to: LoyaltyState }> = {
  publish: { from: ['draft'], to: 'live' },
  pause: { from: ['live'], to: 'paused' },
  resume: { from: ['paused'], to: 'live' },
  end: { from: ['live', 'paused'], to: 'ended' },
};

/** Publishes, pauses, resumes or ends a race by a conditional UPDATE on its state; loyalty.state.invalid when the action does not apply. Audited. */
export async function changeRaceState(db: Database, row: RaceRow, action: LoyaltyStateRequest['action'], who: Operator, now: number): Promise<ConsoleRace> {
  const { from, to } = TRANSITIONS[action];
  if (!from.includes(row.state)) throw new AppError(ErrorCode.loyaltyStateInvalid, { params: { state: row.state } });
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(races)
      .set({ state: to, updatedAt: new Date(now) })
      .where(and(eq(races.id, row.id), eq(races.state, row.state), ne(races.state, to)))
      .returning();
    if (!updated) throw new AppError(ErrorCode.loyaltyStateInvalid, { params: { state: row.state } });
    await recordAudit(tx, who.audit, { action: `race.${action}`, subject: `race:${row.id}`, merchantCode: row.merchantCode, detail: { from: row.state, to } });
    return consoleRace(updated);
  });
}
