/** TypeBox schemas of the games calls (§7), tied to the wire types in common/contract/games.ts. */
import { Type } from '@sinclair/typebox';
import { GAME_TYPES, type FavouriteRequest, type GameListQuery } from '@common/contract/games';
import { wireSchema } from '../../http/typebox';
import { GameId } from '../../http/fields';

/** The largest page: the site loads FISH and PVP lists 999 at once (§9). */
export const MAX_PAGE_SIZE = 999;

const GameTypeField = Type.Union(GAME_TYPES.map((t) => Type.Literal(t)));
const PageNo = Type.Integer({ minimum: 1, maximum: 100_000 });
const PageSize = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE });
const Language = Type.String({ minLength: 1, maxLength: 16 });
const MerchantCode = Type.String({ minLength: 1, maxLength: 64 });
/** Vendor codes are upper-case letters, digits and underscores (TCG_LOTTO_VN). */
const VendorCode = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' });

/** GET game list; clientType 2 is mobile (§9), 1 the web site. */
export const GameListSchema = wireSchema<GameListQuery>()(
  Type.Object({
    merchant: MerchantCode,
    clientType: Type.Integer({ minimum: 1, maximum: 2 }),
    language: Language,
    gameType: Type.Optional(GameTypeField),
    vassalage: Type.Optional(VendorCode),
    gameClassify: Type.Optional(Type.Union([Type.Literal('JP'), Type.Literal('AC')])),
    search: Type.Optional(Type.String({ maxLength: 64 })),
    pageNo: PageNo,
    pageSize: PageSize,
  }),
);

/** GET vendor game types: typeId 1 (vendor game types) is the one type served. */
export const VendorGameTypesSchema = Type.Object({
  typeId: Type.Literal(1),
  merchant_code: Type.Optional(MerchantCode),
});

/** GET hot games: isPlatform 2 and platform html5 are what the mobile site sends (§7). */
export const HotSchema = Type.Object({
  isPlatform: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  merchantCode: Type.Optional(MerchantCode),
  platform: Type.Optional(Type.String({ maxLength: 16 })),
  language: Type.Optional(Language),
});

export const LanguageSchema = Type.Object({ language: Type.Optional(Language) });

export const FavouriteBody = wireSchema<FavouriteRequest>()(Type.Object({ gameId: GameId }));

export const GameIdQuery = Type.Object({ gameId: GameId });

export const FavouritePageSchema = Type.Object({ pageNo: PageNo, pageSize: PageSize });
