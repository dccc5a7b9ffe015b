/**
 * The member's side of the user agreement (docs/user-agreement.md): the current text in the
 * caller's language, whether the member must accept it, accepting, and the one check that launches,
 * lottery orders and deposits run before anything else.
 */
import type { AgreementStatusValue, AgreementTextValue, AgreementValue } from '@common/contract/agreement';
import { ErrorCode } from '@common/contract/envelope';
import { isTrial } from '@common/rules/memberTypes';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import type { Member } from '../member';
import { insertAcceptance, latestPublished, versionsOf } from './repository';

/** The language every version carries (drafts are refused without it). */
export const REQUIRED_LANGUAGE = 'EN';

/** Who a check or an acceptance is about: enough of the member to know their merchant and whether they are ever asked. */
export type AgreementMember = Pick<Member, 'id' | 'type' | 'merchantCode'>;

/** The text in `language`, else English, else the first language (by code) the version has. */
export function pickText(texts: Record<string, AgreementTextValue>, language: string): { language: string; text: AgreementTextValue } | null {
  const code = [language, REQUIRED_LANGUAGE, ...Object.keys(texts).sort()].find((candidate) => texts[candidate]);
  return code ? { language: code, text: texts[code]! } : null;
}

/** GET /wps/agreement: version 0 with empty text when the merchant never published one (the site shows its own). */
export async function currentAgreement(db: Database, merchantCode: string, language: string): Promise<AgreementValue> {
  const row = await latestPublished(db, merchantCode);
  const picked = row ? pickText(row.texts, language) : null;
  if (!row || !picked) return { version: 0, publishedAt: null, language, title: '', body: '' };
  return { version: row.version!, publishedAt: row.publishedAt!.getTime(), language: picked.language, title: picked.text.title, body: picked.text.body };
}

/** Whether the member must accept: a published version newer than their newest acceptance; trial accounts never. */
export async function agreementStatus(db: Database, member: AgreementMember): Promise<AgreementStatusValue> {
  const { current, accepted } = await versionsOf(db, member.merchantCode, member.id);
  const mustAccept = !isTrial(member.type) && current > (accepted ?? 0);
  return { currentVersion: current, acceptedVersion: accepted, mustAccept };
}

/**
 * agreement.acceptance.required while the member has not accepted the merchant's current version
 * (trial accounts are never asked). One query; launches, lottery orders and deposits call it first.
 */
export async function requireAcceptedAgreement(db: Database, member: AgreementMember): Promise<void> {
  if (isTrial(member.type)) return;
  const { current, accepted } = await versionsOf(db, member.merchantCode, member.id);
  if (current > (accepted ?? 0)) throw new AppError(ErrorCode.agreementAcceptanceRequired, { value: { currentVersion: current } });
}

export interface AcceptanceContext {
  at: Date;
  ip: string | null;
  via: 'register' | 'accept' | 'seed';
}

/**
 * POST /wps/agreement/accept: the member accepts `version`, which must be the current one (an older
 * one is agreement.version.stale: they read text that is no longer in force). Accepting again is a no-op.
 */
export async function acceptAgreement(db: Database, member: AgreementMember, version: number, context: AcceptanceContext): Promise<AgreementStatusValue> {
  const { current } = await versionsOf(db, member.merchantCode, member.id);
  if (version !== current || current === 0) throw new AppError(ErrorCode.agreementVersionStale, { value: { currentVersion: current } });
  await insertAcceptance(db, { memberId: member.id, merchantCode: member.merchantCode, version, acceptedAt: context.at, via: context.via, ip: context.ip });
  return agreementStatus(db, member);
}

/** Records the member's acceptance of the merchant's current version (registration, demo accounts); nothing when none is published. */
export async function acceptCurrentAgreement(db: Database, member: AgreementMember, context: AcceptanceContext): Promise<void> {
  const { current } = await versionsOf(db, member.merchantCode, member.id);
  if (current > 0) await insertAcceptance(db, { memberId: member.id, merchantCode: member.merchantCode, version: current, acceptedAt: context.at, via: context.via, ip: context.ip });
}
