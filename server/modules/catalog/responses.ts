/** Response value schemas of the games calls, each tied to its wire type in common/contract/games.ts. */
import { Type } from '@sinclair/typebox';
import {
  type FavouritePage,
  type GameItem,
  type GamePage,
  type GameType,
  type MobileGameMenus,
  type VendorGameType,
  type VendorInfo,
} from '@common/contract/games';
import { wireSchema } from '../../http/typebox';

/** The literal list is checked against GameType: wireSchema refuses a missing or extra type. */
export const GameTypeSchema = wireSchema<GameType>()(
  Type.Union([
    Type.Literal('LOTT'),
    Type.Literal('ELOTT'),
    Type.Literal('LIVE'),
    Type.Literal('RNG'),
    Type.Literal('FISH'),
    Type.Literal('SPORTS'),
    Type.Literal('PVP'),
    Type.Literal('AC'),
    Type.Literal('EVENT'),
  ]),
);

export const GameItemSchema = wireSchema<GameItem>()(
  Type.Object({
    gameId: Type.Integer(),
    nodeName: Type.String(),
    nodeId: Type.Integer(),
    roomId: Type.Union([Type.Integer(), Type.Null()]),
    gameName: Type.String(),
    gameType: GameTypeSchema,
    vassalage: Type.String(),
    vendorCode: Type.String(),
    displayName: Type.String(),
    supportPlay: Type.Integer({ description: '0: the player chooses real or trial play' }),
    showIcon: Type.Boolean(),
    iconUrl: Type.String(),
    telIconUrl: Type.Union([Type.String(), Type.Null()]),
    jackpot: Type.Boolean(),
  }),
);

const paging = { pageNum: Type.Integer(), totalPages: Type.Integer() };
export const GamePageSchema = wireSchema<GamePage>()(Type.Object({ games: Type.Array(GameItemSchema), ...paging }));
export const FavouritePageSchema = wireSchema<FavouritePage>()(Type.Object({ content: Type.Array(GameItemSchema), ...paging }));

const vendorFields = { vendorCode: Type.String(), displayName: Type.String(), gameTypes: Type.Array(GameTypeSchema) };
export const VendorGameTypeSchema = wireSchema<VendorGameType>()(Type.Object(vendorFields));
export const VendorInfoSchema = wireSchema<VendorInfo>()(Type.Object({ ...vendorFields, seamless: Type.Boolean() }));

export const MobileGameMenusSchema = wireSchema<MobileGameMenus>()(
  Type.Object({
    categories: Type.Array(
      Type.Object({
        gameType: GameTypeSchema,
        ordinal: Type.Integer(),
        vendors: Type.Array(Type.Object({ gameType: GameTypeSchema, vassalage: Type.String(), title: Type.String(), vassKey: Type.String() })),
      }),
    ),
  }),
);
