/**
 * TypeBox schemas of the mall calls (common/contract/loyalty.ts, consoleLoyalty.ts). Shapes only:
 * the figures and texts are checked by validate.ts (loyalty.invalid naming the field), the
 * delivery address by redeem.ts (mall.delivery.required naming the field).
 */
import { Type } from '@sinclair/typebox';
import type { ConsoleMallItem, ConsoleMallOrder, FulfilRequest, LoyaltyStateRequest, MallItemDraft } from '@common/contract/consoleLoyalty';
import type { DeliveryAddress, MallItemValue, MallOrderValue, RedeemRequest } from '@common/contract/loyalty';
import { LOYALTY_STATES, MALL_DESCRIPTION_MAX, MALL_ITEM_KINDS, MALL_ORDER_STATUSES, FULFILMENT_NOTE_MAX } from '@common/rules/loyalty';
import { Nullable, PageQuery, PageSchema } from '../../../http/console';
import { literals, wireSchema } from '../../../http/typebox';

export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** Any integer a figure may hold; its range is validate.ts's. */
const Figure = Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
const Instant = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 });
const Texts = Type.Record(Type.String({ pattern: '^[A-Z]{2,3}$' }), Type.String({ maxLength: MALL_DESCRIPTION_MAX }), { maxProperties: 40 });
const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' });
const Kind = literals(MALL_ITEM_KINDS);
const Status = literals(MALL_ORDER_STATUSES);

/** Field limits are redeem.ts's (one clear code naming the field), so the schema only caps the size. */
const Delivery = wireSchema<DeliveryAddress>()(
  Type.Object({ name: Type.String({ maxLength: 1_000 }), phone: Type.String({ maxLength: 1_000 }), address: Type.String({ maxLength: 1_000 }) }, { additionalProperties: false }),
);

export const RedeemBody = wireSchema<RedeemRequest>()(
  Type.Object({ itemId: Id, requestId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }), delivery: Type.Optional(Delivery) }, { additionalProperties: false }),
);

const Amount = Type.Integer();
export const MallItemSchema = wireSchema<MallItemValue>()(
  Type.Object({
    id: Type.Integer(),
    kind: Kind,
    title: Type.String(),
    description: Type.String(),
    imageUrl: Nullable(Type.String()),
    pricePoints: Amount,
    stockLeft: Nullable(Type.Integer()),
    yourLimitLeft: Nullable(Type.Integer()),
    minLevelRank: Nullable(Type.Integer()),
    minLevelName: Nullable(Type.String()),
    bonusAmount: Nullable(Amount),
    wageringMultiplierPercent: Nullable(Type.Integer()),
    lotteryGameCode: Nullable(Type.String()),
    ticketStake: Nullable(Amount),
    endsAt: Nullable(Type.Integer()),
    redeemable: Type.Boolean(),
    refusal: Nullable(Type.String()),
  }),
);

const orderFields = {
  id: Type.Integer(),
  itemId: Type.Integer(),
  kind: Kind,
  title: Type.String(),
  pricePoints: Amount,
  status: Status,
  delivery: Nullable(Delivery),
  note: Nullable(Type.String()),
  lotteryOrderId: Nullable(Type.String()),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
};
export const MallOrderSchema = wireSchema<MallOrderValue>()(Type.Object(orderFields));

export const ConsoleMallOrderSchema = wireSchema<ConsoleMallOrder>()(Type.Object({ ...orderFields, merchantCode: Type.String(), memberId: Type.Integer(), username: Type.String() }));
export const ConsoleMallOrderPageSchema = PageSchema(ConsoleMallOrderSchema);

export const OrderQuery = Type.Object({
  merchantCode: Type.Optional(MerchantCode),
  status: Type.Optional(Status),
  kind: Type.Optional(Kind),
  memberId: Type.Optional(Id),
  itemId: Type.Optional(Id),
  ...PageQuery,
});

export const FulfilBody = wireSchema<FulfilRequest>()(
  Type.Object({ status: literals(['shipped', 'delivered', 'cancelled'] as const), note: Type.Optional(Type.String({ maxLength: FULFILMENT_NOTE_MAX })) }, { additionalProperties: false }),
);

const draftFields = {
  kind: Kind,
  title: Texts,
  description: Texts,
  imageUrl: Nullable(Type.String({ pattern: '^(https?://\\S+|/(?!/)\\S*)$', maxLength: 500 })),
  pricePoints: Figure,
  stock: Nullable(Figure),
  perMemberLimit: Nullable(Figure),
  minLevelRank: Nullable(Figure),
  startsAt: Instant,
  endsAt: Nullable(Instant),
  bonusAmount: Nullable(Figure),
  wageringMultiplierPercent: Nullable(Figure),
  lotteryGameCode: Nullable(Type.String({ minLength: 1, maxLength: 32 })),
  ticketStake: Nullable(Figure),
  sortOrder: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
};
export const ItemDraftBody = wireSchema<MallItemDraft>()(Type.Object({ merchantCode: Type.Optional(MerchantCode), ...draftFields }, { additionalProperties: false }));

export const ConsoleMallItemSchema = wireSchema<ConsoleMallItem>()(
  Type.Object({ ...draftFields, id: Type.Integer(), merchantCode: Type.String(), state: literals(LOYALTY_STATES), sold: Type.Integer(), createdAt: Type.Integer(), updatedAt: Type.Integer() }),
);
export const ConsoleMallItemPageSchema = PageSchema(ConsoleMallItemSchema);
export const ItemQuery = Type.Object({ merchantCode: Type.Optional(MerchantCode), state: Type.Optional(literals(LOYALTY_STATES)), ...PageQuery });
export const ItemStateBody = wireSchema<LoyaltyStateRequest>()(Type.Object({ action: literals(['publish', 'pause', 'resume', 'end'] as const) }, { additionalProperties: false }));
export const IdParams = Type.Object({ id: Id });
