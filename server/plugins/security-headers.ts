/**
 * Security headers on every response, through @fastify/helmet (docs/security.md "Security
 * headers"). The policy is chosen by where a response lives: the member site under /m and the
 * operator console's app under /console (the same policy; its API under /console/api is API), the house
 * vendors' and the payment-gateway simulator's pages (inline script and style, each with a per-request nonce), the API reference under
 * /docs, and a strict default for everything else (the JSON API). By path, not by route option,
 * because the site's pages come from @fastify/static and its not-found fallback and the docs from
 * @fastify/swagger-ui, which carry none. An SVG, wherever it comes from, may not run script.
 */
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HOUSE_SLOT_PREFIX } from '../vendors/house-slot/adapter';
import { SIMULATOR_PREFIX } from '../vendors/simulator/adapter';
import { TRANSFER_SIM_PREFIX } from '../vendors/transfer-sim/prefix';
import { GATEWAY_SIMULATOR_PREFIX } from '../channels/gateway-simulator/adapter';
import { CONSOLE_API } from '@common/contract/operator';
import { CONSOLE_PREFIX } from '../modules/site';
import { DOCS_PREFIX } from './openapi';

type Directives = Record<string, string[]>;
type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

/** Where the member site lives (app.ts mounts it there). */
const SITE_PREFIX = '/m';

/**
 * styled-components writes its rules through CSSOM insertRule into <style> elements it leaves
 * empty (webpack.config.ts keeps that "speedy" mode in every build); CSSOM is not subject to
 * CSP, the empty element is, and this is the hash of its empty text.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** JSON and anything else that is not a document: nothing may load, nothing may frame it. */
export const API_CSP: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * The built site: its own scripts and chunks only, no inline script. Images may also be data:
 * URLs (the captcha) and https: (a merchant's banner or popup image may live on its own CDN).
 */
export const SITE_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", EMPTY_STYLE_HASH],
  'img-src': ["'self'", 'data:', 'https:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The one inline <style> swagger-ui renders: the one inside its SVG logo
 * (".logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}"). A swagger-ui that
 * changes it shows up as a violation in e2e/security-headers.e2e.ts.
 */
const SWAGGER_LOGO_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** swagger-ui from its own files: its script files, its stylesheets, data: images for its icons. */
export const DOCS_CSP: Directives = {
  'default-src': ["'self'"],
  'style-src': ["'self'", SWAGGER_LOGO_STYLE_HASH],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** A house game page: its one inline script and style by nonce, calls to its own server only. */
function gamePageCsp(nonce: FastifyReply['cspNonce']): Directives {
  return {
    'default-src': ["'none'"],
    'script-src': [`'nonce-${nonce.script}'`],
    'style-src': [`'nonce-${nonce.style}'`],
    'connect-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/** An SVG opened on its own is a document that could run script: it may only style itself. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A year; sent only over HTTPS, where the browser honours it (RFC 6797 §7.2). */
export const HSTS = 'max-age=31536000';

function csp(directives: Directives): HelmetOptions['contentSecurityPolicy'] {
  // No helmet defaults: they add upgrade-insecure-requests, which breaks a plain-http deployment.
  return { useDefaults: false, directives };
}

const startsAt = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Helmet's headers that only a document (a page a browser renders) acts on: a JSON answer is never
 * a browsing context, runs nothing and links to nothing, so on the API they are bytes on every
 * response a phone waits for and nothing else (docs/security.md "Security headers").
 */
const DOCUMENT_ONLY: HelmetOptions = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The policies that are the same for every response they cover, by name: the headers differing from the strict default. */
const FIXED_POLICIES = {
  site: { contentSecurityPolicy: csp(SITE_CSP), referrerPolicy: { policy: 'strict-origin-when-cross-origin' } },
  docs: { contentSecurityPolicy: csp(DOCS_CSP) },
  // A house game page: the strict default with every document header; its CSP is added per page.
  game: {},
  api: DOCUMENT_ONLY,
} satisfies Record<string, HelmetOptions>;
type FixedPolicy = keyof typeof FIXED_POLICIES;

/** A request's policy by name ('game': the recorded headers plus a CSP with its own nonces each time). */
function policyFor(request: FastifyRequest): FixedPolicy {
  const path = request.url.split('?', 1)[0]!;
  if (startsAt(path, CONSOLE_API)) return 'api';
  // The console is built like the site (webpack.config.ts): its own scripts, no inline script, CSSOM styles.
  if (startsAt(path, SITE_PREFIX) || startsAt(path, CONSOLE_PREFIX)) return 'site';
  if (startsAt(path, HOUSE_SLOT_PREFIX) || startsAt(path, SIMULATOR_PREFIX) || startsAt(path, TRANSFER_SIM_PREFIX) || startsAt(path, GATEWAY_SIMULATOR_PREFIX))
    return 'game';
  if (startsAt(path, DOCS_PREFIX)) return 'docs';
  return 'api';
}

type Headers = Record<string, string | number | string[]>;

/** The strict default (nosniff, no framing, no referrer, no HSTS of its own); a policy names only what differs. */
const DEFAULT_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: csp(API_CSP),
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Helmet would send HSTS over plain HTTP too; the hook sends it only over HTTPS.
  strictTransportSecurity: false,
};

/** The headers reply.helmet(options) sets, recorded as it sets them on this reply. */
function helmetHeaders(reply: FastifyReply, options: HelmetOptions): Headers {
  const raw = reply.raw;
  const recorded: Headers = {};
  const setHeader = raw.setHeader.bind(raw);
  Object.defineProperty(raw, 'setHeader', {
    configurable: true,
    value: (name: string, value: string | number | readonly string[]) => {
      recorded[name.toLowerCase()] = typeof value === 'string' || typeof value === 'number' ? value : [...value];
      return setHeader(name, value);
    },
  });
  try {
    reply.helmet(options);
  } finally {
    Reflect.deleteProperty(raw, 'setHeader');
  }
  return recorded;
}

/**
 * The headers @fastify/helmet sends for each fixed policy, recorded once at start on a scratch
 * instance: helmet builds its middleware on every call and the answer never changes, so each
 * response only copies the recorded object (and no helmet hook runs per request).
 */
async function recordFixedPolicies(): Promise<Record<FixedPolicy, Headers>> {
  const scratch = Fastify();
  await scratch.register(helmet, { global: false, ...DEFAULT_OPTIONS });
  const recorded = {} as Record<FixedPolicy, Headers>;
  scratch.get('/:policy', async (request, reply) => {
    const policy = (request.params as { policy: FixedPolicy }).policy;
    recorded[policy] = helmetHeaders(reply, FIXED_POLICIES[policy]);
    return '';
  });
  for (const policy of Object.keys(FIXED_POLICIES) as FixedPolicy[]) await scratch.inject(`/${policy}`);
  await scratch.close();
  return recorded;
}

/** The Content-Security-Policy value helmet builds for these directives. */
function cspValue(directives: Directives): string {
  let value = '';
  const response = { setHeader: (_name: string, header: string) => void (value = header) };
  helmet.contentSecurityPolicy({ useDefaults: false, directives })({} as never, response as never, () => undefined);
  return value;
}

/**
 * The hooks that give each response its policy's headers; register before the plugins that may
 * answer early (rate limit, gateways), so their refusals carry the headers too.
 */
export const securityHeaders = fp(async function securityHeaders(app: FastifyInstance) {
  const fixed = await recordFixedPolicies();
  // Set for the game pages below; @fastify/helmet's own per-request hooks are not installed here.
  app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);
  app.addHook('onRequest', (request, reply, done) => {
    const policy = policyFor(request);
    if (policy === 'game') {
      // A house game page is a document: the strict default's document headers, and a CSP allowing its inline script and style by nonce, fresh per page.
      reply.cspNonce = { script: randomBytes(16).toString('hex'), style: randomBytes(16).toString('hex') };
      reply.headers(fixed.game).header('content-security-policy', cspValue(gamePageCsp(reply.cspNonce)));
    } else {
      reply.headers(fixed[policy]);
    }
    // request.protocol reads X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('image/svg+xml')) {
      reply.header('content-security-policy', SVG_CSP);
    }
    done(null, payload);
  });
}, { name: 'security-headers' });
