/**
 * The console's catalogue calls (permission catalog.manage): a merchant's vendor order and
 * display, and the platform's games (listing for every such operator; switching for
 * platform-wide ones). Vendor credentials are the seamless module's (its console routes).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CatalogAdminPath, type ConsoleGame, type ConsoleVendor, type GameSwitchRequest, type VendorLayoutRequest } from '@common/contract/consoleCatalog';
import { CONSOLE_PAGE_SIZE, type Page } from '@common/contract/consolePlayers';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PageQuery } from '../../http/console';
import { AppError, ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { clientLocation, findMerchant, merchantInScope, requirePlatformWide } from '../merchant';
import { operatorActor } from '../operator';
import { consoleVendors, setVendorLayout, switchGame, vendorGames } from './console-service';
import { GameTypeSchema } from './responses';
import { vendorExists } from './service';

const closed = { additionalProperties: false } as const;
const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' });
const VendorCode = Type.String({ minLength: 1, maxLength: 64 });

const VendorSchema = wireSchema<ConsoleVendor>()(
  Type.Object({ vendorCode: Type.String(), displayName: Type.String(), gameType: GameTypeSchema, ordinal: Type.Integer(), display: Type.Boolean(), seamless: Type.Boolean() }),
);
const GameSchema = wireSchema<ConsoleGame>()(
  Type.Object({ id: Type.Integer(), vendorCode: Type.String(), gameType: GameTypeSchema, gameName: Type.String(), active: Type.Boolean(), hot: Type.Boolean(), sortOrder: Type.Integer() }),
);
const GamePageSchema = wireSchema<Page<ConsoleGame>>()(Type.Object({ items: Type.Array(GameSchema), page: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() }));
const LayoutBody = wireSchema<VendorLayoutRequest>()(
  Type.Object(
    {
      merchantCode: Type.Optional(MerchantCode),
      entries: Type.Array(Type.Object({ vendorCode: VendorCode, gameType: GameTypeSchema, ordinal: Type.Integer({ minimum: 0, maximum: 10_000 }), display: Type.Boolean() }, closed), {
        minItems: 1,
        maxItems: 500,
      }),
    },
    closed,
  ),
);
const SwitchBody = wireSchema<GameSwitchRequest>()(Type.Object({ active: Type.Optional(Type.Boolean()), hot: Type.Optional(Type.Boolean()) }, { ...closed, minProperties: 1 }));
const tags = ['console', 'catalog'];
const config = { permission: 'catalog.manage' } as const;

/** Registers the catalogue calls (inside operatorScope). */
export async function catalogConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const actor = (request: FastifyRequest) => operatorActor(operatorOf(request).id, clientLocation(request, app.config).ip);
  /** The merchant whose layout the call reads or changes; an unknown one is 404 like another's. */
  const layoutMerchant = async (request: FastifyRequest, named: string | undefined): Promise<string> => {
    const code = merchantInScope(operatorOf(request).merchantCode, named);
    if ((await findMerchant(app.db, code))?.code !== code) throw new AppError(ErrorCode.merchantInvalid, { status: 404, params: { merchant: code } });
    return code;
  };

  app.get(
    consoleRoute(CatalogAdminPath.vendors),
    { config, schema: { querystring: Type.Object({ merchantCode: Type.Optional(MerchantCode) }), response: replies(Type.Array(VendorSchema)), tags } },
    async (request): Promise<Envelope<ConsoleVendor[]>> => ok(await consoleVendors(app.db, await layoutMerchant(request, request.query.merchantCode))),
  );

  app.put(consoleRoute(CatalogAdminPath.vendors), { config, schema: { body: LayoutBody, response: replies(Type.Array(VendorSchema)), tags } }, async (request): Promise<Envelope<ConsoleVendor[]>> => {
    const merchantCode = await layoutMerchant(request, request.body.merchantCode);
    return ok(await setVendorLayout(app.db, merchantCode, request.body.entries, actor(request)));
  });

  app.get(
    consoleRoute(CatalogAdminPath.games(':vendorCode')),
    {
      config,
      schema: {
        params: Type.Object({ vendorCode: VendorCode }),
        querystring: Type.Object({ ...PageQuery, search: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }),
        response: replies(GamePageSchema),
        tags,
      },
    },
    async (request): Promise<Envelope<Page<ConsoleGame>>> => {
      const { vendorCode } = request.params;
      if (!(await vendorExists(app.db, vendorCode))) throw new AppError(ErrorCode.vendorUnknown, { status: 404, params: { vendor: vendorCode } });
      return ok(await vendorGames(app.db, vendorCode, request.query.page ?? 1, CONSOLE_PAGE_SIZE, request.query.search));
    },
  );

  app.put(
    consoleRoute(CatalogAdminPath.game(':id')),
    { config, schema: { params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }), body: SwitchBody, response: replies(GameSchema), tags } },
    async (request): Promise<Envelope<ConsoleGame>> => {
      requirePlatformWide(operatorOf(request).merchantCode);
      const game = await switchGame(app.db, request.params.id, request.body, actor(request));
      if (!game) throw new AppError(ErrorCode.gameNotFound, { status: 404 });
      return ok(game);
    },
  );
}
