/**
 * A lottery-ticket item's delivery (docs/loyalty.md "Points mall"): one order in our house lottery
 * on the item's game, for its next open issue, with a random valid selection of exactly one unit
 * and the item's stake. The house pays the stake honestly through the ledger: in the redeeming
 * transaction it credits the stake as a loyalty bonus without wagering (grantLoyaltyBonus, source
 * 'mall', the order's id), and the lottery's own placeOrder debits it as any bet — guards, agreement,
 * open-issue lock and all. The member's balance ends where it began; a win is theirs.
 */
import { randomInt } from 'node:crypto';
import { ErrorCode } from '@common/contract/envelope';
import type { BetType, PlaceOrderRequest, PrizeMode } from '@common/contract/lottery';
import { findLotteryGame, type LotteryGameDefinition } from '@common/lottery/games';
import { unitsOf, validateSelection } from '@common/lottery/settlement';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { placeOrder, upcomingIssues } from '../../lottery';
import type { Member } from '../../member';
import { grantLoyaltyBonus } from '../../promotions';
import type { WalletGuards } from '../../wallet';

/** A bet type that costs one unit per selection, with a prize mode it pays in. */
interface TicketBet {
  betType: BetType;
  prizeMode: PrizeMode;
}

/** The first bet type of the game a ticket can be (one unit, a prize mode with odds); null: none. */
function ticketBetOf(game: LotteryGameDefinition): TicketBet | null {
  for (const betType of game.betTypes) {
    const prizeMode = game.prizeModes.find((mode) => betType.odds[mode] !== undefined);
    if (betType.stakeMultiplier === 1 && prizeMode) return { betType, prizeMode };
  }
  return null;
}

/** Whether a lottery-ticket item may name this game: a real game with a one-unit bet type. */
export const isTicketGame = (code: string): boolean => {
  const game = findLotteryGame(code);
  return game !== undefined && ticketBetOf(game) !== null;
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A random selection of exactly one unit for the bet type. */
export function randomSelection(betType: BetType, random: (max: number) => number = randomInt): string[][] {
  const { kind, count = 1, min = 0, max = 9, width = 1, options = [] } = betType.selection;
  if (kind === 'option') return [[options[random(options.length)]!]];
  if (kind === 'numbers') {
    const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    const picks: string[] = [];
    for (let i = 0; i < count; i += 1) picks.push(pad(pool.splice(random(pool.length), 1)[0]!, width));
    return [picks];
  }
  // digits: a positional bet needs one digit in one position; a straight one digit in every position.
  const digit = () => pad(min + random(max - min + 1), width);
  if (betType.code === 'position') {
    const at = random(count);
    return Array.from({ length: count }, (_, i) => (i === at ? [digit()] : []));
  }
  return Array.from({ length: count }, () => [digit()]);
}

/** The lottery order of a ticket (its stake, game, one unit), for the given open issue. */
export function ticketRequest(gameCode: string, stake: bigint, issueNumber: string, requestId: string): PlaceOrderRequest {
  const game = findLotteryGame(gameCode);
  const bet = game ? ticketBetOf(game) : null;
  if (!game || !bet) throw new Error(`ticketRequest: ${gameCode} has no one-unit bet type`);
  const selection = randomSelection(bet.betType);
  if (validateSelection(game, bet.betType, selection) || unitsOf(game, bet.betType, selection) !== 1) throw new Error(`ticketRequest: bad selection for ${gameCode}`);
  return { gameCode, prizeMode: bet.prizeMode, betType: bet.betType.code, selection, unitStake: Number(stake), multiple: 1, issues: [issueNumber], stopOnWin: false, requestId };
}

export interface TicketInput {
  member: Member;
  orderId: number;
  gameCode: string;
  stake: bigint;
  now: Date;
}

/**
 * Places the ticket inside the redeeming transaction `tx` (placeOrder's own transaction becomes a
 * savepoint of it); its lottery order id. No open issue: mall.item.not.open. A refusal of the bet
 * (a guard, the agreement, a closed game) throws and the caller's transaction undoes everything.
 */
export async function placeTicket(tx: Database, guards: WalletGuards, input: TicketInput): Promise<string> {
  const { member, orderId, gameCode, stake, now } = input;
  const [issue] = await upcomingIssues(tx, gameCode, now.getTime(), 1);
  if (!issue) throw new AppError(ErrorCode.mallItemNotOpen, { params: { reason: 'issue' } });
  const sourceId = String(orderId);
  await grantLoyaltyBonus(tx, { merchantCode: member.merchantCode, memberId: member.id, amount: stake, multiplierPercent: 0, source: 'mall', sourceId, now, actor: `member:${member.id}` });
  const id = await placeOrder(tx, guards, member, ticketRequest(gameCode, stake, issue.issueNumber, `mall-${orderId}`), now.getTime());
  return String(id);
}
