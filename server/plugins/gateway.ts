/**
 * The API gateways (/wps, /lgw): every request, known path or not, first names a known merchant
 * in the Merchant header; then, unless the route opts out, a merchant in maintenance or a
 * blocked region refuses the call (HTTP 200, success false: a business outcome the site shows).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { Header } from '@common/contract/headers';
import { GATEWAY_MOBILE, GATEWAY_WEB } from '@common/contract/headers';
import { AppError } from '../http/envelope';
import { clientLocation, isRegionBlocked } from '../modules/merchant';
import { findMerchant, type Merchant } from '../modules/merchant';
import { notFound } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant named by the Merchant header; set by the gateway hook before any handler runs. */
    merchant: Merchant | null;
  }
  interface FastifyContextConfig {
    /** Keep the route working in maintenance and for blocked regions (the site needs status to show why). */
    openWhenBlocked?: boolean;
  }
}

/**
 * Gateway versions the site sends (§9): web 1, mobile 3. The header is optional (tools, health
 * probes and older clients omit it), but a value that is present must be one of these.
 */
const GATEWAY_VERSIONS = new Set([String(GATEWAY_WEB), String(GATEWAY_MOBILE)]);

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

async function checkRequest(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const gateway = headerValue(request, Header.gateway);
  if (gateway !== undefined && !GATEWAY_VERSIONS.has(gateway)) {
    throw new AppError(ErrorCode.requestInvalid, {
      status: 400,
      params: { field: Header.gateway, detail: `must be ${GATEWAY_WEB} (web) or ${GATEWAY_MOBILE} (mobile)` },
    });
  }
  const code = headerValue(request, Header.merchant);
  if (code === undefined) throw new AppError(ErrorCode.merchantMissing, { status: 400 });
  const merchant = code.length <= 64 ? await findMerchant(app.db, code) : null;
  if (!merchant) throw new AppError(ErrorCode.merchantInvalid, { status: 403, params: { merchant: code.slice(0, 64) } });
  request.merchant = merchant;
  if (request.routeOptions.config.openWhenBlocked) return;
  if (merchant.maintenance) throw new AppError(ErrorCode.maintenance);
  const location = clientLocation(request, app.config);
  if (isRegionBlocked(merchant.regionRestriction, location)) {
    throw new AppError(ErrorCode.regionRestricted, { params: { ip: location.ip } });
  }
}

/** The merchant a gateway route serves (the gateway hook has set it). */
export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new Error('merchantOf() used outside a gateway scope');
  return request.merchant;
}

/**
 * The merchant of a gateway call whose query names a merchant as well: it must name the same
 * one as the Merchant header (main or trial code), else merchant.invalid. One call, one merchant.
 */
export function queriedMerchant(request: FastifyRequest, queried?: string): Merchant {
  const merchant = merchantOf(request);
  if (queried !== undefined && queried !== merchant.code && queried !== merchant.trialCode) {
    throw new AppError(ErrorCode.merchantInvalid, { status: 403, params: { merchant: queried.slice(0, 64) } });
  }
  return merchant;
}

/** Who is calling a gateway route: the merchant, the client's IP, and what support sees of its device and language. */
export interface Client {
  merchant: Merchant;
  ip: string;
  /** The User-Agent, cut to CLIENT_TEXT_MAX characters; null when none was sent. */
  userAgent: string | null;
  /** The Language header (upper case, §7); null when none was sent. */
  language: string | null;
}

/** Longest User-Agent or Language kept: enough to tell phones apart, never a place to store a payload. */
const CLIENT_TEXT_MAX = 200;

const headerText = (value: string | string[] | undefined): string | null => {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text.slice(0, CLIENT_TEXT_MAX) : null;
};

/** Merchant and client IP (through a trusted proxy, the forwarded one), device and language of a gateway call. */
export function clientOf(request: FastifyRequest): Client {
  return {
    merchant: merchantOf(request),
    ip: clientLocation(request, request.server.config).ip,
    userAgent: headerText(request.headers['user-agent']),
    language: headerText(request.headers[Header.language.toLowerCase()])?.toUpperCase() ?? null,
  };
}

/** A gateway scope: merchant and availability checks, a 404 envelope, then the modules' routes. */
export function gateway(modules: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    scope.decorateRequest('merchant', null);
    // preParsing: after every onRequest hook (the rate limit turns floods away before any
    // database look-up) and before the body is read (who is calling comes before what they send).
    scope.addHook('preParsing', async (request, _reply, payload) => {
      await checkRequest(scope, request);
      return payload;
    });
    scope.setNotFoundHandler(notFound);
    for (const module of modules) await scope.register(module);
  };
}
