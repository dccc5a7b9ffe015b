/**
 * A race being written: its title per language, metric, recurrence, game types, schedule (a custom
 * race needs its end, at most RACE_CUSTOM_DAYS_MAX days on) and its prize tiers (ranks from..to
 * within the shown top, not overlapping, each a bonus or points).
 */
import type { LocalizedText } from '@common/contract/announcements';
import type { ConsoleRace, RaceDraft } from '@common/contract/consoleLoyalty';
import type { GameType } from '@common/contract/games';
import { RACE_CUSTOM_DAYS_MAX, RACE_PRIZE_TIERS_MAX, RACE_TITLE_MAX, RACE_TOP_SHOWN, type RaceMetric, type RaceRecurrence } from '@common/rules/loyalty';
import { localInput } from '../../../format';
import { parseWhole, within } from '../units';
import { checked, fits, need, schedule, written, type Checked } from './check';
import { rewardFormOf, rewardOfForm, type RewardForm } from './reward';

export interface TierRow {
  key: number;
  rankFrom: string;
  rankTo: string;
  reward: RewardForm;
}

export interface RaceForm {
  title: LocalizedText;
  metric: RaceMetric;
  recurrence: RaceRecurrence;
  gameTypes: GameType[];
  startsAt: string;
  endsAt: string;
  prizes: TierRow[];
}

export const RACE_BOUNDS = { tiersMax: RACE_PRIZE_TIERS_MAX, rankMax: RACE_TOP_SHOWN, daysMax: RACE_CUSTOM_DAYS_MAX } as const;

const DAY_MS = 86_400_000;
let nextKey = 1;

export function tierRowOf(tier: RaceDraft['prizes'][number] | null): TierRow {
  const reward = rewardFormOf(tier?.reward ?? null);
  return { key: nextKey++, rankFrom: tier ? String(tier.rankFrom) : '', rankTo: tier ? String(tier.rankTo) : '', reward: tier ? reward : { ...reward, kind: 'bonus' } };
}

export function raceFormOf(race: ConsoleRace | null): RaceForm {
  return {
    title: { ...race?.title },
    metric: race?.metric ?? 'turnover',
    recurrence: race?.recurrence ?? 'daily',
    gameTypes: [...(race?.gameTypes ?? [])],
    startsAt: localInput(race?.startsAt),
    endsAt: localInput(race?.endsAt),
    prizes: (race?.prizes ?? []).map(tierRowOf),
  };
}

export function raceOfForm(form: RaceForm): Checked<RaceDraft> {
  return checked(() => {
    const title = written(form.title);
    need(Object.keys(title).length > 0, 'titleMissing');
    need(fits(title, RACE_TITLE_MAX), 'textTooLong');
    const custom = form.recurrence === 'custom';
    const when = schedule(form.startsAt, form.endsAt, custom);
    need(!custom || when.endsAt! - when.startsAt <= RACE_CUSTOM_DAYS_MAX * DAY_MS, 'raceTooLong');
    need(form.prizes.length <= RACE_PRIZE_TIERS_MAX, 'tooManyTiers');
    const taken = new Set<number>();
    const prizes = form.prizes.map((tier, i) => {
      const row = i + 1;
      const from = parseWhole(tier.rankFrom);
      const to = tier.rankTo.trim() === '' ? from : parseWhole(tier.rankTo);
      need(within(from, 1, RACE_TOP_SHOWN) && within(to, from!, RACE_TOP_SHOWN), 'badRanks', row);
      for (let rank = from!; rank <= to!; rank++) {
        need(!taken.has(rank), 'ranksOverlap', row);
        taken.add(rank);
      }
      const reward = rewardOfForm(tier.reward, row);
      need(reward !== null, 'prizeMissing', row);
      return { rankFrom: from!, rankTo: to!, reward: reward! };
    });
    return { title, metric: form.metric, recurrence: form.recurrence, gameTypes: [...form.gameTypes], ...when, prizes: prizes.sort((a, b) => a.rankFrom - b.rankFrom) };
  });
}
