/**
 * A promotion being written (issue 16): the form's strings, and the PromotionDraft made of them, or
 * the first problem the operator must fix. The form speaks the operator's units (a rate in percent
 * with 2 decimals, amounts in major units, the wagering as ×); the wire speaks the server's (basis
 * points, minor units, percent of the bonus). Pure, so every conversion and rule is tested without a form.
 */
import type { LocalizedText } from '@common/contract/announcements';
import type { GameType } from '@common/contract/games';
import type { ConsolePromotion, PromotionDraft } from '@common/contract/promotions';
import {
  BONUS_AMOUNT_MAX,
  BONUS_EXPIRY_DAYS_DEFAULT,
  BONUS_EXPIRY_DAYS_MAX,
  PROMOTION_SUMMARY_MAX,
  PROMOTION_TERMS_MAX,
  PROMOTION_TITLE_MAX,
  RATE_BP_MAX,
  WAGERING_CONTRIBUTION_DEFAULT_PERCENT,
  WAGERING_MULTIPLIER_PERCENT_DEFAULT,
  WAGERING_MULTIPLIER_PERCENT_MAX,
  type AwardPeriod,
  type DepositMatchKind,
  type PromotionType,
} from '@common/rules/promotions';
import { localInput, money, parseLocalInput, parseMoney } from '../../format';

/** The figures a promotion's type uses; the form shows only these and sends the others as null (or empty). */
export type Figure = 'rate' | 'maxBonus' | 'minDeposit' | 'depositKind' | 'channels' | 'period' | 'gameTypes' | 'fixedAmount' | 'application';

export const TYPE_FIGURES: Readonly<Record<PromotionType, readonly Figure[]>> = {
  depositMatch: ['rate', 'maxBonus', 'minDeposit', 'depositKind', 'channels'],
  cashback: ['rate', 'maxBonus', 'period'],
  rebate: ['rate', 'maxBonus', 'period', 'gameTypes'],
  // The member applies (remarks and pictures, maybe for a linked promotion); an approval grants fixedAmount.
  manualReward: ['fixedAmount', 'application'],
  signUp: ['fixedAmount'],
  // The server's own (never drafted): listed read-only.
  loyalty: [],
};

/** Whether a type uses a figure. */
export const uses = (type: PromotionType, figure: Figure) => TYPE_FIGURES[type].includes(figure);

/** Member types a promotion may be limited to (trial accounts, type 4, never take part). */
export const MEMBER_TYPES = [0, 1, 2, 40, 41, 42] as const;

/** What a live or paused promotion may still change: its texts and schedule (the figures are fixed once members took part). */
export const editableWhen = (state: ConsolePromotion['state'] | null) => ({ figures: state === null || state === 'draft', texts: state !== 'ended' });

export interface Form {
  type: PromotionType;
  title: LocalizedText;
  summary: LocalizedText;
  terms: LocalizedText;
  imageUrl: string;
  linkedPromotionId: string;
  imageRequired: boolean;
  remarkRequired: boolean;
  startsAt: string;
  endsAt: string;
  memberTypes: number[];
  newMembersOnly: boolean;
  /** Language codes, comma or space separated (empty: every language). */
  languages: string;
  /** Percent, up to 2 decimals ("0.8" is 80 bp). */
  rate: string;
  /** Major units, up to 2 decimals. */
  maxBonus: string;
  minDeposit: string;
  depositKind: DepositMatchKind;
  /** Channel codes, comma or space separated (empty: any channel). */
  channels: string;
  period: AwardPeriod;
  gameTypes: GameType[];
  fixedAmount: string;
  /** × the bonus, up to 2 decimals ("5" is 500 %). */
  multiplier: string;
  /** Percent per game type; empty: the default (WAGERING_CONTRIBUTION_DEFAULT_PERCENT). */
  contributions: Partial<Record<GameType, string>>;
  expiryDays: string;
  budget: string;
  perMemberCap: string;
  sortOrder: string;
}

/** Hundredths (minor units, basis points, percent of a bonus) as the form writes them: "12.50"; `trim`: "12.5", "5". */
export function hundredthsText(n: number | null, trim = false): string {
  if (n === null) return '';
  const text = `${n < 0 ? '-' : ''}${Math.floor(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, '0')}`;
  return trim ? text.replace(/\.?0+$/, '') : text;
}

const listText = (codes: readonly string[]) => codes.join(', ');
const numberText = (n: number | null) => (n === null ? '' : String(n));

/** The form of a new promotion (a deposit match starting when saved, the default wagering and expiry) or of an existing one. */
export function formOf(p: ConsolePromotion | null): Form {
  return {
    type: p?.type ?? 'depositMatch',
    title: { ...p?.title },
    summary: { ...p?.summary },
    terms: { ...p?.terms },
    imageUrl: p?.imageUrl ?? '',
    linkedPromotionId: numberText(p?.linkedPromotionId ?? null),
    imageRequired: p?.imageRequired ?? false,
    remarkRequired: p?.remarkRequired ?? false,
    startsAt: localInput(p?.startsAt),
    endsAt: localInput(p?.endsAt),
    memberTypes: [...(p?.eligibility.memberTypes ?? [])],
    newMembersOnly: p?.eligibility.newMembersOnly ?? false,
    languages: listText(p?.eligibility.languages ?? []),
    rate: hundredthsText(p?.rateBp ?? null, true),
    maxBonus: hundredthsText(p?.maxBonus ?? null),
    minDeposit: hundredthsText(p?.minDeposit ?? null),
    depositKind: p?.depositKind ?? 'first',
    channels: listText(p?.channels ?? []),
    period: p?.period ?? 'day',
    gameTypes: [...(p?.gameTypes ?? [])],
    fixedAmount: hundredthsText(p?.fixedAmount ?? null),
    multiplier: hundredthsText(p?.wageringMultiplierPercent ?? WAGERING_MULTIPLIER_PERCENT_DEFAULT, true),
    contributions: Object.fromEntries(Object.entries(p?.contributions ?? {}).map(([type, percent]) => [type, String(percent)])),
    expiryDays: String(p?.bonusExpiryDays ?? BONUS_EXPIRY_DAYS_DEFAULT),
    budget: hundredthsText(p?.budget ?? null),
    perMemberCap: numberText(p?.perMemberCap ?? null),
    sortOrder: String(p?.sortOrder ?? 0),
  };
}

export const FORM_PROBLEMS = [
  'titleMissing',
  'textTooLong',
  'badUrl',
  'startMissing',
  'endBeforeStart',
  'badLanguages',
  'badRate',
  'badMaxBonus',
  'badMinDeposit',
  'badChannels',
  'badFixedAmount',
  'badMultiplier',
  'badContribution',
  'badExpiryDays',
  'badBudget',
  'badCap',
  'badLinked',
  'badSortOrder',
] as const;
export type FormProblem = (typeof FORM_PROBLEMS)[number];

/** What the problems' messages name: the bounds the rules set. */
export const PROBLEM_BOUNDS = {
  multiplierMax: hundredthsText(WAGERING_MULTIPLIER_PERCENT_MAX, true),
  expiryMax: BONUS_EXPIRY_DAYS_MAX,
  amountMax: money(BONUS_AMOUNT_MAX),
} as const;

class Refused extends Error {
  constructor(readonly problem: FormProblem) {
    super(problem);
  }
}

/** A check that refuses with the problem when it fails. */
function need(ok: boolean, problem: FormProblem): void {
  if (!ok) throw new Refused(problem);
}

/** Hundredths typed with up to 2 decimals, within [min, max]; the problem otherwise. */
function hundredths(text: string, min: number, max: number, problem: FormProblem): number {
  const n = parseMoney(text);
  need(n !== null && n >= min && n <= max, problem);
  return n!;
}

/** The same, empty meaning none. */
const optionalHundredths = (text: string, min: number, max: number, problem: FormProblem) => (text.trim() === '' ? null : hundredths(text, min, max, problem));

/** A whole number typed, within [min, max]; empty: null when allowed. */
function whole(text: string, min: number, max: number, problem: FormProblem): number {
  const trimmed = text.trim();
  need(/^-?\d+$/.test(trimmed) && Number(trimmed) >= min && Number(trimmed) <= max, problem);
  return Number(trimmed);
}

const optionalWhole = (text: string, min: number, max: number, problem: FormProblem) => (text.trim() === '' ? null : whole(text, min, max, problem));

/** Codes typed with commas or spaces between them. */
const codes = (text: string) => text.split(/[\s,]+/).map((code) => code.trim()).filter(Boolean);

/** The languages' texts written, trimmed; an empty one is left out rather than sent. */
function written(text: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(text).map(([lang, s]) => [lang, s.trim()] as const).filter(([, s]) => s !== ''));
}

const tooLong = (text: LocalizedText, max: number) => Object.values(text).some((s) => s.length > max);

const URL = /^(https?:\/\/\S+|\/(?!\/)\S*)$/;

/** The draft of a form, or the first problem the operator must fix (the server checks the same again). */
export function draftOfForm(form: Form): { draft: PromotionDraft } | { problem: FormProblem } {
  try {
    return { draft: build(form) };
  } catch (error) {
    if (error instanceof Refused) return { problem: error.problem };
    throw error;
  }
}

function build(form: Form): PromotionDraft {
  const is = (figure: Figure) => uses(form.type, figure);
  const title = written(form.title);
  const summary = written(form.summary);
  const terms = written(form.terms);
  need(Object.keys(title).length > 0, 'titleMissing');
  need(!tooLong(title, PROMOTION_TITLE_MAX) && !tooLong(summary, PROMOTION_SUMMARY_MAX) && !tooLong(terms, PROMOTION_TERMS_MAX), 'textTooLong');
  const imageUrl = form.imageUrl.trim();
  need(!imageUrl || URL.test(imageUrl), 'badUrl');
  const startsAt = parseLocalInput(form.startsAt);
  const endsAt = parseLocalInput(form.endsAt);
  need(startsAt !== null, 'startMissing');
  need(endsAt === null || endsAt > startsAt!, 'endBeforeStart');
  const languages = codes(form.languages).map((code) => code.toUpperCase());
  need(languages.every((code) => /^[A-Z]{2,3}$/.test(code)), 'badLanguages');
  const channels = is('channels') ? codes(form.channels) : [];
  need(channels.every((code) => /^[A-Za-z0-9_-]{1,32}$/.test(code)), 'badChannels');
  const contributions: PromotionDraft['contributions'] = {};
  for (const [type, text] of Object.entries(form.contributions) as [GameType, string][]) {
    if (text.trim() !== '') contributions[type] = whole(text, 0, WAGERING_CONTRIBUTION_DEFAULT_PERCENT, 'badContribution');
  }
  return {
    type: form.type,
    title,
    summary,
    terms,
    imageUrl: imageUrl || null,
    linkedPromotionId: is('application') ? optionalWhole(form.linkedPromotionId, 1, Number.MAX_SAFE_INTEGER, 'badLinked') : null,
    imageRequired: is('application') && form.imageRequired,
    remarkRequired: is('application') && form.remarkRequired,
    startsAt: startsAt!,
    endsAt,
    eligibility: { memberTypes: [...form.memberTypes].sort((a, b) => a - b), newMembersOnly: form.newMembersOnly, languages },
    // A rate of 0 gives nothing: at least 0.01 %.
    rateBp: is('rate') ? hundredths(form.rate, 1, RATE_BP_MAX, 'badRate') : null,
    maxBonus: is('maxBonus') ? optionalHundredths(form.maxBonus, 1, BONUS_AMOUNT_MAX, 'badMaxBonus') : null,
    minDeposit: is('minDeposit') ? hundredths(form.minDeposit, 0, BONUS_AMOUNT_MAX, 'badMinDeposit') : null,
    depositKind: is('depositKind') ? form.depositKind : null,
    channels,
    period: is('period') ? form.period : null,
    gameTypes: is('gameTypes') ? form.gameTypes : [],
    // A sign-up event may grant nothing (a registration); an approved application grants something.
    fixedAmount: is('fixedAmount') ? hundredths(form.fixedAmount, form.type === 'signUp' ? 0 : 1, BONUS_AMOUNT_MAX, 'badFixedAmount') : null,
    wageringMultiplierPercent: hundredths(form.multiplier, 0, WAGERING_MULTIPLIER_PERCENT_MAX, 'badMultiplier'),
    contributions,
    bonusExpiryDays: whole(form.expiryDays, 1, BONUS_EXPIRY_DAYS_MAX, 'badExpiryDays'),
    budget: optionalHundredths(form.budget, 1, Number.MAX_SAFE_INTEGER, 'badBudget'),
    perMemberCap: optionalWhole(form.perMemberCap, 1, 1_000_000, 'badCap'),
    sortOrder: whole(form.sortOrder, -1_000_000, 1_000_000, 'badSortOrder'),
  };
}
