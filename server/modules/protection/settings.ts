/**
 * A member's limits and their pending changes (docs/player-protection.md "Server"): a first
 * limit or a decrease applies at once; an increase or removal waits COOLING_OFF_MS and then the
 * member's confirmation; a less frequent reality check applies by itself once its wait is over.
 * Each change locks the member's row of that limit, so two changes never interleave.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { COOLING_OFF_MS } from '@common/rules/protection';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { guardMember } from '../wallet';
import { formatUntil } from './blocks';
import { recordEvent, type ChangeActor, type Subject } from './events';
import { protectionSettings, type ProtectionSettingRow, type SettingPeriod, type SettingTarget } from './tables';

/** Which setting: a money limit (kind and period), the session limit or the reality check. */
export interface SettingKey {
  target: SettingTarget;
  period: SettingPeriod;
}

/** A setting as it stands at `now`: a reality-check change whose wait is over has applied. */
export interface Setting extends SettingKey {
  value: number | null;
  pending: { value: number | null; effectiveAt: number } | null;
}

/** The row as it stands at `now` (a due reality-check change applies by itself). */
export function settled(row: Pick<ProtectionSettingRow, 'target' | 'period' | 'value' | 'pendingValue' | 'pendingAt'>, now: number): Setting {
  const pending = row.pendingAt ? { value: row.pendingValue, effectiveAt: row.pendingAt.getTime() } : null;
  if (row.target === 'realityCheck' && pending && pending.effectiveAt <= now) return { target: row.target, period: row.period, value: pending.value, pending: null };
  return { target: row.target, period: row.period, value: row.value, pending };
}

/** Every setting row of the member, settled at `now` (one indexed read; most members have none). */
export async function settingsOf(db: Database, memberId: number, now: number): Promise<Setting[]> {
  const rows = await db.select().from(protectionSettings).where(eq(protectionSettings.memberId, memberId));
  return rows.map((row) => settled(row, now));
}

/** The setting of `key` among `settings`, or an empty one. */
export function find(settings: readonly Setting[], key: SettingKey): Setting {
  return settings.find((s) => s.target === key.target && s.period === key.period) ?? { ...key, value: null, pending: null };
}

/**
 * The row of `key`, created empty when missing, locked for the rest of the transaction. Every
 * change passes here, so the member is marked for the wallet's guarded path in the change's transaction.
 */
async function lockSetting(tx: Database, member: Subject, key: SettingKey, now: number): Promise<Setting> {
  await guardMember(tx, member.id, member.merchantCode, now);
  await tx
    .insert(protectionSettings)
    .values({ memberId: member.id, merchantCode: member.merchantCode, ...key, updatedAt: new Date(now) })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(protectionSettings)
    .where(and(eq(protectionSettings.memberId, member.id), eq(protectionSettings.target, key.target), eq(protectionSettings.period, key.period)))
    .for('update');
  return settled(row!, now);
}

async function store(tx: Database, member: Subject, key: SettingKey, value: number | null, pending: Setting['pending'], now: number): Promise<void> {
  await tx
    .update(protectionSettings)
    .set({ value, pendingValue: pending?.value ?? null, pendingAt: pending ? new Date(pending.effectiveAt) : null, updatedAt: new Date(now) })
    .where(and(eq(protectionSettings.memberId, member.id), eq(protectionSettings.target, key.target), eq(protectionSettings.period, key.period)));
}

/** Whether `next` restricts more than `current`: a limit lower (or where none was), a reality check more frequent. */
export function restricts(current: number | null, next: number | null): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

const label = (key: SettingKey) => (key.period ? `${key.target}.${key.period}` : key.target);
const shown = (value: number | null) => (value === null ? 'none' : String(value));

/**
 * The member sets `value` (null: none). A restriction applies at once and drops a pending
 * change; the same value drops a pending change; anything looser waits COOLING_OFF_MS.
 */
export async function memberChange(db: Database, member: Subject, key: SettingKey, value: number | null, now: number, ip?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockSetting(tx, member, key, now);
    const by: ChangeActor = { kind: 'member', ip };
    if (restricts(current.value, value) || value === current.value) {
      await store(tx, member, key, value, null, now);
      await recordEvent(tx, member, by, now, `${key.target}.set`, `${label(key)}: ${shown(current.value)} → ${shown(value)}`);
      return;
    }
    const effectiveAt = now + COOLING_OFF_MS;
    await store(tx, member, key, current.value, { value, effectiveAt }, now);
    await recordEvent(tx, member, by, now, `${key.target}.${value === null ? 'removal' : 'increase'}.requested`, `${label(key)}: ${shown(current.value)} → ${shown(value)} from ${formatUntil(effectiveAt)}`);
  });
}

/** An operator lowers (or adds) a limit: applies at once and drops a pending change; never raises or removes. */
export async function operatorChange(db: Database, member: Subject, key: SettingKey, value: number, by: ChangeActor, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockSetting(tx, member, key, now);
    if (!restricts(current.value, value)) throw new AppError(ErrorCode.protectionOperatorCannotRaise);
    await store(tx, member, key, value, null, now);
    await recordEvent(tx, member, by, now, `${key.target}.set`, `${label(key)}: ${shown(current.value)} → ${shown(value)}`);
  });
}

/** The member confirms a pending change whose cooling-off is over; it then applies. */
export async function confirmPending(db: Database, member: Subject, key: SettingKey, now: number, ip?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockSetting(tx, member, key, now);
    if (!current.pending) throw new AppError(ErrorCode.protectionNothingPending);
    if (now < current.pending.effectiveAt) throw new AppError(ErrorCode.protectionCoolingOff, { params: { at: formatUntil(current.pending.effectiveAt) } });
    await store(tx, member, key, current.pending.value, null, now);
    await recordEvent(tx, member, { kind: 'member', ip }, now, `${key.target}.confirmed`, `${label(key)}: ${shown(current.value)} → ${shown(current.pending.value)}`);
  });
}

/** The member drops a pending change; the setting in force stays. */
export async function cancelPending(db: Database, member: Subject, key: SettingKey, now: number, ip?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockSetting(tx, member, key, now);
    if (!current.pending) throw new AppError(ErrorCode.protectionNothingPending);
    await store(tx, member, key, current.value, null, now);
    await recordEvent(tx, member, { kind: 'member', ip }, now, `${key.target}.cancelled`, `${label(key)}: stays ${shown(current.value)}`);
  });
}

/** Whether the member has any money limit of `targets` in force (the guard's cheap first look). */
export const hasAny = (settings: readonly Setting[], targets: readonly SettingTarget[]) => settings.some((s) => targets.includes(s.target) && s.value !== null);

