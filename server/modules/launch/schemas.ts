/** TypeBox schemas of the launch calls (common/contract/games.ts LaunchQuery, TestPlayRequest). */
import { Type, type Static } from '@sinclair/typebox';
import { GameId } from '../../http/fields';

const Language = Type.String({ minLength: 2, maxLength: 10 });
const BackUrl = Type.String({ minLength: 1, maxLength: 2048 });
const Optional = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** GET launch query (§7): a game by id, or a vendor lobby by vassKey. */
export const LaunchQuerySchema = Type.Object({
  gameId: Type.Optional(GameId),
  vassKey: Optional(80),
  device: Type.Union([Type.Literal('MOBILE'), Type.Literal('OTHERS')]),
  launchMode: Type.Union([Type.Literal('real'), Type.Literal('trial')]),
  language: Language,
  lottoArea: Optional(20),
  lottoPrizeMode: Optional(20),
  lottoView: Optional(20),
  backUrl: BackUrl,
  /** A transfer-wallet vendor in the `choose` launch mode: the amount to move in (checked by the transfer module: transfer.amount.invalid). */
  transferAmount: Type.Optional(Type.Number()),
});

/** POST test play body: one game on demo credit. */
export const TestPlaySchema = Type.Object({
  gameId: GameId,
  language: Language,
  backUrl: BackUrl,
});

export type LaunchQueryType = Static<typeof LaunchQuerySchema>;
