/** Response value schemas of the lottery calls, each tied to its wire type in common/contract/lottery.ts. */
import { Type } from '@sinclair/typebox';
import type { DrawResult, IssueSummary, LotteryGameInfo, LotteryResultPage, LotteryTile, Order, OrderPage, VerifyResult } from '@common/contract/lottery';
import { wireSchema } from '../../http/typebox';

const PrizeMode = Type.Union([Type.Literal('Lott'), Type.Literal('ZY'), Type.Literal('Elott')]);
/** A value per prize mode the bet type offers. */
const PerPrizeMode = Type.Partial(Type.Object({ Lott: Type.Integer(), ZY: Type.Integer(), Elott: Type.Integer() }));
const paging = { pageNum: Type.Integer(), totalPages: Type.Integer() };

const issueFields = {
  gameCode: Type.String(),
  issueNumber: Type.String(),
  opensAt: Type.Integer(),
  closesAt: Type.Integer(),
  drawAt: Type.Integer(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('drawn'), Type.Literal('settled')]),
  seedHash: Type.String({ description: 'SHA-256 of the seed, published when the issue opens' }),
};
const IssueSummarySchema = wireSchema<IssueSummary>()(Type.Object(issueFields));
const DrawResultSchema = wireSchema<DrawResult>()(
  Type.Object({
    ...issueFields,
    numbers: Type.Array(Type.String()),
    prizes: Type.Union([Type.Array(Type.Array(Type.String())), Type.Null()]),
    seed: Type.Union([Type.String(), Type.Null()], { description: 'Revealed once drawn' }),
  }),
);

export const LotteryTileSchema = wireSchema<LotteryTile>()(
  Type.Object({
    gameCode: Type.String(),
    gameGroupCode: Type.String(),
    labelName: Type.String(),
    kind: Type.Union([Type.Literal('ssc'), Type.Literal('k3'), Type.Literal('vn-north'), Type.Literal('vn-south')]),
    prizeModes: Type.Array(PrizeMode),
    intervalSeconds: Type.Union([Type.Integer(), Type.Null()]),
    closeSeconds: Type.Integer(),
    iconUrl: Type.String(),
    vendorCode: Type.Union([Type.String(), Type.Null()]),
    next: Type.Union([IssueSummarySchema, Type.Null()]),
    last: Type.Union([DrawResultSchema, Type.Null()]),
  }),
);

export const LotteryGameInfoSchema = wireSchema<LotteryGameInfo>()(
  Type.Object({
    tile: LotteryTileSchema,
    betTypes: Type.Array(
      Type.Object({
        code: Type.String(),
        playType: Type.Union([Type.Literal('Tradition'), Type.Literal('Entertainment')]),
        selection: Type.Object({
          kind: Type.Union([Type.Literal('digits'), Type.Literal('numbers'), Type.Literal('option')]),
          count: Type.Optional(Type.Integer()),
          min: Type.Optional(Type.Integer()),
          max: Type.Optional(Type.Integer()),
          width: Type.Optional(Type.Integer()),
          options: Type.Optional(Type.Array(Type.String())),
        }),
        stakeMultiplier: Type.Integer(),
        odds: PerPrizeMode,
        rebateBp: PerPrizeMode,
        optionOdds: Type.Optional(Type.Record(Type.String(), PerPrizeMode)),
      }),
    ),
    upcoming: Type.Array(IssueSummarySchema),
    serverTime: Type.Integer(),
  }),
);

export const LotteryResultPageSchema = wireSchema<LotteryResultPage>()(Type.Object({ content: Type.Array(DrawResultSchema), ...paging }));

export const VerifyResultSchema = wireSchema<VerifyResult>()(
  Type.Object({ issue: DrawResultSchema, hashMatches: Type.Boolean(), resultMatches: Type.Boolean(), recomputed: Type.Array(Type.String()) }),
);

export const OrderSchema = wireSchema<Order>()(
  Type.Object({
    orderId: Type.Integer(),
    gameCode: Type.String(),
    betType: Type.String(),
    selection: Type.Array(Type.Array(Type.String())),
    prizeMode: PrizeMode,
    unitStake: Type.Integer(),
    multiple: Type.Integer(),
    units: Type.Integer(),
    amountPerIssue: Type.Integer(),
    total: Type.Integer(),
    stopOnWin: Type.Boolean(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('partly.settled'), Type.Literal('settled'), Type.Literal('cancelled')]),
    createdAt: Type.Integer(),
    suborders: Type.Array(
      Type.Object({
        id: Type.Integer(),
        issueNumber: Type.String(),
        amount: Type.Integer(),
        status: Type.Union([Type.Literal('pending'), Type.Literal('won'), Type.Literal('lost'), Type.Literal('cancelled')]),
        winAmount: Type.Integer(),
        rebateAmount: Type.Integer(),
        settledAt: Type.Union([Type.Integer(), Type.Null()]),
      }),
    ),
  }),
);

export const OrderPageSchema = wireSchema<OrderPage>()(Type.Object({ content: Type.Array(OrderSchema), ...paging }));
