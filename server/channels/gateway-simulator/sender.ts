/**
 * How the simulator delivers a callback: as a provider does, an HTTP POST to the callback URL.
 * An app that never listens (tests build apps for inject only) has no URL anyone could reach, so
 * the same request (method, path and query, headers, raw body) goes through app.inject instead.
 */
import type { FastifyInstance } from 'fastify';

/** One callback as sent. */
export interface CallbackDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What came back: the HTTP status and the body text. */
export interface DeliveryResult {
  status: number;
  body: string;
}

export type CallbackSender = (delivery: CallbackDelivery) => Promise<DeliveryResult>;

/** A provider gives up on one attempt after this long. */
export const CALLBACK_TIMEOUT_MS = 10_000;

/** Delivers over HTTP while the server listens, through inject otherwise. */
export function providerSender(app: FastifyInstance): CallbackSender {
  return async (delivery) => {
    if (app.server.listening) {
      const res = await fetch(delivery.url, { method: 'POST', headers: delivery.headers, body: delivery.body, signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS) });
      return { status: res.status, body: await res.text() };
    }
    const url = new URL(delivery.url);
    const res = await app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: delivery.headers, payload: delivery.body });
    return { status: res.statusCode, body: res.body };
  };
}
