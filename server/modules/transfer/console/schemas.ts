/** The console transfer calls' query and answer schemas (common/contract/consoleTransfers.ts). */
import { Type } from '@sinclair/typebox';
import type { ConsoleTransfer, ReconciliationValue } from '@common/contract/consoleTransfers';
import { Nullable, PageQuery, PageSchema, RangeQuery } from '../../../http/console';
import { wireSchema } from '../../../http/typebox';
import { TRANSFER_CAUSES, TRANSFER_DIRECTIONS, TRANSFER_STATES } from '../tables';

const literals = <T extends string>(names: readonly T[]) => Type.Union(names.map((n) => Type.Literal(n)));
const State = literals(TRANSFER_STATES);
const Direction = literals(TRANSFER_DIRECTIONS);
const MerchantCode = Type.Optional(Type.String({ minLength: 1, maxLength: 32 }));
const VendorCode = Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_]+$' }));

export const TransferListQuerySchema = Type.Object({
  merchantCode: MerchantCode,
  member: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' })),
  vendorCode: VendorCode,
  state: Type.Optional(State),
  ...RangeQuery,
  ...PageQuery,
});
export const StuckQuerySchema = Type.Object({ merchantCode: MerchantCode, vendorCode: VendorCode });
export const ReconciliationQuerySchema = Type.Object({ merchantCode: MerchantCode, vendorCode: VendorCode, ...RangeQuery });

export const ConsoleTransferSchema = wireSchema<ConsoleTransfer>()(
  Type.Object({
    id: Type.String(),
    merchantCode: Type.String(),
    memberId: Type.Integer(),
    username: Type.String(),
    vendorCode: Type.String(),
    direction: Direction,
    amount: Type.Integer(),
    state: State,
    cause: literals(TRANSFER_CAUSES),
    queries: Type.Integer(),
    nextQueryAt: Nullable(Type.Integer()),
    detail: Nullable(Type.String()),
    createdAt: Type.Integer(),
    updatedAt: Type.Integer(),
    resolvedAt: Nullable(Type.Integer()),
  }),
);
export const TransferPageSchema = PageSchema(ConsoleTransferSchema);

export const ReconciliationSchema = wireSchema<ReconciliationValue>()(
  Type.Object({
    rows: Type.Array(
      Type.Object({
        vendorPlayerId: Type.Integer(),
        merchantCode: Type.String(),
        memberId: Type.Integer(),
        username: Type.String(),
        vendorCode: Type.String(),
        vendorPlayerRef: Type.String(),
        ours: Type.Integer({ description: 'Our vendor-player balance, minor units' }),
        vendor: Nullable(Type.Integer({ description: "The vendor's balance answer, minor units" })),
        difference: Nullable(Type.Integer({ description: 'vendor − ours' })),
        openTransfer: Nullable(Type.Object({ id: Type.String(), state: State, direction: Direction })),
        error: Nullable(Type.String()),
      }),
    ),
    truncated: Type.Boolean(),
    from: Type.Integer(),
    to: Type.Integer(),
  }),
);
