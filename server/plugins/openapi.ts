/**
 * The OpenAPI document, built by @fastify/swagger from every route's schemas (ARCHITECTURE.md
 * "Route schemas"), served at /docs/openapi.json, with a reference UI at /docs from
 * @fastify/swagger-ui's own files (no CDN). It also keeps the list of every registered route, so a
 * test can refuse a route without a response schema.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { Header } from '@common/contract/headers';
import fp from 'fastify-plugin';
import { SeamlessHeader } from '../vendors/seamless/contract';
import { API_KEY_PREFIX, API_KEY_SCHEME } from '@common/contract/consoleAdmin';
import { CONSOLE_API, CSRF_HEADER } from '@common/contract/operator';
import { CONSOLE_COOKIE } from './operator-auth';

export const DOCS_PREFIX = '/docs';
export const OPENAPI_PATH = `${DOCS_PREFIX}/openapi.json`;

/** A registered route as the coverage test reads it. */
export interface RouteRecord {
  method: string;
  url: string;
  schema?: FastifySchema & { tags?: string[]; hide?: boolean };
  /** Whether the body must arrive encrypted (encrypted-body.ts), so a test can seal what it sends. */
  encrypted: boolean;
  /** What a console route declares it needs (operator-auth.ts). */
  permission?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, in order. */
    routeRecords: RouteRecord[];
  }
}

const SECURITY_SCHEMES = {
  memberToken: { type: 'apiKey', in: 'header', name: Header.authorization, description: 'Session token from login (routes whose config names an auth requirement)' },
  operatorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: CONSOLE_COOKIE,
    description: `Console session (password + TOTP login); calls that change something also send ${CSRF_HEADER}. Each route declares the permission it needs (x-permission)`,
  },
  operatorApiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: `${API_KEY_PREFIX}…`,
    description: `An operator's API key (${API_KEY_SCHEME} ${API_KEY_PREFIX}…): acts as its operator, limited to the key's permissions; no ${CSRF_HEADER}. Not on routes for any logged-in operator (x-permission "operator"), which need a session`,
  },
  vendorCode: { type: 'apiKey', in: 'header', name: SeamlessHeader.vendor, description: 'Vendor code of a signed wallet call' },
  vendorTimestamp: { type: 'apiKey', in: 'header', name: SeamlessHeader.timestamp, description: 'Epoch ms; at most 30 s from the server clock' },
  vendorSignature: {
    type: 'apiKey',
    in: 'header',
    name: SeamlessHeader.signature,
    description: 'HMAC-SHA256 of timestamp and raw body with the vendor secret (docs/seamless-wallet.md)',
  },
} as const;

/** Who may call a route, from where it lives and what it declares. */
function securityOf(url: string, route: RouteOptions): Record<string, string[]>[] | undefined {
  if (url.startsWith('/vendor-api/')) return [{ vendorCode: [], vendorTimestamp: [], vendorSignature: [] }];
  if (url.startsWith(`${CONSOLE_API}/`)) {
    const permission = route.config?.permission;
    if (permission === 'anonymous') return undefined;
    // Alternatives: the session cookie, or (a route declaring a permission) an API key.
    return permission === 'operator' ? [{ operatorSession: [] }] : [{ operatorSession: [] }, { operatorApiKey: [] }];
  }
  return route.config?.auth ? [{ memberToken: [] }] : undefined;
}

/** Registers the document, its UI and the route list; register before any route. */
export const openapiPlugin = fp(async function openapi(app: FastifyInstance) {
  const records: RouteRecord[] = [];
  app.decorate('routeRecords', records);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) records.push({ method, url: route.url, schema: route.schema as RouteRecord['schema'], encrypted: route.config?.encrypted === true, permission: route.config?.permission });
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'mlobby platform API',
        version: '1',
        description:
          'Every /wps and /lgw call carries the site headers ModuleId, Gateway-Version (3), Merchant and Language; ' +
          'a /wps response is the envelope { success, value?, code?, message? }, HTTP 200 for business outcomes.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: ({ schema, url, route }) => {
      const security = securityOf(url, route);
      const permission = route.config?.permission;
      const documented = { ...schema, ...(security ? { security } : {}), ...(permission ? { 'x-permission': permission } : {}) };
      return { schema: documented as FastifySchema, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}, { name: 'openapi' });
