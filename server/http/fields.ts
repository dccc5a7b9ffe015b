/** TypeBox fields several modules' schemas share, sized to the database columns they end in. */
import { Type } from '@sinclair/typebox';

/** The largest value of a PostgreSQL integer (4-byte) column. */
export const MAX_INT4 = 2_147_483_647;

/** A game id: its column is a 4-byte integer, so a larger number is refused here rather than by PostgreSQL. */
export const GameId = Type.Integer({ minimum: 1, maximum: MAX_INT4 });
