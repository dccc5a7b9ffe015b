/**
 * The games calls of §7 (GamePath): public catalogue reads need no token; favourites and
 * recent plays belong to a logged-in member, trial accounts included. A trial merchant code
 * reads its parent merchant's catalogue: the gateway resolves either code to the merchant.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GamePath, type FavouritePage, type GameItem, type GamePage, type MobileGameMenus, type VendorGameType, type VendorInfo } from '@common/contract/games';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import { sendShared } from '../../http/shared-answer';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { merchantOf, queriedMerchant } from '../../plugins/gateway';
import { hotAnswer, listAnswer } from './answers';
import { addFavourite, favouriteGames, favouritePage, recentGames, recordPlay, removeFavourite, type ListOwner } from './member-games';
import { FavouritePageSchema as FavouritePageValue, GameItemSchema, GamePageSchema, MobileGameMenusSchema, VendorGameTypeSchema, VendorInfoSchema } from './responses';
import { FavouriteBody, FavouritePageSchema, GameIdQuery, GameListSchema, HotSchema, LanguageSchema, VendorGameTypesSchema } from './schemas';
import { gameMenus, listGames, merchantVendors, popularGames, vendorGameTypes } from './service';

/** The catalogue merchant of a call (a merchant code in the query must name the same one). */
function catalogueOf(request: FastifyRequest, queried?: string): string {
  return queriedMerchant(request, queried).code;
}

function ownerOf(request: FastifyRequest): ListOwner {
  return { merchantCode: merchantOf(request).code, memberId: authOf(request).member.id };
}

const tags = ['games'];
/** The response and tags of a games call answering `value`. */
const answers = (value: TSchema) => ({ response: replies(value), tags });
const GameList = Type.Array(GameItemSchema);

/** Registers the /wps games calls. */
export async function catalogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const now = () => new Date(app.now());

  app.get(gatewayPath(GamePath.vendorGameTypes), { schema: { querystring: VendorGameTypesSchema, ...answers(Type.Array(VendorGameTypeSchema)) } }, async (request): Promise<Envelope<VendorGameType[]>> =>
    ok(await vendorGameTypes(app.db, catalogueOf(request, request.query.merchant_code))),
  );

  app.get(gatewayPath(GamePath.list), { schema: { querystring: GameListSchema, ...answers(GamePageSchema) } }, async (request, reply): Promise<Envelope<GamePage> | undefined> => {
    const { merchant, gameType, vassalage, gameClassify, search, pageNo, pageSize } = request.query;
    const code = catalogueOf(request, merchant);
    const filter = { gameType, vassalage, gameClassify, pageNo, pageSize };
    const term = search?.trim();
    // A search is read each time: any text is a key, so keeping its answers would only churn the cache.
    if (term) return ok(await listGames(app.db, code, { ...filter, search: term }));
    sendShared(request, reply, await listAnswer(app.db, reply, code, filter));
    return undefined;
  });

  app.get(gatewayPath(GamePath.hot), { schema: { querystring: HotSchema, ...answers(GameList) } }, async (request, reply): Promise<void> => {
    sendShared(request, reply, await hotAnswer(app.db, reply, catalogueOf(request, request.query.merchantCode)));
  });

  app.get(gatewayPath(GamePath.vendors), { schema: answers(Type.Array(VendorInfoSchema)) }, async (request): Promise<Envelope<VendorInfo[]>> => ok(await merchantVendors(app.db, catalogueOf(request))));

  app.get(gatewayPath(GamePath.popular), { schema: { querystring: LanguageSchema, ...answers(GameList) } }, async (request): Promise<Envelope<GameItem[]>> =>
    ok(await popularGames(app.db, catalogueOf(request), now())),
  );

  // §4: the logo shows only when both calls succeed; this platform always shows it.
  app.get(gatewayPath(GamePath.showLogo), { schema: answers(Type.Boolean()) }, async (): Promise<Envelope<boolean>> => ok(true));
  app.get(gatewayPath(GamePath.isShowLogo), { schema: answers(Type.Boolean()) }, async (): Promise<Envelope<boolean>> => ok(true));

  const member = { auth: 'trialAllowed' } as const;

  app.post(gatewayPath(GamePath.favourite), { config: member, schema: { body: FavouriteBody, ...answers(Type.Boolean()) } }, async (request): Promise<Envelope<boolean>> =>
    ok(await addFavourite(app.db, ownerOf(request), request.body.gameId, now())),
  );

  app.delete(gatewayPath(GamePath.favourite), { config: member, schema: { querystring: GameIdQuery, ...answers(Type.Boolean()) } }, async (request): Promise<Envelope<boolean>> =>
    ok(await removeFavourite(app.db, ownerOf(request), request.query.gameId)),
  );

  app.get(gatewayPath(GamePath.favouriteList), { config: member, schema: answers(GameList) }, async (request): Promise<Envelope<GameItem[]>> =>
    ok(await favouriteGames(app.db, ownerOf(request))),
  );

  app.get(gatewayPath(GamePath.favouritePage), { config: member, schema: { querystring: FavouritePageSchema, ...answers(FavouritePageValue) } }, async (request): Promise<Envelope<FavouritePage>> =>
    ok(await favouritePage(app.db, ownerOf(request), request.query.pageNo, request.query.pageSize)),
  );

  app.post(gatewayPath(GamePath.recent), { config: member, schema: { body: FavouriteBody, ...answers(Type.Null()) } }, async (request): Promise<Envelope<null>> => {
    await recordPlay(app.db, ownerOf(request), request.body.gameId, now());
    return ok(null);
  });

  app.get(gatewayPath(GamePath.recent), { config: member, schema: answers(GameList) }, async (request): Promise<Envelope<GameItem[]>> => ok(await recentGames(app.db, ownerOf(request))));
}

/** Registers the /lgw games calls. */
export async function catalogLgwRoutes(app: FastifyInstance): Promise<void> {
  app.get(gatewayPath(GamePath.menus), { schema: answers(MobileGameMenusSchema) }, async (request): Promise<Envelope<MobileGameMenus>> => ok(await gameMenus(app.db, catalogueOf(request))));
}
