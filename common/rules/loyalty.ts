/**
 * Loyalty (issue 17, docs/loyalty.md): points, levels, the points mall, the reward centre and
 * leaderboards. Every figure the console offers, the site shows and the server enforces alike.
 * Points are whole points (a second currency in the ledger, never money); amounts are minor units;
 * rates are basis points (common/rules/promotions.ts BP_WHOLE).
 */

/**
 * Earning: each game type's rate is points per 1.00 (100 minor units) of real-money turnover, in
 * basis points: 10 000 = one point per 1.00 staked, 2 500 = one point per 4.00. Fractions are carried
 * per member, never rounded away: points to date = floor(Σ turnover × rate / POINTS_RATE_DIVISOR).
 */
export const POINTS_RATE_DIVISOR = 100n * 10_000n;
/** A game type without its own rate earns at the merchant's default rate. */
export const POINTS_RATE_BP_DEFAULT = 10_000;
/** At most 10 points per 1.00 staked. */
export const POINTS_RATE_BP_MAX = 100_000;

/** Days earned points last before they expire (oldest first); configurable per merchant. */
export const POINTS_EXPIRY_DAYS_DEFAULT = 365;
export const POINTS_EXPIRY_DAYS_MIN = 1;
export const POINTS_EXPIRY_DAYS_MAX = 3_650;
/** Points expiring within this many days are shown as "expiring soon" with their date. */
export const POINTS_EXPIRY_WARNING_DAYS = 30;

/** Levels: at most this many per merchant, ranked 1 (the first, reached by everyone at 0) upwards. */
export const LEVELS_MAX = 12;
/** Suggested names of a merchant's levels (the seed's), lowest first. */
export const LEVEL_SEED_NAMES = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
/** A level's name, per language, at most this long. */
export const LEVEL_NAME_MAX = 40;
/** Entries per page of the member's points history. */
export const POINTS_HISTORY_PAGE_SIZE = 20;

/** What a level-up reward, a mall item or a race prize gives. */
export const REWARD_KINDS = ['bonus', 'points'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
/** The most points one reward (a race prize, a level-up reward) may give. */
export const REWARD_POINTS_MAX = 100_000_000;

/** Mall item kinds: bonus credit (with its own wagering), a ticket in our house lottery, goods delivered to an address. */
export const MALL_ITEM_KINDS = ['bonus', 'lotteryTicket', 'physical'] as const;
export type MallItemKind = (typeof MALL_ITEM_KINDS)[number];

/** The operator's side of a mall item or race: drafted, live (within its schedule), paused, ended. */
export const LOYALTY_STATES = ['draft', 'live', 'paused', 'ended'] as const;
export type LoyaltyState = (typeof LOYALTY_STATES)[number];

/**
 * A mall order's life. Bonus credit and lottery tickets are delivered in the redeeming transaction
 * (delivered at once); physical goods go pending → shipped → delivered, or cancelled by an operator
 * (the points are given back, the stock restored, exactly once).
 */
export const MALL_ORDER_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export type MallOrderStatus = (typeof MALL_ORDER_STATUSES)[number];
/** The fulfilment steps an operator may take from each status. */
export const MALL_ORDER_NEXT: Readonly<Record<MallOrderStatus, readonly MallOrderStatus[]>> = {
  pending: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Item figures. */
export const MALL_PRICE_POINTS_MAX = 100_000_000;
export const MALL_STOCK_MAX = 1_000_000;
export const MALL_PER_MEMBER_LIMIT_MAX = 1_000;
export const MALL_TITLE_MAX = 80;
export const MALL_DESCRIPTION_MAX = 2_000;
/** Delivery address of physical goods. */
export const DELIVERY_NAME_MAX = 60;
export const DELIVERY_ADDRESS_MAX = 200;
export const DELIVERY_PHONE_MAX = 20;
/** An operator's tracking note or cancel reason the member reads. */
export const FULFILMENT_NOTE_MAX = 300;

/** Race metrics: real-money turnover (stakes − refunds), or net win (payouts + refunds − stakes, may be negative). */
export const RACE_METRICS = ['turnover', 'netWin'] as const;
export type RaceMetric = (typeof RACE_METRICS)[number];
/** A race repeats every UTC day, every ISO week from Monday, or runs once between its start and end. */
export const RACE_RECURRENCES = ['daily', 'weekly', 'custom'] as const;
export type RaceRecurrence = (typeof RACE_RECURRENCES)[number];
/** How many ranks a leaderboard shows. */
export const RACE_TOP_SHOWN = 100;
/** Prize tiers per race; each covers ranks from..to. */
export const RACE_PRIZE_TIERS_MAX = 20;
export const RACE_TITLE_MAX = 80;
/** A custom race lasts at most this many days. */
export const RACE_CUSTOM_DAYS_MAX = 90;
/** The console's standings of a race period show at most this many ranks. */
export const RACE_STANDINGS_MAX = 1_000;

/** Reward-centre entries: what the member can claim or has received, from every source. */
export const REWARD_SOURCES = ['level', 'award', 'race', 'mall'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];
/** claim: waiting for the member; received: credited or delivered; pending: on its way (goods); lapsed: not claimed in time; cancelled. */
export const REWARD_STATES = ['claim', 'received', 'pending', 'lapsed', 'cancelled'] as const;
export type RewardState = (typeof REWARD_STATES)[number];
/** The reward centre's history shows at most this many entries, newest first. */
export const REWARD_HISTORY_MAX = 100;
/** Days a level-up reward waits to be claimed before it lapses (as a periodic award's AWARD_CLAIM_DAYS, longer: a level is reached once). */
export const LEVEL_REWARD_CLAIM_DAYS = 30;

/** How often the points-expiry and race-settlement jobs look for due work, seconds (settings may change it). */
export const LOYALTY_JOB_SECONDS_DEFAULT = 60;
/** How long the site keeps loyalty reads before asking again, ms. */
export const LOYALTY_STALE_MS = 30_000;
/** The leaderboard refreshes itself while open, ms (a member watching their rank move). */
export const LEADERBOARD_REFRESH_MS = 15_000;
