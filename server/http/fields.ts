/** TypeBox fields several modules' schemas share, sized to the database columns they end in. */
import { Type } from '@sinclair/typebox';

/** The largest value of a PostgreSQL integer (4-byte) column. */
export const MAX_INT4 = 2_147_483_647;

/** A game id: its column is a 4-byte integer, so a larger number is refused here rather than by PostgreSQL. */
export const GameId = Type.Integer({ minimum: 1, maximum: MAX_INT4 });

/**
 * The most one wallet call may move, in minor units (10^12: ten billion in a two-decimal
 * currency). Far above any real stake or win, and small enough that no sum of a few of them
 * nears 2^53, so amounts stay exact as JSON numbers.
 */
export const MAX_WALLET_AMOUNT = 1_000_000_000_000;

/** An amount in minor units, from `minimum` up to MAX_WALLET_AMOUNT. */
export const MinorAmount = (minimum: number) => Type.Integer({ minimum, maximum: MAX_WALLET_AMOUNT, description: 'Minor units' });
