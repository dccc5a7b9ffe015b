/**
 * The games calls of §7 (GamePath): public catalogue reads need no token; favourites and
 * recent plays belong to a logged-in member, trial accounts included. A trial merchant code
 * reads its parent merchant's catalogue: the gateway resolves either code to the merchant.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GamePath, type FavouritePage, type GameItem, type GamePage, type MobileGameMenus, type VendorGameType, type VendorInfo } from '@common/contract/games';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { merchantOf, queriedMerchant } from '../../plugins/gateway';
import { addFavourite, favouriteGames, favouritePage, recentGames, recordPlay, removeFavourite, type ListOwner } from './member-games';
import { FavouriteBody, FavouritePageSchema, GameIdQuery, GameListSchema, HotSchema, LanguageSchema, VendorGameTypesSchema } from './schemas';
import { gameMenus, hotGames, listGames, merchantVendors, popularGames, vendorGameTypes } from './service';

/** The catalogue merchant of a call (a merchant code in the query must name the same one). */
function catalogueOf(request: FastifyRequest, queried?: string): string {
  return queriedMerchant(request, queried).code;
}

function ownerOf(request: FastifyRequest): ListOwner {
  return { merchantCode: merchantOf(request).code, memberId: authOf(request).member.id };
}

/** Registers the /wps games calls. */
export async function catalogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const now = () => new Date(app.now());

  app.get(gatewayPath(GamePath.vendorGameTypes), { schema: { querystring: VendorGameTypesSchema } }, async (request): Promise<Envelope<VendorGameType[]>> =>
    ok(await vendorGameTypes(app.db, catalogueOf(request, request.query.merchant_code))),
  );

  app.get(gatewayPath(GamePath.list), { schema: { querystring: GameListSchema } }, async (request): Promise<Envelope<GamePage>> => {
    const { merchant, gameType, vassalage, gameClassify, search, pageNo, pageSize } = request.query;
    const term = search?.trim();
    return ok(await listGames(app.db, catalogueOf(request, merchant), { gameType, vassalage, gameClassify, search: term || undefined, pageNo, pageSize }));
  });

  app.get(gatewayPath(GamePath.hot), { schema: { querystring: HotSchema } }, async (request): Promise<Envelope<GameItem[]>> =>
    ok(await hotGames(app.db, catalogueOf(request, request.query.merchantCode))),
  );

  app.get(gatewayPath(GamePath.vendors), async (request): Promise<Envelope<VendorInfo[]>> => ok(await merchantVendors(app.db, catalogueOf(request))));

  app.get(gatewayPath(GamePath.popular), { schema: { querystring: LanguageSchema } }, async (request): Promise<Envelope<GameItem[]>> =>
    ok(await popularGames(app.db, catalogueOf(request), now())),
  );

  // §4: the logo shows only when both calls succeed; this platform always shows it.
  app.get(gatewayPath(GamePath.showLogo), async (): Promise<Envelope<boolean>> => ok(true));
  app.get(gatewayPath(GamePath.isShowLogo), async (): Promise<Envelope<boolean>> => ok(true));

  const member = { auth: 'trialAllowed' } as const;

  app.post(gatewayPath(GamePath.favourite), { config: member, schema: { body: FavouriteBody } }, async (request): Promise<Envelope<boolean>> =>
    ok(await addFavourite(app.db, ownerOf(request), request.body.gameId, now())),
  );

  app.delete(gatewayPath(GamePath.favourite), { config: member, schema: { querystring: GameIdQuery } }, async (request): Promise<Envelope<boolean>> =>
    ok(await removeFavourite(app.db, ownerOf(request), request.query.gameId)),
  );

  app.get(gatewayPath(GamePath.favouriteList), { config: member }, async (request): Promise<Envelope<GameItem[]>> =>
    ok(await favouriteGames(app.db, ownerOf(request))),
  );

  app.get(gatewayPath(GamePath.favouritePage), { config: member, schema: { querystring: FavouritePageSchema } }, async (request): Promise<Envelope<FavouritePage>> =>
    ok(await favouritePage(app.db, ownerOf(request), request.query.pageNo, request.query.pageSize)),
  );

  app.post(gatewayPath(GamePath.recent), { config: member, schema: { body: FavouriteBody } }, async (request): Promise<Envelope<null>> => {
    await recordPlay(app.db, ownerOf(request), request.body.gameId, now());
    return ok(null);
  });

  app.get(gatewayPath(GamePath.recent), { config: member }, async (request): Promise<Envelope<GameItem[]>> => ok(await recentGames(app.db, ownerOf(request))));
}

/** Registers the /lgw games calls. */
export async function catalogLgwRoutes(app: FastifyInstance): Promise<void> {
  app.get(gatewayPath(GamePath.menus), async (request): Promise<Envelope<MobileGameMenus>> => ok(await gameMenus(app.db, catalogueOf(request))));
}
