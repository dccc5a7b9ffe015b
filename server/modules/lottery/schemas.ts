/** TypeBox schemas of the lottery calls, tied to the wire types in common/contract/lottery.ts. */
import { Type } from '@sinclair/typebox';
import { PRIZE_MODES, type CancelSubordersRequest, type OrderListQuery, type PlaceOrderRequest } from '@common/contract/lottery';
import { RangeQuery } from '../../http/console';
import { wireSchema } from '../../http/typebox';

/** Stake of one unit, in minor units (0.01 to 10,000.00). */
export const MIN_UNIT_STAKE = 1;
export const MAX_UNIT_STAKE = 1_000_000;
/** Multiples of the stake one order may take. */
export const MAX_MULTIPLE = 999;
/** Issues one chase order may span (a game keeps at most 120 issues ahead). */
export const MAX_CHASE_ISSUES = 120;
export const MAX_PAGE_SIZE = 100;

const GameCode = Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' });
const IssueNumber = Type.String({ pattern: '^\\d{8}-\\d{4,5}$' });
const PrizeModeField = Type.Union(PRIZE_MODES.map((m) => Type.Literal(m)));
const PageNo = Type.Integer({ minimum: 1, maximum: 100_000 });
const PageSize = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE });
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Language = Type.Optional(Type.String({ maxLength: 16 }));

/** GET list: Lott (the lottery) or Elott (e-lottery), §7. */
export const ListQuery = Type.Object({ prizeMode: Type.Union([Type.Literal('Lott'), Type.Literal('Elott')]), language: Language });
export const LanguageQuery = Type.Object({ language: Language });
export const GameQuery = Type.Object({ gameCode: GameCode, language: Language });
export const ResultsQuery = Type.Object({ gameCode: GameCode, pageNo: PageNo, pageSize: PageSize });
export const VerifyQuery = Type.Object({ gameCode: GameCode, issueNumber: IssueNumber });

export const PlaceOrderBody = wireSchema<PlaceOrderRequest>()(
  Type.Object({
    gameCode: GameCode,
    prizeMode: PrizeModeField,
    betType: Type.String({ pattern: '^[a-z0-9_]{1,40}$' }),
    // Shape only; validateSelection checks it against the bet type.
    selection: Type.Array(Type.Array(Type.String({ maxLength: 8 }), { maxItems: 100 }), { minItems: 1, maxItems: 10 }),
    unitStake: Type.Integer({ minimum: MIN_UNIT_STAKE, maximum: MAX_UNIT_STAKE }),
    multiple: Type.Integer({ minimum: 1, maximum: MAX_MULTIPLE }),
    issues: Type.Array(IssueNumber, { minItems: 1, maxItems: MAX_CHASE_ISSUES, uniqueItems: true }),
    stopOnWin: Type.Boolean(),
    requestId: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' }),
  }),
);

export const OrderListSchema = wireSchema<OrderListQuery>()(
  Type.Object({
    status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('partly.settled'), Type.Literal('settled'), Type.Literal('cancelled')])),
    ...RangeQuery,
    pageNo: PageNo,
    pageSize: PageSize,
  }),
);

export const DetailQuery = Type.Object({ orderId: Id });

export const CancelBody = wireSchema<CancelSubordersRequest>()(
  Type.Object({ orderId: Id, suborderIds: Type.Array(Id, { minItems: 1, maxItems: MAX_CHASE_ISSUES }) }),
);
