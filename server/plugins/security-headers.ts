/**
 * Security headers on every response, through @fastify/helmet (docs/security.md "Security
 * headers"). The policy is chosen by where a response lives: the member site under /m, the house
 * vendors' pages (inline script and style, each with a per-request nonce), the API reference under
 * /docs, and a strict default for everything else (the JSON API). By path, not by route option,
 * because the site's pages come from @fastify/static and its not-found fallback and the docs from
 * @fastify/swagger-ui, which carry none. An SVG, wherever it comes from, may not run script.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HOUSE_SLOT_PREFIX } from '../vendors/house-slot/adapter';
import { SIMULATOR_PREFIX } from '../vendors/simulator/adapter';
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

/** The headers that differ from the API default for a request's path. */
function policyFor(request: FastifyRequest, reply: FastifyReply): HelmetOptions {
  const path = request.url.split('?', 1)[0]!;
  if (startsAt(path, SITE_PREFIX)) {
    return { contentSecurityPolicy: csp(SITE_CSP), referrerPolicy: { policy: 'strict-origin-when-cross-origin' } };
  }
  if (startsAt(path, HOUSE_SLOT_PREFIX) || startsAt(path, SIMULATOR_PREFIX)) {
    return { contentSecurityPolicy: csp(gamePageCsp(reply.cspNonce)) };
  }
  if (startsAt(path, DOCS_PREFIX)) return { contentSecurityPolicy: csp(DOCS_CSP) };
  return {};
}

/**
 * Registers helmet with the strict default (nosniff, no framing, no referrer, no HSTS of its own)
 * and the hooks that pick each response's policy; register it before the plugins that may answer
 * early (rate limit, gateways), so their refusals carry the headers too.
 */
export const securityHeaders = fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    // The hook below applies one policy per request; helmet's own global pass would be overwritten.
    global: false,
    // reply.cspNonce, fresh per request, for the game pages' tags and their policy.
    enableCSPNonces: true,
    contentSecurityPolicy: csp(API_CSP),
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Helmet would send HSTS over plain HTTP too; the hook sends it only over HTTPS.
    strictTransportSecurity: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.helmet(policyFor(request, reply));
    // request.protocol reads X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('image/svg+xml')) {
      reply.header('content-security-policy', SVG_CSP);
    }
    return payload;
  });
}, { name: 'security-headers' });
